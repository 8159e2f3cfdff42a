/**
 * One GET to the platform for the proxy: its own bearer token (a new one once after a 401), a
 * timeout, a 429's `Retry-After` waited out when it is short, one more try after a network
 * error or a 5xx. Failures become ProxyErrors with the status and code the widget is answered
 * with; nothing the platform said is passed on but its status and its OAuth-style error code.
 */
import { UpstreamTokenError } from './client-credentials.js';
import type { PlatformTokens } from './client-credentials.js';
import type { ConcurrencyLimit } from './concurrency-limit.js';
import { parseJson } from '../platform/response.js';
import { ProxyError } from './proxy-error.js';
import { retryAfterMs as retryAfter } from '../common/retry-after.js';

export interface Upstream {
  fetch: typeof fetch;
  tokens: PlatformTokens;
  limit: ConcurrencyLimit;
  /** Per attempt. */
  timeoutMs: number;
  /** The longest `Retry-After` waited for; a longer one is passed on to the widget. */
  maxRetryAfterMs: number;
}

/** A platform answer the proxy passes on: a 200's body, or a 404 (an unknown movie or cinema) with its error code. */
export type PlatformAnswer = { status: 200; body: unknown; headers: Headers } | { status: 404; error: string };

const RETRY_PAUSE_MS = 250;
/** The proxy's codes for why it got no token (the platform's own OAuth code stays in the message). */
const TOKEN_FAILURES: Record<string, string> = {
  upstream_unreachable: 'upstream-unreachable',
  upstream_bad_response: 'upstream-bad-response',
  invalid_client: 'upstream-unauthorized',
  unauthorized_client: 'upstream-unauthorized',
};
const ERROR_CODE = /^[a-z0-9_.-]{1,64}$/i;

export async function platformGet(url: URL, upstream: Upstream): Promise<PlatformAnswer> {
  let refused: Awaited<ReturnType<PlatformTokens>> | undefined;
  let tries = 0;
  for (;;) {
    tries += 1;
    const token = await tokenFor(upstream, refused);
    const response = await upstream.limit(() => send(url, `${token.tokenType} ${token.accessToken}`, upstream));
    const { status } = response;
    if (status === 200) return { status, body: await bodyOf(response, url), headers: response.headers };
    const error = await errorCode(response);
    if (status === 404) return { status, error: error ?? 'not_found' };
    if (status === 401 && !refused) {
      refused = token;
      continue;
    }
    const retryAfterMs = status === 429 || status === 503 ? retryAfter(response.headers.get('Retry-After')) : undefined;
    if (status === 429 && retryAfterMs !== undefined && retryAfterMs <= upstream.maxRetryAfterMs && tries <= 2) {
      await pause(retryAfterMs);
      continue;
    }
    if (status >= 500 && tries === 1) {
      await pause(RETRY_PAUSE_MS);
      continue;
    }
    throw failure(url, status, error, retryAfterMs);
  }
}

async function tokenFor(upstream: Upstream, refused: Awaited<ReturnType<PlatformTokens>> | undefined) {
  try {
    return await upstream.tokens(refused);
  } catch (error) {
    const code = (error instanceof UpstreamTokenError && TOKEN_FAILURES[error.code]) || 'upstream-error';
    const message = error instanceof UpstreamTokenError ? error.message : 'No token from the Cinema Platform.';
    throw new ProxyError(502, code, message, {}, { cause: error });
  }
}

/** One attempt; a network failure is tried once more, a timeout is not (the platform is slow already). */
async function send(url: URL, authorization: string, upstream: Upstream, again = true): Promise<Response> {
  const timeout = AbortSignal.timeout(upstream.timeoutMs);
  try {
    return await upstream.fetch(url, {
      headers: { Accept: 'application/json', Authorization: authorization },
      signal: timeout,
    });
  } catch (error) {
    if (timeout.aborted) {
      throw new ProxyError(
        504,
        'upstream-timeout',
        `The Cinema Platform did not answer within ${upstream.timeoutMs / 1000} s.`,
        {},
        { cause: error },
      );
    }
    if (again) return pause(RETRY_PAUSE_MS).then(() => send(url, authorization, upstream, false));
    throw new ProxyError(
      502,
      'upstream-unreachable',
      `Could not reach the Cinema Platform at ${url.origin}.`,
      {},
      { cause: error },
    );
  }
}

async function bodyOf(response: Response, url: URL): Promise<unknown> {
  try {
    // As the widget reads it: `null` (and `false`) as absent, which the platform's schemas expect.
    return parseJson(await response.text());
  } catch (error) {
    throw new ProxyError(
      502,
      'upstream-bad-response',
      `The Cinema Platform answered ${url.pathname} with no JSON.`,
      {},
      { cause: error },
    );
  }
}

/** The platform's OAuth-style `error` code, where it is one (never its free text). */
async function errorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const { error }: Record<string, unknown> = Object(body);
  return typeof error === 'string' && ERROR_CODE.test(error) ? error : undefined;
}

function failure(url: URL, status: number, error: string | undefined, retryAfterMs: number | undefined): ProxyError {
  const what = `The Cinema Platform answered ${url.pathname} with ${status}`;
  if (status === 429) {
    const seconds = Math.ceil((retryAfterMs ?? 1000) / 1000);
    return new ProxyError(429, 'rate-limited', `${what}; try again in ${seconds} s.`, {
      'Retry-After': String(seconds),
    });
  }
  if (status === 401 || status === 403) {
    return new ProxyError(
      502,
      'upstream-unauthorized',
      `${what}: check the proxy's client credentials and their permissions.`,
    );
  }
  if (status === 503) {
    // The platform's wait is passed on, for the widget and any cache in front to honour.
    const wait: Record<string, string> =
      retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) };
    return new ProxyError(503, 'upstream-unavailable', `${what}.`, wait);
  }
  const detail = error ? ` (${error})` : '';
  return new ProxyError(502, status >= 500 ? 'upstream-error' : 'upstream-refused', `${what}${detail}.`);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
