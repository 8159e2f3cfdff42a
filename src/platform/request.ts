/**
 * One GET to the platform, with everything that makes it dependable: the bearer token, a
 * timeout, one token refresh after a 401, retries (../common/retry.ts: a 429's or a 503's
 * Retry-After waited out, a backoff after network errors and other 5xx), and errors that say
 * what failed and what to do, worded from the error body of a failed answer.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { withRetries } from '../common/retry.js';
import { renewingOnce } from '../common/token-renewal.js';
import type { AskedAnswer, Explain } from './failed-answer.js';
import { parseJson } from './response.js';
import type { TokenSource } from './token-source.js';

export type { Explain } from './failed-answer.js';

/** How hard a request tries. */
export interface RequestPolicy {
  /** Per attempt; an attempt that takes longer fails with `network` and is not retried. */
  timeoutMs: number;
  /** Extra attempts after a network error, a 5xx answer or a 429 answer. */
  retries: number;
  /** Backoff before the first retry; it doubles for each further one, with random jitter. */
  backoffMs: number;
  /** How the waits between attempts are taken. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The longest Retry-After waited for; a longer one fails at once with `rate-limited`. */
const MAX_RETRY_AFTER_MS = 30_000;
/** The answers tried again: a 429 and a 503 after their Retry-After, else (and the other 5xx) after a backoff. */
const RETRIED_STATUSES = [429, 500, 502, 503, 504];
const RETRY_AFTER_STATUSES = [429, 503];

/** A successful answer: its parsed JSON body, and its headers (a list's `X-Total-Count`). */
export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

/** How to GET: with which tokens (none in proxy mode), how hard, until when, and how a failure reads. */
export interface GetOptions {
  tokens: TokenSource | null;
  policy: RequestPolicy;
  signal: AbortSignal;
  explain?: Explain | undefined;
  /** How urgent it is to the browser: `low` for a day read while the page is idle (load/day-demand.ts). */
  priority?: RequestPriority | undefined;
}

/**
 * GETs `url` and returns its parsed JSON body and its headers. Without `tokens` (proxy mode,
 * where the embedder's proxy adds the platform's token) it sends no Authorization header, so a
 * request on the page's own origin needs no preflight. Rejects with a `ShowtimeFinderError`, or
 * with the signal's reason when the caller aborts. `explain` words a failed answer as what was
 * asked makes it mean; without it a 404 suspects the base URL (api-base, or proxy-url in proxy
 * mode).
 */
export async function getJson(url: string, options: GetOptions): Promise<JsonAnswer> {
  const { tokens, policy, signal, explain } = options;
  const [what, base] = [`GET ${url}`, tokens ? 'api-base' : 'proxy-url'];
  const attempts = attemptsOf(url, options);
  let response: Response;
  try {
    response = await withRetries(attempts.send, {
      limit: policy.retries,
      statusCodes: RETRIED_STATUSES,
      afterStatusCodes: RETRY_AFTER_STATUSES,
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      backoff: policy.backoffMs,
      backoffLimit: Infinity,
      // A dropped connection is tried again; a timeout or the caller's abort is final.
      retriesError: (error) => !(error instanceof ShowtimeFinderError || signal.aborted),
      sleep: (ms) => policy.sleep(ms, signal),
    });
  } catch (error) {
    signal.throwIfAborted();
    throw error instanceof ShowtimeFinderError ? error : await whyBlocked(url, signal, error);
  }
  if (response.ok)
    return { body: await readBody(response, what, base, attempts.throwIfEnded), headers: response.headers };
  throw await failedAnswer(response, { what, base, answered: attempts.answered, explain, backoffMs: policy.backoffMs });
}

/**
 * The attempts of one GET, each with the token of the moment (a new one once after a 401) and a
 * timeout of its own. The last attempt's signal is held until its body is read: WebKit holds a
 * fetch's signal only weakly, and a garbage collection would take its aborts, the timeout's too,
 * with it (test/browser/abort-signals.test.ts).
 */
function attemptsOf(url: string, { tokens, policy, signal, priority = 'auto' }: GetOptions) {
  let attemptSignal: AbortSignal | undefined;
  const attempts = {
    /** Answers that came back, for the message of the last. */
    answered: 0,
    /** Throws when the attempt's signal ended a read: the caller's abort as it is, the timeout as `network`. */
    throwIfEnded(error: unknown) {
      signal.throwIfAborted();
      if (attemptSignal?.aborted) throw timedOut(`GET ${url}`, policy.timeoutMs, error);
    },
    async send(): Promise<Response> {
      const response = await sendAttempt();
      attempts.answered += 1;
      return response;
    },
  };
  const sendWith = async (token: string | null): Promise<Response> => {
    attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(policy.timeoutMs)]);
    const headers = { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) };
    return fetch(url, { headers, signal: attemptSignal, priority }).catch((error: unknown) => {
      attempts.throwIfEnded(error);
      throw error;
    });
  };
  // Without tokens (proxy mode) the first request leaves without a wait, in the same turn as the call.
  const sendAttempt = tokens
    ? renewingOnce({ get: () => tokens.get(signal), refuse: (token) => tokens.invalidate(token) }, sendWith)
    : () => sendWith(null);
  return attempts;
}

/**
 * What a failed answer means (failed-answer.ts), needed only after one, so it comes as a chunk of
 * its own; where that cannot load, the answer's status alone says what failed.
 */
async function failedAnswer(response: Response, asked: AskedAnswer): Promise<ShowtimeFinderError> {
  try {
    return await (await import('./failed-answer.js')).failedAnswerError(response, asked);
  } catch (failure) {
    return new ShowtimeFinderError('server', `${asked.what} answered ${response.status}.`, { cause: failure });
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
