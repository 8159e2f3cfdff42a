/** Bearer-token checks: every API endpoint needs a valid access token (spec: Authentication). */
import { createMiddleware } from 'hono/factory';
import type { ClientConfig } from '../config.js';
import type { EmulatorState } from '../state.js';
import { READ_SCOPE } from '../oauth/tokens.js';
import type { TokenScope } from '../oauth/tokens.js';
import { ApiError, unauthorized } from './api-error.js';
import type { AppEnv } from './env.js';

/** The client that owns the bearer token in an Authorization header, with the token's scope, or null. */
export function bearerClient(
  state: EmulatorState,
  authorization: string | undefined,
): { client: ClientConfig; scope: TokenScope } | null {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  const holder = token ? state.tokens.holderOf(token, state.clock.now()) : null;
  const client = holder ? state.client(holder.clientId) : undefined;
  return holder && client ? { client, scope: holder.scope } : null;
}

export const requireToken = (state: EmulatorState) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const authorization = c.req.header('Authorization');
    const holder = bearerClient(state, authorization);
    if (!holder) {
      throw unauthorized(
        authorization
          ? 'The access token is unknown, revoked or expired; get a new one from POST /oauth/token'
          : 'An access token is required: send Authorization: Bearer <access token>',
      );
    }
    c.set('client', holder.client);
    c.set('scope', holder.scope);
    await next();
  });

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('scope') === READ_SCOPE) {
    throw new ApiError(
      403,
      'insufficient_scope',
      `This token has the scope "${READ_SCOPE}": it reads showings, movies and cinemas only, not CORS origins`,
    );
  }
  if (!c.get('client').admin) {
    throw new ApiError(
      403,
      'forbidden',
      `Client "${c.get('client').id}" is not an admin client; CORS origins are admin only`,
    );
  }
  await next();
});
