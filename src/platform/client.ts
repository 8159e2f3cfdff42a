/**
 * The thin client the element talks to the Cinema Platform through. Page-wide: clients built on
 * the same token source share identical requests while they run and reuse their results for
 * `cacheMs` (30 s by default), so a page with many widgets fetches each list once.
 */
import { ShowtimeFinderError } from '../errors.js';
import { endpointUrl } from './endpoint.js';
import { describeFailure } from './failure.js';
import type { Failure } from './failure.js';
import { getJson, defaultRequestPolicy } from './request.js';
import type { RequestPolicy } from './request.js';
import { readList } from './list.js';
import type { ListResult } from './list.js';
import { legacyNotFound, numericIdOf, parseMovieRef } from './movie-id.js';
import { showingSchema } from './schemas.js';
import type { Showing } from './schemas.js';
import { SharedWork } from './shared-work.js';
import type { TokenSource } from './token-source.js';

export type { ListResult } from './list.js';

export interface PlatformClient {
  /** A numeric `movie` as a number; a legacy id resolved through `GET /movies/{legacyId}` (with one console deprecation warning naming the numeric id). */
  resolveMovieId(movie: string, signal?: AbortSignal): Promise<number>;
  /** `GET {apiBase}/showings?movieId=N` (and `cinemaIds[]` when given), all pages. */
  movieShowings(
    movieId: number,
    options?: { cinemaIds?: readonly number[]; signal?: AbortSignal },
  ): Promise<ListResult<Showing>>;
  /** `GET {apiBase}/cinemas/{id}/showings-future` (and `movieId` when given), all pages. */
  cinemaShowings(cinemaId: number, options?: { movieId?: number; signal?: AbortSignal }): Promise<ListResult<Showing>>;
}

export interface ClientOptions extends RequestPolicy {
  /** A list is cut after this many pages (with a console warning). */
  maxPages: number;
  /** How long a fetched list is reused by every widget on the page. */
  cacheMs: number;
}

export const defaultClientOptions: ClientOptions = { ...defaultRequestPolicy, maxPages: 50, cacheMs: 30_000 };

/** What the clients of one token source share. */
interface SharedRequests {
  lists: SharedWork<ListResult<Showing>>;
  movieIds: SharedWork<number>;
}

const sharedBySource = new WeakMap<TokenSource, SharedRequests>();

/** Legacy ids resolve to the same numeric id for the page's lifetime; resolved once. */
const forever = Number.POSITIVE_INFINITY;

/**
 * A client of the platform at `apiBase` with tokens from `tokens`. Its methods reject with a
 * `ShowtimeFinderError` carrying a contract code, or with the caller's abort reason (an
 * AbortError), which the element ignores. `options` shorten waits in tests; defaults suit production.
 */
export function platformClient(apiBase: string, tokens: TokenSource, options: Partial<ClientOptions> = {}): PlatformClient {
  const settings: ClientOptions = { ...defaultClientOptions, ...options };
  let shared = sharedBySource.get(tokens);
  if (!shared) {
    shared = { lists: new SharedWork(), movieIds: new SharedWork() };
    sharedBySource.set(tokens, shared);
  }
  const { lists, movieIds } = shared;

  const list = (url: URL, signal: AbortSignal | undefined, notFound?: (failure: Failure) => ShowtimeFinderError) =>
    lists
      .run(
        url.href,
        (sharedSignal) =>
          readList(
            url,
            showingSchema,
            (page) => getJson(page, tokens, { signal: sharedSignal, policy: settings, ...(notFound ? { notFound } : {}) }),
            settings.maxPages,
          ),
        { signal, keepMs: settings.cacheMs },
      )
      .then((result) => ({ items: [...result.items], skipped: result.skipped }));

  return {
    async resolveMovieId(movie, signal) {
      const ref = parseMovieRef(movie);
      if ('id' in ref) return ref.id;
      const url = endpointUrl(apiBase, `movies/${encodeURIComponent(ref.legacyId)}`).href;
      return movieIds.run(
        url,
        async (sharedSignal) => {
          const body = await getJson(url, tokens, {
            signal: sharedSignal,
            policy: settings,
            notFound: (failure) => legacyNotFound(ref.legacyId, failure),
          });
          return numericIdOf(body, ref.legacyId, url);
        },
        { signal, keepMs: forever },
      );
    },

    async movieShowings(movieId, { cinemaIds, signal } = {}) {
      const url = endpointUrl(apiBase, 'showings');
      url.searchParams.set('movieId', String(movieId));
      for (const id of cinemaIds ?? []) url.searchParams.append('cinemaIds[]', String(id));
      return list(url, signal);
    },

    async cinemaShowings(cinemaId, { movieId, signal } = {}) {
      const url = endpointUrl(apiBase, `cinemas/${cinemaId}/showings-future`);
      if (movieId !== undefined) url.searchParams.set('movieId', String(movieId));
      return list(url, signal, (failure) => unknownCinema(cinemaId, failure));
    },
  };
}

/** A 404 for a cinema's showings: the `cinema-ids` attribute names a cinema the platform does not have. */
function unknownCinema(cinemaId: number, failure: Failure): ShowtimeFinderError {
  return new ShowtimeFinderError(
    'invalid-config',
    `cinema-ids names cinema ${cinemaId}, which the Cinema Platform does not know (${describeFailure(failure)}).`,
  );
}
