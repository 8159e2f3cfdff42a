// Hono: the app is a value (any runtime); here served by @hono/node-server, behind the answers to
// requests no `Request` can hold (TRACE: 405; @hono/node-server alone answers it 500).
// `node examples/hono.mjs` (environment: see ./handlers.mjs; PORT).
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { guarded } from './node-listener.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });

export const app = new Hono();
app.all('/showtime-token', (c) => routes(c.req.raw));
app.all('/showtime-api/*', (c) => routes(c.req.raw));

const server = serve(
  {
    fetch: app.fetch,
    port: Number(process.env.PORT ?? 3000),
    hostname: '127.0.0.1',
    createServer: (options, listener) => createServer(options, guarded(listener)),
  },
  ({ port }) => console.log(`listening on http://127.0.0.1:${port}`),
);
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
