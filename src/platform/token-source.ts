/**
 * Where the widget's access tokens come from: a token rendered into the page (`token`), the
 * embedder's token handler (`token-url`), or an app's own function (`tokenProvider`).
 * Sources are page-wide: every widget naming the same token-url (resolved absolute), the same
 * token or the same provider function gets the same source, so a page with many widgets fetches
 * one token once (single flight) and keeps it in memory only.
 */
import { ShowtimeFinderError } from '../errors.js';
import { readFailure } from './request.js';
import { issuedToken, tokenAnswerSchema } from './issued-token.js';
import type { IssuedToken } from './issued-token.js';
import { sharedWork } from './shared-work.js';

/** An app's own way to get a token; it may say how long the token lives. */
export type TokenProvider = (
  signal?: AbortSignal,
) => Promise<string | { access_token: string; expires_in?: number }>;

export type TokenSourceSpec = { token: string } | { tokenUrl: string } | { provider: TokenProvider };

export interface TokenSource {
  /** The current token: cached, fetched once however many callers ask at once, renewed ahead of expiry. */
  get(signal?: AbortSignal): Promise<string>;
  /** Drops `token` after the platform refused it (401), so that the next `get` fetches a new one. */
  invalidate(token: string): void;
}

const byToken = new Map<string, TokenSource>();
const byUrl = new Map<string, TokenSource>();
const byProvider = new WeakMap<TokenProvider, TokenSource>();

const tokenUrlTimeoutMs = 15_000;

/** The page-wide token source for `spec`. Never throws: a bad token-url fails in `get`. */
export function tokenSource(spec: TokenSourceSpec): TokenSource {
  if ('token' in spec) return remember(byToken, spec.token, () => pageToken(spec.token));
  if ('provider' in spec) return remember(byProvider, spec.provider, () => renewingSource((signal) => tokenFromProvider(spec.provider, signal)));
  let url: string;
  try {
    url = new URL(spec.tokenUrl, location.href).href;
  } catch {
    return {
      get: () => Promise.reject(new ShowtimeFinderError('invalid-config', `token-url "${spec.tokenUrl}" is not a valid URL.`)),
      invalidate() {},
    };
  }
  return remember(byUrl, url, () => renewingSource((signal) => tokenFromUrl(url, signal)));
}

function remember<K>(
  sources: { get(key: K): TokenSource | undefined; set(key: K, source: TokenSource): unknown },
  key: K,
  create: () => TokenSource,
): TokenSource {
  let source = sources.get(key);
  if (!source) sources.set(key, (source = create()));
  return source;
}

/**
 * A token the embedder's server rendered into the page. Its lifetime is unknown, so it is used
 * until the platform refuses it; after that only a new page load can bring a new one.
 */
function pageToken(token: string): TokenSource {
  let refused = false;
  return {
    async get(signal) {
      signal?.throwIfAborted();
      if (refused) {
        throw new ShowtimeFinderError(
          'unauthorized',
          "The Cinema Platform refused the page's access token (it has expired or was revoked). Reload the page to get a new one.",
        );
      }
      return token;
    },
    invalidate(refusedToken) {
      refused ||= refusedToken === token;
    },
  };
}

/**
 * A source that fetches tokens through `fetchToken`, one fetch at a time, and keeps each until
 * shortly before it expires (see `IssuedToken.renewAt`) or until the platform refuses it.
 */
function renewingSource(fetchToken: (signal: AbortSignal) => Promise<IssuedToken>): TokenSource {
  const flight = sharedWork<IssuedToken>();
  let current: IssuedToken | undefined;
  return {
    async get(signal) {
      signal?.throwIfAborted();
      if (!(current && current.renewAt > performance.now())) current = await flight('token', fetchToken, signal);
      return current.accessToken;
    },
    invalidate(token) {
      if (current?.accessToken === token) current = undefined;
    },
  };
}

/**
 * Gets a token from the embedder's token handler. The handler lives on the page's own server
 * and knows the visitor by cookie, which fetch's default `credentials: 'same-origin'` sends.
 */
async function tokenFromUrl(url: string, signal: AbortSignal): Promise<IssuedToken> {
  const unavailable = (what: string, cause?: unknown) =>
    new ShowtimeFinderError('token-unavailable', `Could not get an access token from ${url}: ${what}.`, { cause });
  const timeout = AbortSignal.timeout(tokenUrlTimeoutMs);
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) throw unavailable(`it answered ${(await readFailure(response)).text}`);
    body = JSON.parse(await response.text());
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof ShowtimeFinderError) throw error;
    const what =
      error instanceof SyntaxError
        ? 'its answer is not JSON'
        : timeout.aborted
          ? `no answer within ${tokenUrlTimeoutMs / 1000} s`
          : 'the request failed (is the server up?)';
    throw unavailable(what, error);
  }
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    throw unavailable(
      `its answer is not {access_token, token_type, expires_in} (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
      answer.error,
    );
  }
  return issuedToken(answer.data.access_token, answer.data.expires_in);
}

/** Gets a token from an app's own `tokenProvider` function, checking what it hands back. */
async function tokenFromProvider(provider: TokenProvider, signal: AbortSignal): Promise<IssuedToken> {
  let answer: unknown;
  try {
    answer = await provider(signal);
  } catch (error) {
    signal.throwIfAborted();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ShowtimeFinderError('token-unavailable', `The tokenProvider failed: ${reason}`, { cause: error });
  }
  // A bare string is the token itself, of unknown lifetime.
  const parsed = tokenAnswerSchema.safeParse(typeof answer === 'string' ? { access_token: answer } : answer);
  if (!parsed.success) {
    throw new ShowtimeFinderError(
      'token-unavailable',
      'The tokenProvider must resolve to a token string or to {access_token, expires_in?}.',
      { cause: parsed.error },
    );
  }
  return issuedToken(parsed.data.access_token, parsed.data.expires_in);
}
