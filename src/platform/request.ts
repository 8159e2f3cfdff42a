/**
 * One GET to the platform, with everything that makes it dependable: the bearer token, a
 * timeout, one token refresh after a 401, retries with jittered backoff after network errors
 * and 5xx, waiting out a 429's Retry-After, and errors that say what failed and what to do,
 * worded from the error body of a failed answer.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { parseJson, readFailure, retryAfterMs } from './response.js';
import type { Failure } from './response.js';
import type { TokenSource } from './token-source.js';

/** How hard a request tries. */
export interface RequestPolicy {
  /** Per attempt; an attempt that takes longer fails with `network` and is not retried. */
  timeoutMs: number;
  /** Extra attempts after a network error or a 5xx answer, and as many after a 429 answer. */
  retries: number;
  /** Backoff before the first retry; it doubles for each further one, with random jitter. */
  backoffMs: number;
  /** How the waits between attempts are taken. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The longest Retry-After waited for; a longer one fails at once with `rate-limited`. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * A failed answer explained by the caller, who knows what it asked for (a 404 of a movie, a
 * proxy's refusal); undefined leaves it to the general wording.
 */
export type Explain = (status: number, failure: Failure) => ShowtimeFinderError | undefined;

/** A successful answer: its parsed JSON body, and its headers (a list's `X-Total-Count`). */
export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

/**
 * GETs `url` and returns its parsed JSON body and its headers. Without `tokens` (proxy mode,
 * where the embedder's proxy adds the platform's token) it sends no Authorization header, so a
 * request on the page's own origin needs no preflight. Rejects with a `ShowtimeFinderError`, or
 * with the signal's reason when the caller aborts. `explain` words a failed answer as what was
 * asked makes it mean; without it a 404 suspects the base URL (api-base, or proxy-url in proxy
 * mode). Each attempt's signal is held until its body is read: WebKit holds a fetch's signal only
 * weakly, and a garbage collection would take its aborts, the timeout's too, with it
 * (test/browser/abort-signals.test.ts).
 */
export async function getJson(
  url: string,
  tokens: TokenSource | null,
  policy: RequestPolicy,
  signal: AbortSignal,
  explain?: Explain,
): Promise<JsonAnswer> {
  const [what, base] = [`GET ${url}`, tokens ? 'api-base' : 'proxy-url'];
  let refreshedToken = false;
  let failures = 0;
  let rateLimited = 0;
  // Exponential backoff with "equal jitter": half the delay fixed, half random, so retries of many widgets spread out.
  const backoff = (attempt: number) => policy.backoffMs * 2 ** attempt * (0.5 + Math.random() / 2);
  for (;;) {
    // Without tokens (proxy mode) the first request leaves without a wait, in the same turn as the call.
    const token = tokens && (await tokens.get(signal));
    const request = AbortSignal.any([signal, AbortSignal.timeout(policy.timeoutMs)]);
    // Throws when `request` ended a read: the caller's abort as it is, the timeout as `network`. Holding `request`,
    // it keeps it alive until the body is read (WebKit, see above).
    const throwIfEnded = (error: unknown) => {
      signal.throwIfAborted();
      if (request.aborted) throw timedOut(what, policy.timeoutMs, error);
    };
    const headers = { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) };
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: request });
    } catch (error) {
      throwIfEnded(error);
      if (failures < policy.retries) {
        await policy.sleep(backoff(failures++), signal);
        continue;
      }
      throw await whyBlocked(url, signal, error);
    }
    const { status } = response;
    if (response.ok) return { body: await readBody(response, what, base, throwIfEnded), headers: response.headers };
    const failure = await readFailure(response);
    if (status === 401 && token && !refreshedToken) {
      refreshedToken = true;
      tokens?.invalidate(token);
      continue;
    }
    if (status === 429) {
      const waitMs = retryAfterMs(response.headers.get('Retry-After')) ?? backoff(rateLimited);
      if (rateLimited < policy.retries && waitMs <= MAX_RETRY_AFTER_MS) {
        rateLimited += 1;
        await policy.sleep(waitMs, signal);
        continue;
      }
      const message = `${what} answered 429 (rate limited). Try again in ${Math.ceil(waitMs / 1000)} s.`;
      throw new ShowtimeFinderError('rate-limited', message);
    }
    if (status >= 500 && failures < policy.retries) {
      await policy.sleep(backoff(failures++), signal);
      continue;
    }
    throw explain?.(status, failure) ?? failed(status, failure, what, failures + 1, base);
  }
}

/**
 * Why a request that got no answer at all failed (blocked-request.ts). Its probes are needed only
 * after such a failure, so they come as a chunk of their own; where even that cannot load, the
 * network is down.
 */
async function whyBlocked(url: string, signal: AbortSignal, error: unknown): Promise<ShowtimeFinderError> {
  try {
    return await (await import('./blocked-request.js')).blockedRequestError(url, signal, error);
  } catch (failure) {
    signal.throwIfAborted();
    const server = new URL(url).origin;
    return new ShowtimeFinderError('network', `Could not reach ${server}. Check the connection.`, { cause: failure });
  }
}

/** An attempt that got no answer within `timeoutMs`. */
function timedOut(what: string, timeoutMs: number, error: unknown): ShowtimeFinderError {
  const message = `No answer to ${what} within ${timeoutMs / 1000} s. Check the connection.`;
  return new ShowtimeFinderError('network', message, { cause: error });
}

/** The parsed JSON body of a successful answer. */
async function readBody(
  response: Response,
  what: string,
  base: string,
  throwIfEnded: (error: unknown) => void,
): Promise<unknown> {
  // A web page where the platform (or the proxy) was expected: the base names a site (the page's own, say).
  if (/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) {
    throw new ShowtimeFinderError('bad-response', `${what} answered a web page. Check ${base}.`, {
      retryable: false,
    });
  }
  try {
    return parseJson(await response.text());
  } catch (error) {
    throwIfEnded(error);
    const read = error instanceof SyntaxError ? 'no JSON' : 'a cut-off body';
    throw new ShowtimeFinderError('bad-response', `${what} answered ${read}.`, { cause: error });
  }
}

/** The error of a failed answer that no retry helps (any more): `attempts` answers came back failed. */
function failed(status: number, failure: Failure, what: string, attempts: number, base: string): ShowtimeFinderError {
  // A 401 here came after a fresh token; a 403 says the token may not read this.
  if (status === 401 || status === 403) {
    return new ShowtimeFinderError(
      'unauthorized',
      `The Cinema Platform refused the access token (${what}: ${failure.text}). ` +
        "Check the token handler's client credentials and their permissions.",
    );
  }
  // A 404 without a resource of its own to blame: the base URL is likely no Cinema Platform (or proxy).
  const advice = status >= 500 ? ` ${attempts} times. Try again later` : status === 404 ? `. Check ${base}` : '';
  // Only a failing server may pass; a wrong api-base or request stays wrong on a retry.
  return new ShowtimeFinderError('server', `${what} answered ${failure.text}${advice}.`, { retryable: status >= 500 });
}

/**
 * Resolves after `ms`, or rejects with `signal.reason` as soon as the signal aborts: the caller's
 * abort always wins.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
