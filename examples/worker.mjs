// A Worker-style `fetch` export (Cloudflare Workers, Deno Deploy): the handlers made once per
// isolate from its environment, the cache within the isolate's memory.
import { createShowtimeProxy, createTokenHandler } from 'showtime-finder/server';
import { siteRoutes } from './site-routes.mjs';

let routes;

export default {
  fetch(request, env) {
    routes ??= siteRoutes({
      origin: env.SITE_ORIGIN,
      tokenHandler: createTokenHandler({
        apiBase: env.CINEMA_API_BASE,
        clientId: env.CINEMA_CLIENT_ID,
        clientSecret: env.CINEMA_CLIENT_SECRET,
        scope: 'read', // your platform's read-only scope
        allowedOrigins: [],
      }),
      showtimeProxy: createShowtimeProxy({
        apiBase: env.CINEMA_API_BASE,
        clientId: env.CINEMA_CLIENT_ID,
        clientSecret: env.CINEMA_CLIENT_SECRET,
        basePath: '/showtime-api/',
        cacheMaxBytes: 16 * 2 ** 20,
      }),
    });
    return routes(request);
  },
};
