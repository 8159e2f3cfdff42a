// Bun: `bun examples/bun.mjs` (environment: see ./handlers.mjs).
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

export default {
  port: Number(process.env.PORT ?? 3000),
  fetch: siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy }),
};
