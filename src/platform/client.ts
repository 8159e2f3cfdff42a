/**
 * The thin client the element talks to the Cinema Platform through, in token mode. Page-wide:
 * clients built on the same token source share identical reads while they run and reuse their
 * results for `cacheMs` (30 s by default), so a page with many widgets fetches each list once.
 * What a list is read into (token mode shapes it into a program) is the caller's: the client
 * pages, retries and shares.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { endpointUrl } from '../common/endpoint-url.js';
import { getJson, sleep } from './request.js';
import type { Explain, RequestPolicy } from './request.js';
import { readList } from './list.js';
import type { ListReader } from './list.js';
import { pageSlots } from './page-slots.js';
import type { ListSlots } from './page-slots.js';
import { mergedWork } from '../common/merged-work.js';
import type { MergedWork } from '../common/merged-work.js';
import type { TokenSource } from './token-source.js';

export type { ListEnd, ListReader } from './list.js';

/** Start times from `from` to `to`, both included. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** A list to read: where, how many pages at most, and what its pages are read into. */
export interface ListAsked<T> {
  url: URL;
  /** Makes the reader of one read of the list (a joined read shares the first caller's). */
  reader: () => ListReader<T>;
  /** What the reader's result depends on beside the URL (its window, say): reads share only when it is equal. */
  readerKey: string;
  /** Whether the result may be kept for the page's other widgets (not a cut list). */
  whole: (result: T) => boolean;
  /** Read only the first `pages` (a deliberate short read: no warning for the rest). */
  pages?: number;
  signal?: AbortSignal;
  /** Called with the first page's result when more follow, so that it can show while they are read. */
  onFirstPage?: (firstPage: T) => void;
  /** How urgent its pages are to the browser (request.ts). */
  priority?: RequestPriority | undefined;
}

export interface PlatformClient {
  /**
   * A numeric `movie` as a number; a legacy id resolved through `GET /movies/{legacyId}` (with one
   * console deprecation warning naming the numeric id).
   */
  resolveMovieId(movie: string, signal?: AbortSignal): Promise<number>;
  /** Resolves when the platform has the movie; rejects with `movie-not-found` when it answers 404. */
  checkMovie(movieId: number, signal?: AbortSignal): Promise<void>;
  /**
   * `GET {apiBase}/showings?movieId=N`, with `cinemaIds[]` when given and the start-time window
   * `startDatetimeFrom`/`startDatetimeTo` (inclusive instants), sorted by start. The spec names none
   * of these filters (docs/requests.md): callers filter what they show themselves, and a platform
   * that ignores them only costs more pages.
   */
  movieShowingsUrl(movieId: number, cinemaIds: readonly number[], window?: TimeWindow): URL;
  /** `GET {apiBase}/cinemas/{id}/showings-future` (and `movieId` when given). */
  cinemaShowingsUrl(cinemaId: number, movieId?: number): URL;
  /** Every page of a list (or the first `pages`), read once however many widgets of the page ask for it at once. */
  read<T>(list: ListAsked<T>): Promise<T>;
  /** `read`, or not found where the platform has no such list (a cinema it does not have: a 404). */
  readIfFound<T>(list: ListAsked<T>): Promise<Found<T>>;
}

/** A list that may not exist: what it read, or that the platform has no such list. */
export type Found<T> = { found: true; value: T } | { found: false };

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
/** What the clients of one token source share: the lists read, the legacy movie ids resolved, and their page reads. */
const sharedBySource = new WeakMap<TokenSource, [MergedWork<unknown>, MergedWork<number>, () => ListSlots]>();

/**
 * A numeric `movie` as its number, known without a request; undefined for a legacy id. The
 * configuration has already checked and trimmed `movie`: digits are a valid numeric id.
 */
function numericMovieId(movie: string): number | undefined {
  return /^\d+$/.test(movie) ? Number(movie) : undefined;
}

/**
 * A client of the platform at `apiBase` with tokens from `tokens`. Its methods reject with a
 * `ShowtimeFinderError` carrying a contract code, or with the caller's abort reason (an
 * AbortError), which the element ignores. `options` shorten waits in tests; defaults suit production.
 */
export function platformClient(
  apiBase: string,
  tokens: TokenSource,
  options: Partial<ClientOptions> = {},
): PlatformClient {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  let shared = sharedBySource.get(tokens);
  if (!shared) sharedBySource.set(tokens, (shared = [mergedWork(), mergedWork(), pageSlots(PAGE_READS)]));
  const [lists, movieIds, slots] = shared;
  const movieIdOf = (movie: string, signal?: AbortSignal) =>
    readMovieId({ apiBase, tokens, settings, movieIds }, movie, signal);

  const read = <T>(list: ListAsked<T>, explain?: Explain) =>
    readShared(list, { tokens, settings, lists, slots }, explain);

  return {
    async resolveMovieId(movie, signal) {
      return numericMovieId(movie) ?? movieIdOf(movie, signal);
    },

    async checkMovie(movieId, signal) {
      await movieIdOf(String(movieId), signal);
    },

    ...listUrls(apiBase),

    read,

    async readIfFound<T>(list: ListAsked<T>): Promise<Found<T>> {
      try {
        return { found: true, value: await read(list, (status) => (status === 404 ? new ListNotFound() : undefined)) };
      } catch (error) {
        if (error instanceof ListNotFound) return { found: false };
        throw error;
      }
    },
  };
}

