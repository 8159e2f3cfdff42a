// Deno: `deno run --allow-net --allow-env --allow-read --config examples/deno.json examples/deno.mjs`
// (environment: see ./handlers.mjs; PORT). examples/deno.json maps `showtime-finder/server` to
// the package's sources here; in your project it is `npm:showtime-finder/server`.
/* global Deno */
import { fromAddress } from 'showtime-finder/server';
import { showtimeProxy, siteOrigin, tokenHandler } from './handlers.mjs';
import { siteRoutes } from './site-routes.mjs';

const routes = siteRoutes({ origin: siteOrigin, tokenHandler, showtimeProxy });

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('PORT') ?? 3000),
    onListen: ({ port }) => console.log(`listening on http://127.0.0.1:${port}`),
  },
  (request, info) => routes(fromAddress(request, info.remoteAddr.hostname)),
);
