// Deno: `deno run --allow-net --allow-env examples/deno.mjs` (environment: see ./handlers.mjs).
/* global Deno */
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

Deno.serve(
  { port: Number(Deno.env.get('PORT') ?? 3000) },
  siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy }),
);
