// Bun: `bun examples/bun.mjs` (environment: see ./handlers.mjs; PORT). Bun reads tsconfig.json's
// `paths`, so here `showtime-finder/server` is the package's sources.
/* global Bun */
import { fromAddress } from 'showtime-finder/server';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
  // A connection that sends nothing for 10 s is closed (Bun's default, written out).
  idleTimeout: 10,
  fetch: (request, bun) => routes(fromAddress(request, bun.requestIP(request)?.address)),
});
console.log(`listening on http://127.0.0.1:${server.port}`);
