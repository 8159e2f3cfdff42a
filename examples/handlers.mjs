// The token handler and the showtime proxy, configured once from the environment; every recipe
// in this folder mounts these two. SITE_ORIGIN is your site's own origin (https://cinema.example):
// the recipes build each request's URL from it, never from the Host header a client sends.
import { createShowtimeProxy, createTokenHandler } from 'showtime-finder/server';

const { CINEMA_API_BASE, CINEMA_CLIENT_ID, CINEMA_CLIENT_SECRET, SITE_ORIGIN } = process.env;

export const siteOrigin = SITE_ORIGIN;

export const tokenHandler = createTokenHandler({
  apiBase: CINEMA_API_BASE,
  clientId: CINEMA_CLIENT_ID,
  clientSecret: CINEMA_CLIENT_SECRET,
  scope: 'read', // your platform's read-only scope (see "The token handler")
  allowedOrigins: [],
  logger: console,
});

export const showtimeProxy = createShowtimeProxy({
  apiBase: CINEMA_API_BASE,
  clientId: CINEMA_CLIENT_ID,
  clientSecret: CINEMA_CLIENT_SECRET,
  basePath: '/showtime-api/',
  logger: console,
});
