/**
 * One GET to the platform for the proxy: its own bearer token (a new one once after a 401), a
 * timeout, and one retry (../common/retry.ts): after a 429's or a 503's `Retry-After` where it is
 * short, after a pause on a network error or another 5xx. Failures become ProxyErrors with the
 * status and code the widget is answered with; nothing the platform said is passed on but its
 * status and its OAuth-style error code.
 */
import { PROXY_MISCONFIGURED } from '../common/errors.js';
import { UpstreamTokenError } from './client-credentials.js';
import type { PlatformToken, PlatformTokens } from './client-credentials.js';
import type { SlotLimit } from '../common/slot-limit.js';
import { parseJson } from '../platform/response.js';
import { ProxyError } from './proxy-error.js';
import { retryAfterMs } from '../common/retry-after.js';
import { withRetries } from '../common/retry.js';
import { renewingOnce } from '../common/token-renewal.js';

export interface Upstream {
  fetch: typeof fetch;
  tokens: PlatformTokens;
  /** At most so many requests to the platform at once, first come first served. */
  limit: SlotLimit;
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
};
/** Seconds: long enough to fix the credentials and restart the proxy, and past the widget's longest wait. */
const MISCONFIGURED_RETRY_AFTER = '600';
/**
 * The platform's OAuth codes for credentials it does not accept: the proxy's configuration, not the platform, is at
 * fault.
 */
const REFUSED_CREDENTIALS = new Set(['invalid_client', 'unauthorized_client']);
const ERROR_CODE = /^[a-z0-9_.-]{1,64}$/i;

export async function platformGet(url: URL, upstream: Upstream): Promise<PlatformAnswer> {
  let response: Response;
  try {
    response = await withRetries(attemptsOf(url, upstream), {
      limit: 1,
      statusCodes: [500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      maxRetryAfter: upstream.maxRetryAfterMs,
      backoff: RETRY_PAUSE_MS,
      backoffLimit: RETRY_PAUSE_MS,
      // A dropped connection is tried again; no token, or a timeout (the platform is slow already), is final.
      retriesError: (error) => !(error instanceof ProxyError),
      sleep: pause,
    });
  } catch (error) {
    if (error instanceof ProxyError) throw error;
    throw new ProxyError(
      502,
      'upstream-unreachable',
      `Could not reach the Cinema Platform at ${url.origin}.`,
      {},
      {
        cause: error,
      },
    );
  }
  const { status } = response;
  if (status === 200) return { status, body: await bodyOf(response, url), headers: response.headers };
  const error = await errorCode(response);
  if (status === 404) return { status, error: error ?? 'not_found' };
  throw failure(url, status, error, retryAfterMs(response.headers.get('Retry-After')));
}

/** The attempts of one GET, each with the proxy's token (a new one once after a 401), in the upstream limit. */
function attemptsOf(url: URL, upstream: Upstream): () => Promise<Response> {
  let refused: PlatformToken | undefined;
  const tokens = { get: () => tokenFor(upstream, refused), refuse: (token: PlatformToken) => (refused = token) };
  return renewingOnce(tokens, (token) =>
    upstream.limit(() => sent(url, `${token.tokenType} ${token.accessToken}`, upstream)),
  );
}

async function tokenFor(upstream: Upstream, refused: PlatformToken | undefined): Promise<PlatformToken> {
  try {
    return await upstream.tokens(refused);
  } catch (error) {
    if (error instanceof UpstreamTokenError && REFUSED_CREDENTIALS.has(error.code)) throw misconfigured(error);
    const code = (error instanceof UpstreamTokenError && TOKEN_FAILURES[error.code]) || 'upstream-error';
    const message = error instanceof UpstreamTokenError ? error.message : 'No token from the Cinema Platform.';
    throw new ProxyError(502, code, message, {}, { cause: error });
  }
}

/**
 * A 503 that no retry soon helps: the platform refused the proxy's client id or secret, which only whoever
 * runs the proxy can fix. Its `Retry-After` is longer than any client waits out (the widget's longest is
 * 30 s), so the widget, and any client that honours it, does not ask again at once.
 */
function misconfigured(error: UpstreamTokenError): ProxyError {
  const message =
    `The Cinema Platform refused the showtime proxy's client credentials (${error.code}): check its clientId and ` +
    'clientSecret (CINEMA_CLIENT_ID and CINEMA_CLIENT_SECRET in the recipes and showtime-finder serve).';
  return new ProxyError(
    503,
    PROXY_MISCONFIGURED,
    message,
    { 'Retry-After': MISCONFIGURED_RETRY_AFTER },
    { cause: error },
  );
}

/** One attempt; one that takes longer than `timeoutMs` fails with 504. */
async function sent(url: URL, authorization: string, upstream: Upstream): Promise<Response> {
  const timeout = AbortSignal.timeout(upstream.timeoutMs);
  try {
    return await upstream.fetch(url, {
      headers: { Accept: 'application/json', Authorization: authorization },
      signal: timeout,
    });
  } catch (error) {
    if (!timeout.aborted) throw error;
    const message = `The Cinema Platform did not answer within ${upstream.timeoutMs / 1000} s.`;
    throw new ProxyError(504, 'upstream-timeout', message, {}, { cause: error });
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
