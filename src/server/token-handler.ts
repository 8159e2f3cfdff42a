/**
 * The token handler that embedders run on their own server, at the URL the widget's `token-url`
 * names. It holds the platform client secret, gets a platform token with client credentials,
 * and hands the token (never the secret) to pages of the allowed origins. Fetch-standard only
 * (`Request` in, `Response` out, no `node:` imports), so it runs unchanged in Node, Deno, Bun
 * and edge runtimes.
 */
import { endpointUrl } from '../shared/endpoint-url.js';
import { httpUrl } from '../shared/http-url.js';
import { clientCredentialsTokens, UpstreamTokenError } from './client-credentials.js';
import { jsonResponse as json, withoutBody } from './json-response.js';
import { checkOrigin, normaliseOrigins } from './origin-check.js';

export interface TokenHandlerOptions {
  /** The Cinema Platform base URL, as in the widget's `api-base`. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /**
   * Origins of the pages that embed the widget, e.g. `https://cinema.example`. The handler's own
   * origin is always allowed.
   */
  allowedOrigins: readonly string[];
  /** The `fetch` used to reach the platform; defaults to the global one. */
  fetch?: typeof fetch;
  /** The clock, in milliseconds; defaults to `Date.now`. */
  now?: () => number;
  /** How long the platform may take to answer the token request; default 15 s. */
  timeoutMs?: number;
  /**
   * Where refusals and upstream failures are told, e.g. `console`; default: nowhere. Messages
   * name the origin or the platform's error code, never the secret or a token.
   */
  logger?: TokenHandlerLogger;
}

export type TokenHandler = (request: Request) => Promise<Response>;

export interface TokenHandlerLogger {
  warn(message: string): void;
  error(message: string): void;
}

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Builds the handler. Throws at once on a configuration that cannot work (bad apiBase or origin,
 * missing credentials).
 */
export function createTokenHandler(options: TokenHandlerOptions): TokenHandler {
  const { apiBase, clientId, clientSecret } = options;
  if (!clientId || !clientSecret) throw new TypeError('createTokenHandler: clientId and clientSecret are required.');
  if (!httpUrl(apiBase)) throw new TypeError(`createTokenHandler: apiBase "${apiBase}" is not an http(s) URL.`);
  const tokenUrl = endpointUrl(apiBase, 'oauth/token');
  const allowed = normaliseOrigins(options.allowedOrigins);
  const now = options.now ?? Date.now;
  const platformToken = clientCredentialsTokens({
    tokenUrl,
    clientId,
    clientSecret,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    now,
    timeoutMs: options.timeoutMs ?? 15_000,
  });

  return async (request) => {
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      return json(
        405,
        { error: 'method_not_allowed', message: `Use GET; this URL hands out access tokens.` },
        { Allow: ALLOWED_METHODS },
      );
    }
    const verdict = checkOrigin(request, allowed);
    if (!verdict.allowed) {
      const message = `No token for this request: ${verdict.reason}.`;
      options.logger?.warn(`showtime-finder token handler: ${message}`);
      // The refused page may read why (the widget names it on screen); it gets no token either way.
      const origin = request.headers.get('Origin');
      return json(
        403,
        { error: 'origin_not_allowed', message },
        origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {},
      );
    }
    const cors: Record<string, string> = verdict.corsOrigin
      ? {
          'Access-Control-Allow-Origin': verdict.corsOrigin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : {};
    if (method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          Allow: ALLOWED_METHODS,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Max-Age': '600',
        },
      });
    }
    const answer = await tokenAnswer(platformToken, now, cors, options.logger);
    return method === 'HEAD' ? withoutBody(answer) : answer;
  };
}

/** The platform token as the widget reads it, or a 502 that says why there is none. */
async function tokenAnswer(
  platformToken: () => Promise<{ accessToken: string; tokenType: string; expiresAt: number }>,
  now: () => number,
  cors: Record<string, string>,
  logger: TokenHandlerOptions['logger'],
): Promise<Response> {
  try {
    const token = await platformToken();
    const expiresIn = Math.max(0, Math.floor((token.expiresAt - now()) / 1000));
    return json(200, { access_token: token.accessToken, token_type: token.tokenType, expires_in: expiresIn }, cors);
  } catch (error) {
    const code = error instanceof UpstreamTokenError ? error.code : 'upstream_error';
    const message =
      error instanceof UpstreamTokenError ? error.message : 'Could not get a token from the Cinema Platform.';
    logger?.error(`showtime-finder token handler: ${code}: ${message}`);
    return json(502, { error: code, message }, cors);
  }
}
