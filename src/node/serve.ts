/**
 * `showtime-finder serve` as a function: the routes on the bounded node:http server, listening, and
 * a graceful stop (no new connections; requests under way are answered, idle connections closed,
 * and after `graceMs` whatever is left is cut).
 */
import type { AddressInfo } from 'node:net';
import { nodeListener } from './node-listener.js';
import { HEALTH_PATH, TOKEN_PATH, serveRoutes } from './serve-routes.js';
import type { ServeSettings } from './serve-settings.js';
import { createSiteServer } from './site-server.js';

export interface RunningServe {
  /** Where it listens, e.g. http://127.0.0.1:8788 (no trailing slash). */
  url: string;
  /** The one line that says what it serves; never the secret. */
  startLine: string;
  /** Stops taking connections, answers what is under way, and resolves once closed. */
  stop(graceMs?: number): Promise<void>;
}

export async function startServe(settings: ServeSettings): Promise<RunningServe> {
  const routes = serveRoutes(settings);
  const server = createSiteServer(nodeListener(routes.handle, { origin: settings.siteOrigin }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  const served = [
    `the showtime proxy at ${url}${routes.basePath}program`,
    routes.servesTokens ? `the token handler at ${TOKEN_PATH} (scope "${settings.tokenScope}")` : 'no token handler',
    `health at ${HEALTH_PATH}`,
  ];
  const origins = settings.allowedOrigins.length > 0 ? settings.allowedOrigins.join(', ') : 'none';
  const startLine =
    `showtime-finder serve listening on ${url} with ${served.join(', ')}; platform ${settings.apiBase} as client ` +
    `${settings.clientId}; site origin ${settings.siteOrigin}; other origins allowed: ${origins}`;
  const stop = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
  return { url, startLine, stop };
}
