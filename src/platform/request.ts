/**
 * One GET to the platform, with everything that makes it dependable: the bearer token, a
 * timeout, one token refresh after a 401, retries with jittered backoff after network errors
 * and 5xx, waiting out a 429's Retry-After, and errors that say what failed and what to do.
 */
import { ShowtimeFinderError } from '../errors.js';
import { sleep, withTimeout } from './abort.js';
import { describeFailure, readFailure } from './failure.js';
import type { Failure } from './failure.js';
import { retryAfterMs } from './retry-after.js';
import type { TokenSource } from './token-source.js';

/** How hard a request tries. Defaults suit production; tests shorten the waits. */
export interface RequestPolicy {
  /** Per attempt; an attempt that takes longer fails with `network` and is not retried. */
  timeoutMs: number;
  /** Extra attempts after a network error or a 5xx answer. */
  retries: number;
  /** Backoff before the first retry; it doubles for each further one, with random jitter. */
  backoffMs: number;
  /** Extra attempts after a 429 answer. */
  rateLimitRetries: number;
  /** The longest Retry-After waited for; a longer one fails at once with `rate-limited`. */
  maxRetryAfterMs: number;
  /** How the waits between attempts are taken. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const defaultRequestPolicy: RequestPolicy = {
  timeoutMs: 15_000,
  retries: 2,
  backoffMs: 500,
  rateLimitRetries: 2,
  maxRetryAfterMs: 30_000,
  sleep,
};

export interface GetJsonOptions {
  signal?: AbortSignal | undefined;
  policy: RequestPolicy;
  /** Turns a 404 into the error that fits the resource; by default the api-base is suspected. */
  notFound?: (failure: Failure) => ShowtimeFinderError;
}

/**
 * GETs `url` and returns its parsed JSON body. Rejects with a `ShowtimeFinderError`, or with the
 * signal's reason when the caller aborts.
 */
export async function getJson(url: string, tokens: TokenSource, options: GetJsonOptions): Promise<unknown> {
  const { signal, policy } = options;
  const what = `GET ${url}`;
  let refreshedToken = false;
  let failures = 0;
  let rateLimited = 0;
  for (;;) {
    const token = await tokens.get(signal);
    const timed = withTimeout(policy.timeoutMs, signal);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal: timed.signal,
      });
    } catch (error) {
      signal?.throwIfAborted();
      if (timed.timedOut()) {
        throw new ShowtimeFinderError(
          'network',
          `The Cinema Platform did not answer ${what} within ${policy.timeoutMs / 1000} s. Check the connection and try again.`,
          { cause: error },
        );
      }
      if (failures < policy.retries) {
        await policy.sleep(backoff(policy, failures++), signal);
        continue;
      }
      throw await unreachable(url, error, signal);
    }
    if (response.ok) return readJson(response, what, signal);
    const failure = await readFailure(response);
    if (response.status === 401) {
      if (!refreshedToken) {
        refreshedToken = true;
        tokens.invalidate(token);
        continue;
      }
      throw new ShowtimeFinderError(
        'unauthorized',
        `The Cinema Platform refused a fresh access token too (${what}: ${describeFailure(failure)}). Check the client credentials of the token handler.`,
      );
    }
    if (response.status === 403) {
      throw new ShowtimeFinderError(
        'unauthorized',
        `The access token lacks permission for ${what} (${describeFailure(failure)}). Ask the platform operator to grant the client access.`,
      );
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get('Retry-After')) ?? backoff(policy, rateLimited);
      if (rateLimited < policy.rateLimitRetries && waitMs <= policy.maxRetryAfterMs) {
        rateLimited += 1;
        await policy.sleep(waitMs, signal);
        continue;
      }
      throw new ShowtimeFinderError(
        'rate-limited',
        `The Cinema Platform is limiting requests (${what} answered 429). Try again in ${Math.ceil(waitMs / 1000)} s.`,
      );
    }
    if (response.status >= 500) {
      if (failures < policy.retries) {
        await policy.sleep(backoff(policy, failures++), signal);
        continue;
      }
      throw new ShowtimeFinderError(
        'server',
        `The Cinema Platform failed: ${what} answered ${describeFailure(failure)}, ${failures + 1} times. Try again later.`,
      );
    }
    if (response.status === 404 && options.notFound) throw options.notFound(failure);
    throw new ShowtimeFinderError(
      'server',
      `The Cinema Platform refused ${what}: ${describeFailure(failure)}.${response.status === 404 ? ' Check that api-base points at the Cinema Platform.' : ''}`,
    );
  }
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random, so retries of many widgets spread out. */
function backoff(policy: RequestPolicy, attempt: number): number {
  const delay = policy.backoffMs * 2 ** attempt;
  return delay / 2 + Math.random() * (delay / 2);
}

async function readJson(response: Response, what: string, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    signal?.throwIfAborted();
    throw new ShowtimeFinderError('bad-response', `The answer to ${what} broke off before its end.`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ShowtimeFinderError('bad-response', `The answer to ${what} is not JSON.`, { cause: error });
  }
}

/**
 * A request blocked by CORS and one that never reached the server both reject `fetch` with a
 * bare TypeError. A `no-cors` probe of the same URL tells them apart: it needs no CORS headers,
 * so it resolves (with an opaque answer) whenever the server is up. Probing only after the
 * retries keeps a dropped connection of an up server from reading as a CORS block.
 */
async function unreachable(url: string, cause: unknown, signal: AbortSignal | undefined): Promise<ShowtimeFinderError> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', ...(signal ? { signal } : {}) });
  } catch {
    signal?.throwIfAborted();
    return new ShowtimeFinderError(
      'network',
      `Could not reach the Cinema Platform at ${new URL(url).origin}. Check the connection and the api-base attribute.`,
      { cause },
    );
  }
  const origin = globalThis.location?.origin ?? 'this page';
  return new ShowtimeFinderError(
    'origin-not-allowed',
    `The Cinema Platform does not accept requests from ${origin}. Register ${origin} as a CORS origin of the Cinema Platform.`,
    { cause },
  );
}
