/**
 * Where the widget's access tokens come from: a token rendered into the page (`token`), the
 * embedder's token handler (`token-url`), or an app's own function (`tokenProvider`).
 * Sources are page-wide: every widget naming the same token-url (resolved absolute), the same
 * token or the same provider function gets the same source, so a page with many widgets fetches
 * one token once (single flight) and keeps it in memory only.
 */
import { ShowtimeFinderError } from '../errors.js';
import { SharedWork } from './shared-work.js';
import { tokenFromUrl } from './token-url.js';
import { tokenFromProvider } from './token-provider.js';
import type { IssuedToken } from './issued-token.js';

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

/** The page-wide token source for `spec`. Never throws: a bad token-url fails in `get`. */
export function tokenSource(spec: TokenSourceSpec): TokenSource {
  if ('token' in spec) return remember(byToken, spec.token, () => pageToken(spec.token));
  if ('provider' in spec) {
    const known = byProvider.get(spec.provider);
    if (known) return known;
    const created = renewingSource((signal) => tokenFromProvider(spec.provider, signal));
    byProvider.set(spec.provider, created);
    return created;
  }
  const url = absoluteUrl(spec.tokenUrl);
  if (url === undefined) return failingSource(spec.tokenUrl);
  return remember(byUrl, url, () => renewingSource((signal) => tokenFromUrl(url, signal)));
}

function remember(sources: Map<string, TokenSource>, key: string, create: () => TokenSource): TokenSource {
  let source = sources.get(key);
  if (!source) {
    source = create();
    sources.set(key, source);
  }
  return source;
}

function absoluteUrl(tokenUrl: string): string | undefined {
  try {
    return new URL(tokenUrl, globalThis.location?.href).href;
  } catch {
    return undefined;
  }
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
      if (refusedToken === token) refused = true;
    },
  };
}

function failingSource(tokenUrl: string): TokenSource {
  return {
    get: async () => {
      throw new ShowtimeFinderError('invalid-config', `token-url "${tokenUrl}" is not a valid URL.`);
    },
    invalidate: () => {},
  };
}

/**
 * A source that fetches tokens through `fetchToken`, one fetch at a time, and keeps each until
 * shortly before it expires (see `IssuedToken.renewAt`) or until the platform refuses it.
 */
function renewingSource(fetchToken: (signal: AbortSignal) => Promise<IssuedToken>): TokenSource {
  const flights = new SharedWork<IssuedToken>();
  let current: IssuedToken | undefined;
  return {
    async get(signal) {
      signal?.throwIfAborted();
      if (current && current.renewAt > performance.now()) return current.accessToken;
      const issued = await flights.run('token', fetchToken, { signal });
      current = issued;
      return issued.accessToken;
    },
    invalidate(token) {
      if (current?.accessToken === token) current = undefined;
    },
  };
}
