/**
 * A token as a token-url or a provider hands it out, and when to renew it. Renewal comes ahead
 * of expiry (60 s before, or at 90% of the lifetime for short-lived tokens) so that a request
 * never leaves with a token that expires on the way.
 */
import * as z from 'zod/mini';
import { ShowtimeFinderError } from '../shared/errors.js';
import { renewalTime } from '../shared/renewal-time.js';

/** The token-url answer (`{access_token, token_type, expires_in}`); the provider's object form too. */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

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
