/**
 * Which pages may get tokens from the handler. Browsers send `Origin` on cross-origin fetches;
 * a same-origin GET often carries none, and then `Sec-Fetch-Site` (or, in older browsers, the
 * `Referer`) says where the request comes from. A request that shows none of them is refused:
 * the handler cannot tell that it comes from an allowed page.
 */
import { httpUrl } from '../common/http-url.js';

export type OriginVerdict =
  | { allowed: true; /** The origin to answer with CORS headers, for a cross-origin caller. */ corsOrigin?: string }
  | { allowed: false; reason: string };

/**
 * Normalises configured origins (`https://cinema.example/` -> `https://cinema.example`); throws on a
 * value that is no origin.
 */
export function normaliseOrigins(origins: readonly string[], owner = 'createTokenHandler'): Set<string> {
  return new Set(
    origins.map((origin, index) => {
      const url = httpUrl(origin);
      if (!url) {
        throw new TypeError(
          `${owner}: allowedOrigins[${index}] "${origin}" is not an origin like https://cinema.example.`,
        );
      }
      return url.origin;
    }),
  );
}

export function checkOrigin(request: Request, allowed: ReadonlySet<string>): OriginVerdict {
  const own = new URL(request.url).origin;
  const isAllowed = (origin: string) => origin === own || allowed.has(origin);
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    if (!isAllowed(origin)) return { allowed: false, reason: `origin ${origin} is not allowed` };
    return origin === own ? { allowed: true } : { allowed: true, corsOrigin: origin };
  }
  if (request.headers.get('Sec-Fetch-Site') === 'same-origin') return { allowed: true };
  const referer = request.headers.get('Referer');
  const refererOrigin = referer === null ? undefined : originOf(referer);
  if (refererOrigin !== undefined && isAllowed(refererOrigin)) return { allowed: true };
  if (refererOrigin !== undefined)
    return { allowed: false, reason: `the referring page ${refererOrigin} is not allowed` };
  return {
    allowed: false,
    reason: 'the request does not say which page it comes from (no Origin, Sec-Fetch-Site or Referer)',
  };
}

function originOf(url: string): string | undefined {
  return httpUrl(url)?.origin;
}
