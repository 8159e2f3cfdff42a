/**
 * The thin client the element talks to the Cinema Platform through. Page-wide: clients built on
 * the same token source share identical requests while they run and reuse their results for
 * `cacheMs` (30 s by default), so a page with many widgets fetches each list once.
 */
import { ShowtimeFinderError } from '../shared/errors.js';
import { endpointUrl } from '../shared/endpoint-url.js';
import type { Failure } from './response.js';
import { getJson, sleep } from './request.js';
import type { RequestPolicy } from './request.js';
import { readList } from './list.js';
import { pageSlots } from './page-slots.js';
import type { ListSlots } from './page-slots.js';
import type { ListResult } from './list.js';
import { movieSchema, showingSchema } from './schemas.js';
import type { Showing } from './schemas.js';
import { sharedWork } from './shared-work.js';
import type { SharedWork } from './shared-work.js';
import type { TokenSource } from './token-source.js';

export type { ListResult } from './list.js';

/** Start times from `from` to `to` (open-ended without), both included. */
export interface TimeWindow {
  from: Date;
  to?: Date;
}

export interface PlatformClient {
  /**
   * A numeric `movie` as a number; a legacy id resolved through `GET /movies/{legacyId}` (with one
   * console deprecation warning naming the numeric id).
   */
  resolveMovieId(movie: string, signal?: AbortSignal): Promise<number>;
  /**
   * `GET {apiBase}/showings?movieId=N`, with `cinemaIds[]` when given and the start-time window
   * `startDatetimeFrom`/`startDatetimeTo` (inclusive instants), sorted by start: all pages, or the
   * first `pages`. The spec names none of these filters (README, "Requests"): callers filter what
   * they show themselves, and a platform that ignores them only costs more pages.
   */
  movieShowings(
    movieId: number,
    options?: {
      cinemaIds?: readonly number[];
      window?: TimeWindow;
      pages?: number;
      signal?: AbortSignal;
      /** Called with the first page when more follow, so that it can show while they are read. */
      onFirstPage?: (firstPage: ListResult<Showing>) => void;
    },
  ): Promise<ListResult<Showing>>;
  /** Resolves when the platform has the movie; rejects with `movie-not-found` when it answers 404. */
  checkMovie(movieId: number, signal?: AbortSignal): Promise<void>;
  /**
   * `GET {apiBase}/cinemas/{id}/showings-future` (and `movieId` when given), all pages or the
   * first `pages`; undefined when the platform has no such cinema (a 404).
   */
  cinemaShowings(
    cinemaId: number,
    options?: { movieId?: number; pages?: number; signal?: AbortSignal },
  ): Promise<ListResult<Showing> | undefined>;
}

/** How hard requests try and how long lists live. Defaults suit production; tests shorten the waits. */
export interface ClientOptions extends RequestPolicy {
  /** A list is cut after this many pages (with a console warning). */
  maxPages: number;
  /** How long a fetched list is reused by every widget on the page. */
  cacheMs: number;
}

const DEFAULT_OPTIONS: ClientOptions = {
  timeoutMs: 15_000,
  retries: 2,
  backoffMs: 500,
  sleep,
  maxPages: 50,
  cacheMs: 30_000,
};

/** Page reads of one token source in flight at once: the connections a browser opens to one HTTP/1.1 host. */
const PAGE_READS = 6;
/** What the clients of one token source share: the lists, the legacy movie ids resolved, and their page reads. */
const sharedBySource = new WeakMap<object, [SharedWork<ListResult<Showing>>, SharedWork<number>, () => ListSlots]>();
/** The key of what the clients without a token source (proxy mode) share. */
const WITHOUT_TOKENS = {};

/**
 * A numeric `movie` as its number, known without a request; undefined for a legacy id. The
 * configuration has already checked and trimmed `movie`: digits are a valid numeric id.
 */
export function numericMovieId(movie: string): number | undefined {
  return /^\d+$/.test(movie) ? Number(movie) : undefined;
}

/**
 * A client of the platform at `apiBase` with tokens from `tokens`, or of the embedder's showtime
 * proxy at `apiBase` with none (`null`: the proxy adds the platform's token). Its methods reject with a
 * `ShowtimeFinderError` carrying a contract code, or with the caller's abort reason (an
 * AbortError), which the element ignores. `options` shorten waits in tests; defaults suit production.
 */
