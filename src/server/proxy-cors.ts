/**
 * Which pages may read the proxy's answers. The widget on the embedder's own pages asks on the
 * same origin (a GET without `Origin`, or with the proxy's own): answered, no CORS needed. A page
 * on another origin is answered only when `allowedOrigins` names it, with CORS headers; the
 * widget's requests carry no custom header, so no preflight precedes them, but one is answered.
 * Requests without `Origin` (a CDN revalidating, a server) are answered too: the proxy serves
 * public showtimes and nothing else, so an origin check is about platform reads, not secrets.
 */
import { jsonResponse } from './json-response.js';

export type CorsVerdict = { allowed: true; headers: Record<string, string> } | { allowed: false; response: Response };

export const PROXY_METHODS = 'GET, HEAD, OPTIONS';

export function corsFor(request: Request, allowed: ReadonlySet<string>): CorsVerdict {
  const origin = request.headers.get('Origin');
  // Where some pages get CORS headers and others not, a cache in front must keep them apart.
  const vary: Record<string, string> = allowed.size > 0 ? { Vary: 'Origin' } : {};
  if (origin === null || origin === new URL(request.url).origin) return { allowed: true, headers: vary };
  if (!allowed.has(origin)) {
    const message = `The showtime proxy does not answer pages of ${origin}: add it to the proxy's allowedOrigins.`;
    // Readable by the refused page, so that the widget can say why instead of guessing at the network.
    return {
      allowed: false,
      response: jsonResponse(
        403,
        { error: 'origin-not-allowed', message },
        { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' },
      ),
    };
  }
  return {
    allowed: true,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': 'Retry-After, ETag, Age, X-Showtime-Proxy-Cache',
      ...vary,
    },
  };
}

/** The answer to a CORS preflight of an allowed page. */
export function preflight(cors: Record<string, string>): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      Allow: PROXY_METHODS,
      'Access-Control-Allow-Methods': PROXY_METHODS,
      'Access-Control-Allow-Headers': 'Accept, If-None-Match',
      'Access-Control-Max-Age': '600',
    },
  });
}
