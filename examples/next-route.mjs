// Next.js route handlers: this file as app/showtime-token/route.js and as
// app/showtime-api/[...path]/route.js (environment: see ./handlers.mjs).
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });

export const GET = routes;
export const HEAD = routes;
export const OPTIONS = routes;
// No route segment config (`export const dynamic`): a new project's Cache Components refuse it, and a GET handler
// that reads its request runs at each request anyway (Next.js 15 and later), so no token is kept from the build.
// The proxy caches itself and says so in Cache-Control.