export function platformClient(
  apiBase: string,
  tokens: TokenSource | null,
  options: Partial<ClientOptions> = {},
): PlatformClient {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const sharedKey = tokens ?? WITHOUT_TOKENS;
  let shared = sharedBySource.get(sharedKey);
  if (!shared) sharedBySource.set(sharedKey, (shared = [sharedWork(), sharedWork(), pageSlots(PAGE_READS)]));
  const [lists, movieIds, slots] = shared;
  const reads: Reads = { apiBase, tokens, settings, lists, movieIds, slots };
  const movieIdOf = (movie: string, signal?: AbortSignal) => readMovieId(reads, movie, signal);
  const list = (url: URL, signal?: AbortSignal, notFound?: NotFound, pages?: number, onFirstPage?: OnFirstPage) =>
    readShowings(reads, url, signal, notFound, pages, onFirstPage);

  return {
    async resolveMovieId(movie, signal) {
      return numericMovieId(movie) ?? movieIdOf(movie, signal);
    },

    async checkMovie(movieId, signal) {
      await movieIdOf(String(movieId), signal);
    },

    movieShowings(movieId, { cinemaIds = [], window, pages, signal, onFirstPage } = {}) {
      const query = {
        movieId,
        'cinemaIds[]': cinemaIds,
        startDatetimeFrom: window?.from.toISOString(),
        startDatetimeTo: window?.to?.toISOString(),
        sort: 'startDatetime',
        order: 'asc',
      };
      return list(endpointUrl(apiBase, 'showings', query), signal, undefined, pages, onFirstPage);
    },

    async cinemaShowings(cinemaId, { movieId, pages, signal } = {}) {
      // Never shown: its code marks the 404 for the catch below, also for a widget that joined the
      // same shared read (which gets this error, not one of its own). load.ts names the unknown ids.
      const unknown = () => new ShowtimeFinderError('invalid-config', '');
      try {
        return await list(
          endpointUrl(apiBase, `cinemas/${cinemaId}/showings-future`, { movieId }),
          signal,
          unknown,
          pages,
        );
      } catch (error) {
        // A 404 here: the `cinema-ids` attribute names a cinema the platform does not have.
        if (error instanceof ShowtimeFinderError && error.code === 'invalid-config') return undefined;
        throw error;
      }
    },
  };
}

type NotFound = (failure: Failure) => ShowtimeFinderError;
type OnFirstPage = (firstPage: ListResult<Showing>) => void;

/** What a client's reads share: where, with which tokens and settings, and the page-wide shared work. */
interface Reads {
  apiBase: string;
  tokens: TokenSource | null;
  settings: ClientOptions;
  lists: SharedWork<ListResult<Showing>>;
  movieIds: SharedWork<number>;
  slots: () => ListSlots;
}

/** A list of showings, read once however many widgets of the page ask for it at once. */
function readShowings(
  { tokens, settings, lists, slots }: Reads,
  url: URL,
  signal?: AbortSignal,
  notFound?: NotFound,
  maxPages = settings.maxPages,
  onFirstPage?: OnFirstPage,
): Promise<ListResult<Showing>> {
  // A load asks for its windows in day order: the earliest day's pages go first.
  const slot = slots();
  return lists(
    `${maxPages} ${url.href}`,
    // A widget that joins a read already under way waits for the whole list: the first page goes
    // to the one that started it.
    (sharedSignal) =>
      readList(
        url,
        showingSchema,
        (page) => slot(() => getJson(page, tokens, settings, sharedSignal, notFound)),
        maxPages,
        onFirstPage,
      ),
    signal,
    // A cut list is not kept: a retry reads it again.
    (result) => (result.complete ? settings.cacheMs : 0),
  );
}

/**
 * `GET /movies/{movie}`: the numeric id of a movie the platform has. A legacy alphanumeric id
 * (spec "Versioning") is resolved this way, since single-movie endpoints still accept it; every
 * later request uses the numeric id, and `serviceMovieId` is never sent. An id stands for the
 * same numeric id for the page's lifetime: resolved once, a legacy one with one deprecation warning.
 */
function readMovieId({ apiBase, tokens, settings, movieIds }: Reads, movie: string, signal?: AbortSignal) {
  const url = endpointUrl(apiBase, `movies/${encodeURIComponent(movie)}`).href;
  const resolve = async (sharedSignal: AbortSignal) => {
    const answer = await getJson(url, tokens, settings, sharedSignal, movieNotFound(movie));
    const found = movieSchema.safeParse(answer.body);
    if (!found.success) {
      throw new ShowtimeFinderError('bad-response', `GET ${url} answered no movie with a numeric id.`, {
        cause: found.error,
      });
    }
    if (String(found.data.id) !== movie) {
      console.warn(`showtime-finder: movie="${movie}" is a deprecated legacy id; use movie="${found.data.id}".`);
    }
    return found.data.id;
  };
  return movieIds(url, resolve, signal, Infinity);
}

/** A 404 of `GET /movies/{movie}`: the platform either no longer takes legacy ids or has no such movie. */
function movieNotFound(movie: string): NotFound {
  return (failure) =>
    failure.error === 'legacy_id_unsupported'
      ? new ShowtimeFinderError(
          'legacy-id-unsupported',
          `The Cinema Platform no longer accepts legacy movie ids like "${movie}" (since 2026-10-01): ` +
            'set movie to the numeric id.',
        )
      : new ShowtimeFinderError(
          'movie-not-found',
          `The Cinema Platform has no movie "${movie}". Check the movie attribute.`,
        );
}
