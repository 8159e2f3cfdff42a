/** Records every request but preflights, for tests that count what a client sent. */
import { createMiddleware } from 'hono/factory';
import type { EmulatorState } from '../state.js';
import { bearerClient } from './auth.js';
import type { AppEnv } from './env.js';

export const requestLog = (state: EmulatorState) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const entry = {
      method: c.req.method,
      path: url.pathname,
      query: url.search.slice(1),
      origin: c.req.header('Origin') ?? null,
      authorized: bearerClient(state, c.req.header('Authorization')) !== null,
      status: 0,
    };
    state.requests.push(entry);
    await next();
    entry.status = c.res.status;
  });
