/**
 * Where the widget's access tokens come from: a token rendered into the page (`token`), the
 * embedder's token handler (`token-url`), or an app's own function (`tokenProvider`).
 * Sources are page-wide: every widget naming the same token-url (resolved absolute), the same
 * token or the same provider function gets the same source, so a page with many widgets fetches
 * one token once (single flight) and keeps it in memory only.
 */
import { BoundedCache } from '../common/bounded-cache.js';
import { ShowtimeFinderError } from '../common/errors.js';
import { NO_ANSWER, unavailable } from './token-unavailable.js';
import { issuedToken, tokenAnswer } from './issued-token.js';
import type { IssuedToken } from './issued-token.js';
import { mergedWork } from '../common/merged-work.js';
import { httpUrl } from '../common/http-url.js';

/**
 * An app's own way to get a token; it may say how long the token lives. It gets an options object, as `fetch`
 * does, so that a provider may take the `signal` (aborted when the widget no longer needs the token) or ignore it.
 */
export type TokenProvider = (options: {
  signal: AbortSignal;
}) => Promise<string | { access_token: string; expires_in?: number }>;

export type TokenSourceSpec = { token: string } | { tokenUrl: string } | { provider: TokenProvider };

export interface TokenSource {
  /** The current token: cached, fetched once however many callers ask at once, renewed ahead of expiry. */
  get(signal?: AbortSignal): Promise<string>;
  /** Drops `token` after the platform refused it (401), so that the next `get` fetches a new one. */
  invalidate(token: string): void;
}

// Keyed by the absolute token-url, the provider function, or the page token behind a prefix with
// a space, which no URL's href has. Capped: a page that sets a new token now and then would keep
// every one it ever had; a source dropped is made anew when asked again (one token request).
const sources = new BoundedCache<unknown, TokenSource>(16);

const TOKEN_URL_TIMEOUT_MS = 15_000;

/** The page-wide token source for `spec`. Never throws: a bad token-url fails in `get`. */
export function tokenSource(spec: TokenSourceSpec): TokenSource {
  let key: unknown;
  let create: () => TokenSource;
  if ('token' in spec) {
    key = `token ${spec.token}`;
    create = () => pageToken(spec.token);
  } else if ('provider' in spec) {
    key = spec.provider;
    create = () =>
      renewingSource('the tokenProvider', async (signal) => {
        const answer = await spec.provider({ signal });
        // A bare string is the token itself, of unknown lifetime.
        return typeof answer === 'string' ? { access_token: answer } : answer;
      });
  } else {
    // The configuration has already checked the token-url; a broken one fails in `fetch`.
    const url = httpUrl(spec.tokenUrl, location.href)?.href ?? spec.tokenUrl;
    key = url;
    create = () => renewingSource(url, (signal, refused) => answerOf(url, signal, refused));
  }
  return sources.get(key, create);
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
          "The Cinema Platform refused the page's access token (expired or revoked). Reload the page.",
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
 * A source that gets tokens from `from` (the token-url, or the tokenProvider), one request at a
 * time, and keeps each until shortly before it expires (see `IssuedToken.renewAt`) or until the
 * platform refuses it. Whatever fails becomes a `token-unavailable` error naming `from`.
 */
function renewingSource(
  from: string,
  getAnswer: (signal: AbortSignal, refused?: string) => Promise<unknown>,
): TokenSource {
  let current: IssuedToken | undefined;
  let refused: string | undefined;
  const fetchToken = async (signal: AbortSignal) => {
    let answer: unknown;
    try {
      answer = await getAnswer(signal, refused);
    } catch (error) {
      signal.throwIfAborted();
      throw error instanceof ShowtimeFinderError
        ? error
        : unavailable(from, `it failed (${error instanceof Error ? error.message : error})`, error);
    }
    const read = tokenAnswer(answer);
    if ('problem' in read) throw unavailable(from, `it answered no {access_token, expires_in?} (${read.problem})`);
    return issuedToken(read.accessToken, read.expiresIn);
  };
  const flight = mergedWork<IssuedToken>();
  return {
    async get(signal) {
      signal?.throwIfAborted();
      if (!(current && current.renewAt > performance.now())) current = await flight('token', fetchToken, { signal });
      return current.accessToken;
    },
    invalidate(token) {
      if (current?.accessToken === token) {
        current = undefined;
        refused = token;
      }
    },
  };
}

/**
 * The answer of the embedder's token handler. The handler lives on the page's own server and
 * knows the visitor by cookie, which fetch's default `credentials: 'same-origin'` sends. Asking
 * again after the platform refused a token, the widget names that token by its last 8 characters
 * (never the whole of it), so that the handler renews it rather than hand it out again
 * (src/server/token-vetting.ts).
 */
async function answerOf(url: string, signal: AbortSignal, refused?: string): Promise<unknown> {
  // Read in the `catch` below, which keeps it alive until the body is read (see getJson in ./request.ts).
  const request = AbortSignal.any([signal, AbortSignal.timeout(TOKEN_URL_TIMEOUT_MS)]);
  let response: Response;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (refused) headers['Showtime-Token-Refused'] = refused.slice(-8);
    response = await fetch(url, { headers, signal: request });
    if (response.ok) return JSON.parse(await response.text());
  } catch (error) {
    signal.throwIfAborted();
    const what =
      error instanceof SyntaxError
        ? 'it answered no JSON'
        : request.aborted
          ? `no answer within ${TOKEN_URL_TIMEOUT_MS / 1000} s`
          : await whyUnread(url, request);
    throw unavailable(url, what, error);
  }
  throw await failedTokenAnswer(url, response);
}

/**
 * Why the token-url's request failed, and what a failed answer of it means (token-url-failure.ts):
 * needed only after a failure, so they come as a chunk of their own. Where that cannot load, the
 * network is down, or the answer's status alone says what failed.
 */
async function whyUnread(url: string, signal: AbortSignal): Promise<string> {
  try {
    return await (await import('./token-url-failure.js')).whyUnread(url, signal);
  } catch {
    return NO_ANSWER;
  }
}

/** What a failed answer of the token-url means (see `whyUnread`). */
async function failedTokenAnswer(url: string, response: Response): Promise<ShowtimeFinderError> {
  try {
    return await (await import('./token-url-failure.js')).tokenUrlFailure(url, response);
  } catch (failure) {
    return unavailable(url, `it answered ${response.status}`, failure);
  }
}
