/**
 * A token as a token-url or a provider hands it out, and when to renew it. Renewal comes ahead
 * of expiry (60 s before, or at 90% of the lifetime for short-lived tokens) so that a request
 * never leaves with a token that expires on the way.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { renewalTime } from '../common/renewal-time.js';

/**
 * The token-url answer (`{access_token, token_type, expires_in}`), or the provider's object form,
 * as a token and its lifetime; else what is wrong with it. Checked by hand, not with the platform's
 * schemas: the token is asked for before the chunk with zod arrives (load/token-reader.ts).
 */
export function tokenAnswer(answer: unknown): { accessToken: string; expiresIn?: number } | { problem: string } {
  const { access_token, token_type, expires_in }: Record<string, unknown> = Object(answer);
  if (typeof access_token !== 'string') return { problem: 'access_token: not a string' };
  if (token_type !== undefined && typeof token_type !== 'string') return { problem: 'token_type: not a string' };
  if (expires_in !== undefined && typeof expires_in !== 'number') return { problem: 'expires_in: not a number' };
  return expires_in === undefined
    ? { accessToken: access_token }
    : { accessToken: access_token, expiresIn: expires_in };
}

export interface IssuedToken {
  accessToken: string;
  /** `performance.now()` after which the token is renewed; Infinity when its lifetime is unknown. */
  renewAt: number;
}

export function issuedToken(accessToken: string, expiresInSeconds?: number): IssuedToken {
  // Checked here rather than in the schema, so that the message names what is wrong with the answer.
  if (accessToken === '')
    throw new ShowtimeFinderError('token-unavailable', 'The token source answered an empty access_token.');
  if (expiresInSeconds === undefined) return { accessToken, renewAt: Number.POSITIVE_INFINITY };
  return { accessToken, renewAt: renewalTime(performance.now(), expiresInSeconds * 1000) };
}
