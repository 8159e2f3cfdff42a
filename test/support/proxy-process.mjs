// One showtime proxy process as examples/node-http.mjs runs it (the same site routes and node:http listener), with
// the cache period from SHOWTIME_MAX_AGE_SECONDS so that a test sees several periods in seconds rather than
// minutes. `node --import tsx test/support/proxy-process.mjs` (environment: see examples/handlers.mjs; PORT). It
// ends when its standard input does: a test that crashes leaves no proxy running.
import { clientKeyOf, createShowtimeProxy, createTokenHandler } from 'showtime-finder/server';
import { createSiteServer, nodeListener } from 'showtime-finder/node';
import { siteRoutes } from '../../examples/site-routes.mjs';

const { CINEMA_API_BASE, CINEMA_CLIENT_ID, CINEMA_CLIENT_SECRET, SITE_ORIGIN } = process.env;
const credentials = { apiBase: CINEMA_API_BASE, clientId: CINEMA_CLIENT_ID, clientSecret: CINEMA_CLIENT_SECRET };
// Behind nginx on this machine: its X-Forwarded-For names the client.
const clientKey = clientKeyOf({ trustedProxies: ['127.0.0.1'] });

const routes = siteRoutes({
  origin: SITE_ORIGIN,
  tokenHandler: createTokenHandler({ ...credentials, scope: 'read', allowedOrigins: [], clientKey }),
  showtimeProxy: createShowtimeProxy({
    ...credentials,
    basePath: '/showtime-api/',
    clientKey,
    maxAgeSeconds: Number(process.env.SHOWTIME_MAX_AGE_SECONDS ?? 60),
  }),
});

const server = createSiteServer(nodeListener(routes, { origin: SITE_ORIGIN }));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
process.stdin.on('end', () => process.exit(0)).resume();
