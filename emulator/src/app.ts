/**
 * The emulator as a Hono app value: `app.request()` in tests, `serve()` in main.ts and index.ts.
 * Middleware order matters: compression wraps everything (errors and faults are compressed too),
 * CORS wraps the rest (errors and faults carry its headers), the log sees every status, faults
 * come before authentication, as a failing gateway would.
 */
import { Hono } from 'hono';
import { ApiError, errorCodeForStatus } from './http/api-error.js';
import { compression } from './http/compression.js';
import { requireToken } from './http/auth.js';
import { cors } from './http/cors.js';
import type { AppEnv } from './http/env.js';
import { faults } from './http/faults.js';
import { requestLog } from './http/request-log.js';
import { cinemaRoutes } from './routes/cinemas.js';
import { corsOriginRoutes } from './routes/cors-origins.js';
import { movieRoutes } from './routes/movies.js';
import { oauthAuthorizeRoutes } from './routes/oauth-authorize.js';
import { oauthTokenRoutes } from './routes/oauth-token.js';
import { posterRoutes } from './routes/posters.js';
import { showingRoutes } from './routes/showings.js';
import type { EmulatorState } from './state.js';

export function createApp(state: EmulatorState) {
  const app = new Hono<AppEnv>();
  app.use(compression, cors(state), requestLog(state), faults(state));
  // OAuth endpoints authenticate the client itself, not a bearer token; posters are public.
  app.route('/', oauthTokenRoutes(state));
  app.route('/', posterRoutes(state));
  app.route('/', oauthAuthorizeRoutes(state));
  app.use(requireToken(state));
  app.route('/', cinemaRoutes(state));
  app.route('/', showingRoutes(state));
  app.route('/', movieRoutes(state));
  app.route('/', corsOriginRoutes(state));
  app.notFound((c) => {
    const error = new ApiError(404, 'not_found', `No endpoint ${c.req.method} ${c.req.path}`);
    return c.json(error.body(), 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status, error.headers);
    console.error(error);
    return c.json(new ApiError(500, errorCodeForStatus(500), 'Internal emulator error').body(), 500);
  });
  return app;
}
