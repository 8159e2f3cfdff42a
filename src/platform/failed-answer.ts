/**
 * What a failed answer of the platform (or the proxy) means, once no retry helps (any more): an
 * error that says what failed and what to do, worded from the answer's error body. Needed only
 * after such an answer, so it comes as a chunk of its own (request.ts).
 */
import { PROXY_MISCONFIGURED, ShowtimeFinderError } from '../common/errors.js';
import { readFailure, retryAfterMs } from './response.js';
import type { Failure } from './response.js';

/**
 * A failed answer explained by the caller, who knows what it asked for (a 404 of a movie, a
 * proxy's refusal); undefined leaves it to the general wording.
 */
export type Explain = (status: number, failure: Failure) => ShowtimeFinderError | undefined;

/** What was asked: the request (`GET <url>`), its base attribute, how many answers came back, and its own wording. */
export interface AskedAnswer {
  what: string;
  base: string;
  answered: number;
  explain?: Explain | undefined;
  /** The wait a 429 without Retry-After asks for. */
  backoffMs: number;
}

export async function failedAnswerError(response: Response, asked: AskedAnswer): Promise<ShowtimeFinderError> {
  const failure = await readFailure(response);
  if (response.status === 429) return rateLimited(response, asked);
  return asked.explain?.(response.status, failure) ?? failed(response.status, failure, asked);
}

/** A 429 that no retry waits out (any more): it says when to try again. */
function rateLimited(response: Response, { what, backoffMs }: AskedAnswer): ShowtimeFinderError {
  const waitMs = retryAfterMs(response.headers.get('Retry-After')) ?? backoffMs;
  const message = `${what} answered 429 (rate limited). Try again in ${Math.ceil(waitMs / 1000)} s.`;
  return new ShowtimeFinderError('rate-limited', message);
}

/**
 * A 404 for a program, which the widget asks at `{proxy-url}/program`: either the proxy's own JSON (it is
 * mounted there, but its `basePath` is another path, which its message names) or another server's page
 * (no proxy is mounted at `proxy-url`).
 */
function proxyNotFound(failure: Failure, what: string): ShowtimeFinderError {
  const asked = new URL(what.slice('GET '.length));
  const proxyUrl = `${asked.origin}${asked.pathname.replace(/\/program$/, '')}`;
  const said =
    failure.error === 'not-found'
      ? `The showtime proxy answered 404 (${failure.text}): its basePath is not the path of proxy-url "${proxyUrl}". ` +
        'Set basePath to that path, or proxy-url to the path its basePath names.'
      : `${what} answered ${failure.text}, not with the showtime proxy's JSON: no showtime proxy is mounted at ` +
        `proxy-url "${proxyUrl}". Mount it there (its basePath "${asked.pathname.replace(/program$/, '')}"), ` +
        'or set proxy-url to where it is mounted.';
  return new ShowtimeFinderError('server', said, { retryable: false });
}

/** The error of a failed answer that no retry helps (any more): `answered` answers came back failed. */
function failed(status: number, failure: Failure, { what, answered, base }: AskedAnswer): ShowtimeFinderError {
  if (failure.error === PROXY_MISCONFIGURED) {
    // The site's own service is at fault (its platform client id or secret), not the platform nor the viewer.
    return new ShowtimeFinderError(
      'server',
      `${what} answered ${failure.text}. The showtime proxy cannot read the Cinema Platform: the platform refused ` +
        "its client id or secret. Whoever runs the proxy must fix them (the proxy's log says so too).",
      { retryable: false, proxyCode: PROXY_MISCONFIGURED },
    );
  }
  // A 401 here came after a fresh token; a 403 says the token may not read this.
  if (status === 401 || status === 403) {
    return new ShowtimeFinderError(
      'unauthorized',
      `The Cinema Platform refused the access token (${what}: ${failure.text}). ` +
        "Check the token handler's client credentials and their permissions.",
    );
  }
  if (status === 404 && base === 'proxy-url') return proxyNotFound(failure, what);
  // A 404 without a resource of its own to blame: the base URL is likely no Cinema Platform.
  const advice = status >= 500 ? ` ${answered} times. Try again later` : status === 404 ? `. Check ${base}` : '';
  // Only a failing server may pass; a wrong api-base or request stays wrong on a retry.
  return new ShowtimeFinderError('server', `${what} answered ${failure.text}${advice}.`, { retryable: status >= 500 });
}
