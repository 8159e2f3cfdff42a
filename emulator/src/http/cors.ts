/**
 * CORS backed by the origin registry. Only an exact, active registered origin is echoed; every
 * other origin gets no allow header, so the browser blocks the response. Errors carry the same
 * headers, or a browser client could not tell a 401 from a blocked origin.
 */
import { createMiddleware } from 'hono/factory';
import type { EmulatorState } from '../state.js';
import type { AppEnv } from './env.js';

const ALLOWED_METHODS = 'GET, POST, PATCH, OPTIONS';
/** Named, because `*` does not cover Authorization. */
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const EXPOSED_HEADERS = 'Retry-After, WWW-Authenticate, X-Total-Count';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export const cors = (state: EmulatorState) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = state.origins.isAllowed(origin);
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
        });
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  });
