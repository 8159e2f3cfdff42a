// Bun: `bun examples/bun.mjs` (environment: see ./handlers.mjs; PORT). Bun reads tsconfig.json's
// `paths`, so here `showtime-finder/server` is the package's sources.
/* global Bun */
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
  fetch: siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy }),
});
console.log(`listening on http://127.0.0.1:${server.port}`);
