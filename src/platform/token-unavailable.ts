import { ShowtimeFinderError } from '../common/errors.js';

/** Why a request that got no answer at all failed, where a server that is up answers a `no-cors` probe neither. */
export const NO_ANSWER = 'the request failed (server down?)';

/** No token from `from` (the token-url, or the tokenProvider): `what` says why; a retry may help if `retryable`. */
export function unavailable(from: string, what: string, cause?: unknown, retryable = true): ShowtimeFinderError {
  return new ShowtimeFinderError('token-unavailable', `No access token from ${from}: ${what}.`, { cause, retryable });
}
