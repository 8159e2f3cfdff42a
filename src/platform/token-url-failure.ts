/**
 * Why the embedder's token-url gave no token: a request that got no readable answer, or a failed
 * answer, as a `token-unavailable` error that says what to fix (the path, the page's origin) and
 * whether a retry may help. Needed only after such a failure, so it comes as a chunk of its own
 * (token-source.ts).
 */
import type { ShowtimeFinderError } from '../common/errors.js';
import { readFailure } from './response.js';
import { NO_ANSWER, unavailable } from './token-unavailable.js';

export async function tokenUrlFailure(url: string, response: Response): Promise<ShowtimeFinderError> {
  const failure = await readFailure(response);
  if (response.status === 404) return unavailable(url, `it answered ${failure.text}: check the path`, undefined, false);
  if (failure.error === 'origin_not_allowed') {
    return unavailable(
      url,
      `it refuses this page's origin, ${location.origin}: ` +
        (failure.fix ?? "add it to the token handler's allowedOrigins"),
      undefined,
      false,
    );
  }
  // The handler's own request was refused (a 4xx), or the platform refused its client credentials
  // (OAuth's `invalid_client` and kin, passed on in a 502): a retry cannot help. Its other 5xx may pass.
  const retryable = response.status >= 500 && !/^(invalid|unauthorized)_/.test(failure.error ?? '');
  return unavailable(url, `it answered ${failure.text}`, undefined, retryable);
}

/**
 * Why a token-url's request failed without an answer the page could read. On another origin the
 * browser hides an answer that carries no CORS headers, as a 404 page of a wrong path does, behind
 * the same bare `TypeError` as a server that is down: a `no-cors` request tells them apart, as it
 * gets an (unreadable) answer from a server that is up.
 */
export async function whyUnread(url: string, signal: AbortSignal): Promise<string> {
  const answered = await fetch(url, { mode: 'no-cors', signal }).then(
    () => true,
    () => false,
  );
  return answered
    ? `it answered without sharing the answer with ${location.origin} (no CORS headers, as on a 404 page): ` +
        'check the path, and that the token handler allows this origin'
    : NO_ANSWER;
}
