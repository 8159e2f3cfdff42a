// Next.js route handlers: this file as app/showtime-token/route.js and as
// app/showtime-api/[...path]/route.js (environment: see ./handlers.mjs).
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });

export const GET = routes;
export const HEAD = routes;
export const OPTIONS = routes;
// A token must never be cached at build time; the proxy caches itself and says so in Cache-Control.
export const dynamic = 'force-dynamic';
