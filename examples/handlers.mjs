// The token handler and the showtime proxy, configured once from the environment; every recipe
// in this folder mounts these two. SITE_ORIGIN is your site's own origin (https://cinema.example):
// the recipes build each request's URL from it, never from the Host header a client sends.
// TRUSTED_PROXIES (optional): the addresses of your own reverse proxies, whose X-Forwarded-For
// names the client (`clientKeyOf` of showtime-finder/server); leave it unset where clients connect directly.
import { clientKeyOf, createShowtimeProxy, createTokenHandler } from 'showtime-finder/server';

const { CINEMA_API_BASE, CINEMA_CLIENT_ID, CINEMA_CLIENT_SECRET, SITE_ORIGIN, TRUSTED_PROXIES } = process.env;

export const siteOrigin = SITE_ORIGIN;

// Each client (an address) has budgets of its own: one stranger cannot spend everyone's.
const clientKey = clientKeyOf({ trustedProxies: TRUSTED_PROXIES?.split(',') });

export const tokenHandler = createTokenHandler({
  apiBase: CINEMA_API_BASE,
  clientId: CINEMA_CLIENT_ID,
  clientSecret: CINEMA_CLIENT_SECRET,
  scope: 'read', // your platform's read-only scope (see "The token handler")
  allowedOrigins: [],
  clientKey,
  logger: console,
});

export const showtimeProxy = createShowtimeProxy({
  apiBase: CINEMA_API_BASE,
  clientId: CINEMA_CLIENT_ID,
  clientSecret: CINEMA_CLIENT_SECRET,
  basePath: '/showtime-api/',
  clientKey,
  logger: console,
});
