// Plain node:http: the token handler at /showtime-token and the showtime proxy under
// /showtime-api/. `node examples/node-http.mjs` (environment: see ./handlers.mjs; PORT).
import { createServer } from 'node:http';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { nodeListener } from './node-listener.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });
const listener = nodeListener(routes, { origin: siteOrigin });

// Node's own bounds on a slow client: the headers within 10 s, the whole request within 15 s.
const server = createServer({ headersTimeout: 10_000, requestTimeout: 15_000 }, listener);
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
