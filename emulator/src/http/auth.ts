/** Bearer-token checks: every API endpoint needs a valid access token (spec: Authentication). */
import { createMiddleware } from 'hono/factory';
import type { ClientConfig } from '../config.js';
import type { EmulatorState } from '../state.js';
import { ApiError, unauthorized } from './api-error.js';
import type { AppEnv } from './env.js';

/** The client that owns the bearer token in an Authorization header, or null. */
export function bearerClient(state: EmulatorState, authorization: string | undefined): ClientConfig | null {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  const clientId = token ? state.tokens.clientOf(token, state.clock.now()) : null;
  return clientId ? (state.client(clientId) ?? null) : null;
}

export const requireToken = (state: EmulatorState) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const authorization = c.req.header('Authorization');
    const client = bearerClient(state, authorization);
    if (!client) {
      throw unauthorized(
        authorization
          ? 'The access token is unknown, revoked or expired; get a new one from POST /oauth/token'
          : 'An access token is required: send Authorization: Bearer <access token>',
      );
    }
    c.set('client', client);
    await next();
  });

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('client').admin) {
    throw new ApiError(
      403,
      'forbidden',
      `Client "${c.get('client').id}" is not an admin client; CORS origins are admin only`,
    );
  }
  await next();
});