/** The URLs of the platform's lists of showings at `apiBase`. */
function listUrls(apiBase: string): Pick<PlatformClient, 'movieShowingsUrl' | 'cinemaShowingsUrl'> {
  return {
    movieShowingsUrl(movieId, cinemaIds, window) {
      return endpointUrl(apiBase, 'showings', {
        movieId,
        'cinemaIds[]': cinemaIds,
        startDatetimeFrom: window?.from.toISOString(),
        startDatetimeTo: window?.to.toISOString(),
        sort: 'startDatetime',
        order: 'asc',
      });
    },

    cinemaShowingsUrl(cinemaId, movieId) {
      return endpointUrl(apiBase, `cinemas/${cinemaId}/showings-future`, { movieId });
    },
  };
}

/** What the lists of one token source share: the token source, settings, the lists read and their page reads. */
interface ListReads {
  tokens: TokenSource;
  settings: ClientOptions;
  lists: MergedWork<unknown>;
  slots: () => ListSlots;
}

/** Every page of a list (or the first `pages`), read once however many widgets of the page ask for it at once. */
function readShared<T>(
  list: ListAsked<T>,
  { tokens, settings, lists, slots }: ListReads,
  explain?: Explain,
): Promise<T> {
  const { url, pages = settings.maxPages, signal, onFirstPage, priority } = list;
  // A load asks for its windows in day order: the earliest day's pages go first.
  const slot = slots();
  const work = (signalOfAll: AbortSignal) => {
    const get = (page: string) =>
      slot(() => getJson(page, { tokens, policy: settings, signal: signalOfAll, explain, priority }));
    return readList(url, list.reader(), { get, maxPages: pages, quiet: list.pages !== undefined, onFirstPage });
  };
  // A widget that joins a read under way waits for the whole list: the first page goes to the one that started it.
  const keepMs = (result: unknown) => (list.whole(result as T) ? settings.cacheMs : 0);
  return lists(`${pages} ${url.href} ${list.readerKey}`, work, { signal, keepMs }) as Promise<T>;
}

/**
 * A list's 404 on its way to `readIfFound`, which makes it a not-found result. A widget that joined
 * the same read without asking `IfFound` gets it as the error it is: a cinema the platform does not
 * have, which the `cinema-ids` attribute names.
 */
class ListNotFound extends ShowtimeFinderError {
  constructor() {
    super(
      'invalid-config',
      'cinema-ids: the Cinema Platform has no such cinema (404). Check the cinema-ids attribute.',
    );
  }
}

/** What resolving a movie id needs: where, with which tokens and settings, and the page-wide shared work. */
interface MovieIdReads {
  apiBase: string;
  tokens: TokenSource;
  settings: ClientOptions;
  movieIds: MergedWork<number>;
}

/**
 * `GET /movies/{movie}`: the numeric id of a movie the platform has. A legacy alphanumeric id
 * (spec "Versioning") is resolved this way, since single-movie endpoints still accept it; every
 * later request uses the numeric id, and `serviceMovieId` is never sent. An id stands for the
 * same numeric id for the page's lifetime: resolved once, a legacy one with one deprecation warning.
 */
function readMovieId({ apiBase, tokens, settings, movieIds }: MovieIdReads, movie: string, signal?: AbortSignal) {
  const url = endpointUrl(apiBase, `movies/${encodeURIComponent(movie)}`).href;
  const resolve = async (sharedSignal: AbortSignal) => {
    const answer = await getJson(url, {
      tokens,
      policy: settings,
      signal: sharedSignal,
      explain: movieNotFound(movie),
    });
    const { id }: { id?: unknown } = Object(answer.body);
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      throw new ShowtimeFinderError('bad-response', `GET ${url} answered no movie with a numeric id.`);
    }
    warnOfLegacyId(movie, id);
    return id;
  };
  return movieIds(url, resolve, { signal, keepMs: Infinity });
}

/** Legacy ids the page was told of: each once, whoever resolved it (this client, or the proxy in proxy mode). */
const toldLegacyIds = new Set<string>();

/**
 * Warns once per page that `movie` is a deprecated legacy id of the numeric `id` (spec "Versioning"); none where it
 * is `id`.
 */
export function warnOfLegacyId(movie: string, id: number): void {
  if (String(id) === movie || toldLegacyIds.has(movie)) return;
  toldLegacyIds.add(movie);
  console.warn(`showtime-finder: movie="${movie}" is a deprecated legacy id; use movie="${id}".`);
}

/** A 404 of `GET /movies/{movie}`: the platform either no longer takes legacy ids or has no such movie. */
function movieNotFound(movie: string): Explain {
  return (status, failure) =>
    status !== 404
      ? undefined
      : failure.error === 'legacy_id_unsupported'
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
