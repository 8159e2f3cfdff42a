/**
 * The routes of `showtime-finder serve`: `GET /health`, the token handler at `/showtime-token`
 * (only with a token scope), the showtime proxy under its base path, and a JSON 404 for anything
 * else, so that a wrong `proxy-url` is told apart from the proxy's own refusals.
 */
import { clientKeyOf, createShowtimeProxy, createTokenHandler } from 'showtime-finder/server';
import type { FetchHandler } from './node-listener.js';
import type { ServeSettings } from './serve-settings.js';

export const HEALTH_PATH = '/health';
export const TOKEN_PATH = '/showtime-token';

export interface ServeRoutes {
  handle: FetchHandler;
  /** The proxy's path as it answers it, with its trailing slash. */
  basePath: string;
  /** Whether the token handler runs. */
  servesTokens: boolean;
}

/** The handlers built from `settings`; throws the handlers' own message on an option that cannot work. */
export function serveRoutes(settings: ServeSettings): ServeRoutes {
  const credentials = { apiBase: settings.apiBase, clientId: settings.clientId, clientSecret: settings.clientSecret };
  // Each client (an address, or what a trusted proxy says of it) has budgets of its own.
  const clientKey = clientKeyOf({ trustedProxies: settings.trustedProxies });
  const proxy = createShowtimeProxy({
    ...credentials,
    basePath: settings.basePath,
    allowedOrigins: settings.allowedOrigins,
    ...(settings.cacheMaxBytes !== undefined && { cacheMaxBytes: settings.cacheMaxBytes }),
    clientKey,
    logger: console,
  });
  const tokens =
    settings.tokenScope === undefined
      ? undefined
      : createTokenHandler({
          ...credentials,
          scope: settings.tokenScope,
          allowedOrigins: settings.allowedOrigins,
          clientKey,
          logger: console,
        });
  const basePath = settings.basePath.replace(/\/?$/, '/');
  const handle: FetchHandler = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === HEALTH_PATH) return health(request);
    if (tokens && pathname === TOKEN_PATH) return tokens(request);
    if (pathname.startsWith(basePath)) return proxy(request);
    const message = `Nothing is served at ${pathname}: the showtime proxy answers under ${basePath}.`;
    return answer(404, { error: 'not-found', message });
  };
  return { handle, basePath, servesTokens: tokens !== undefined };
}

/** Alive and listening: for a load balancer, a container's health check or systemd's watchdog script. */
function health(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(405, { error: 'method-not-allowed', message: 'Use GET.' }, { Allow: 'GET, HEAD' });
  }
  return answer(200, { ok: true });
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}
