// Hono: the app is a value (any runtime); here served by @hono/node-server on the bounded server
// of node-http.mjs, behind the answers to requests no `Request` can hold (TRACE: 405;
// @hono/node-server alone answers it 500). The request keeps the connection's address
// (`getConnInfo`), which the handlers tell clients apart by.
// `node examples/hono.mjs` (environment: see ./handlers.mjs; PORT).
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { createSiteServer, guarded } from 'showtime-finder/node';
import { fromAddress } from 'showtime-finder/server';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });
const route = (c) => routes(fromAddress(c.req.raw, getConnInfo(c).remote.address));

export const app = new Hono();
app.all('/showtime-token', route);
app.all('/showtime-api/*', route);

serve(
  {
    fetch: app.fetch,
    port: Number(process.env.PORT ?? 3000),
    hostname: '127.0.0.1',
    createServer: (_options, listener) => createSiteServer(guarded(listener)),
  },
  ({ port }) => console.log(`listening on http://127.0.0.1:${port}`),
);
