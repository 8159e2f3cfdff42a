// Plain node:http: the token handler at /showtime-token and the showtime proxy under
// /showtime-api/. `node examples/node-http.mjs` (environment: see ./handlers.mjs; PORT).
import { createSiteServer, nodeListener } from 'showtime-finder/node';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });
const listener = nodeListener(routes, { origin: siteOrigin });

// node:http with bounds on slow and silent clients and on open connections
// (`createSiteServer` of showtime-finder/node).
const server = createSiteServer(listener);
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
