/**
 * Where the proxy's programs come from (docs/design.md, "Proxy mode"). Movie mode reads the
 * movie's `/showings` with the window, the cinema ids and the sort; cinema mode each cinema's
 * `/cinemas/{id}/showings-future`; partner mode (a movie at some cinemas) the movie's list at those
 * cinemas, and, for a cinema asked that shows nothing, one page of its future showings of the
 * movie, to tell a cinema the platform does not know from one without showings. Every list is
 * shaped (src/program) as its pages land, over all time, and the window asked is cut from it, so
 * a window holds exactly its showings whatever the platform filtered.
 *
 * A platform that turns out to ignore the window or the cinema ids (an item it sent lies outside
 * them) is remembered as one: from then on the proxy reads each movie's whole list once per cache
 * period and cuts every window from that one read, so its reads grow with movies, not with windows
 * or views. A cinema's future showings are one list whatever the window, read the same way.
 */
import { LRUCache } from 'lru-cache';
import type { Showing } from '../platform/schemas.js';
import { ignoredWindow } from '../program/ignored-window.js';
import { ProgramShaper } from '../program/shape-program.js';
import type { ProgramAsked } from '../program/shape-program.js';
import { endpointUrl } from '../common/endpoint-url.js';
import { platformGet } from './platform-get.js';
import type { FairQueue } from './fair-queue.js';
import type { Upstream } from './platform-get.js';
import { ReadTab } from './read-tab.js';
import type { Account, SharedUpstream } from './read-tab.js';
import { readPlatformList } from './platform-list.js';
import type { Kept, ProgramCache } from './program-cache.js';
import type { Compressors } from './compression.js';
import { ProgramBody } from './program-body.js';
import { ALL_TIME, cutProgram, wholeList, wholeListBytes } from './program-cut.js';
import type { Cut, WholeList } from './program-cut.js';
import type { ProgramQuery } from './program-query.js';
import { busy, notFound, ProxyError } from './proxy-error.js';
import { FilterKnowledge } from './filter-knowledge.js';
import { PlatformLookups } from './platform-lookups.js';

/** What the proxy keeps: programs as answered, whole lists to cut them from, and cinemas the platform does not know. */
export type Stored =
  { kind: 'program'; body: ProgramBody } | { kind: 'list'; list: WholeList } | { kind: 'unknown-cinema' };

export interface ProgramSourceOptions {
  apiBase: string;
  upstream: SharedUpstream;
  cache: ProgramCache<Stored>;
  /** A list longer than this many platform pages is cut there, its program incomplete. */
  maxPages: number;
  /** How long what the platform says of a movie id or a cinema id stands. */
  lookupMs: number;
  /** Look-ups of each kind (movie ids, cinemas) kept and in flight at once: bounds by count, whatever ids are asked. */
  maxLookups: number;
  /** Program reads in flight at once; one more is refused with 503 busy. */
  maxReads: number;
  /** The upstream slots, taken by the waiting clients in turn. */
  slots: FairQueue;
  /** The content codings a kept program may be answered in. */
  compressors: Compressors;
  now: () => number;
  warn: (message: string) => void;
}

/** Pages and look-ups remembered per list or id, for what a read is estimated to cost: a bound by count. */
const MAX_PAGE_COUNTS = 10_000;

/** A program, asked for and paid by `account` (read-tab.ts). */
export type ProgramSource = (query: ProgramQuery, account: Account) => Promise<Kept<ProgramBody>>;

export function programSource(options: ProgramSourceOptions): ProgramSource {
  const programs = new Programs(options);
  return async (asked, account) => {
    const tab = new ReadTab(account, options.upstream, options.slots);
    try {
      return await programs.answer(asked, tab);
    } finally {
      tab.settle();
    }
  };
}

/** A movie's or the cinemas' programs, read from the platform as `ProgramSourceOptions` say, and kept. */
class Programs {
  readonly #options: ProgramSourceOptions;
  /** What the platform said of a movie id: its numeric id, or null where it knows no such movie. */
  readonly #movieIds: PlatformLookups<number | null>;
  /** What the platform said of a cinema id: whether it knows the cinema. */
  readonly #cinemas: PlatformLookups<boolean>;
  /** Whether the platform honours the window and the cinema ids of /showings. */
  readonly #filters = new FilterKnowledge();
  /** The pages each list's last read took (by its cache key): what its next read is estimated to cost. */
  readonly #pages: LRUCache<string, number>;
  /** Program reads in flight (their lists, read beside them, are bounded by the cache). */
  #reading = 0;

  constructor(options: ProgramSourceOptions) {
    this.#options = options;
    const lookups = { ttlMs: options.lookupMs, max: options.maxLookups, now: options.now };
    this.#movieIds = new PlatformLookups(lookups);
    this.#cinemas = new PlatformLookups(lookups);
    this.#pages = new LRUCache({ max: MAX_PAGE_COUNTS });
  }

  /** The program asked for, from the cache or read now (past its freshness, answered at once and read behind). */
  async answer(asked: ProgramQuery, tab: ReadTab): Promise<Kept<ProgramBody>> {
    const movie = await this.#numericMovie(asked.movie, tab);
    const key = programKey(movie, asked);
    const upstream = tab.upstream;
    const read = () => this.#countedRead(() => this.#readProgram(movie, asked, { key, upstream }));
    const admit = () => tab.take(this.#estimate(movie, asked));
    const got = await this.#options.cache.get(key, read, { behind: true, admit });
    if (got.value.kind !== 'program') throw new TypeError(`${key} holds no program`);
    return { ...got, value: got.value.body };
  }

  /**
   * The movie asked for as a numeric id: a legacy id resolved first, a numeric one looked up only where the platform
   * said before that it knows no such movie. A look-up that starts now is paid before it does.
   */
  async #numericMovie(movie: number | string | null, tab: ReadTab): Promise<number | null> {
    if (movie === null || (typeof movie === 'number' && !this.#movieIds.has(movie))) return movie;
    const id = await this.#movieId(movie, tab.upstream, () => tab.take(1));
    if (id === null) throw unknownMovie(movie);
    return id;
  }

  /** A program read, within `maxReads` in flight. */
  async #countedRead<T>(read: () => Promise<T>): Promise<T> {
    if (this.#reading >= this.#options.maxReads) throw busy();
    this.#reading += 1;
    try {
      return await read();
    } finally {
      this.#reading -= 1;
    }
  }

  /**
   * The platform requests a program read may cause: each list not kept fresh, as many pages as its
   * last read took (one where none was read), and each cinema's look-up not known. The movie's own
   * check, made only for a window where it shows nowhere, is charged when made, as further pages are.
   */
  #estimate(movie: number | null, { cinemaIds }: ProgramQuery): number {
    const pages = (key: string) => (this.#options.cache.fresh(key) ? 0 : (this.#pages.get(key) ?? 1));
    if (movie === null) return cinemaIds.reduce((sum, id) => sum + pages(cinemaListKey(id)), 0);
    const lookUps = cinemaIds.filter((id) => !this.#cinemas.has(id)).length;
    return pages(movieListKey(movie)) + lookUps;
  }

  /** The movie's numeric id, or null where the platform knows no such movie. */
  #movieId(movie: number | string, upstream: Upstream, admit?: () => void): Promise<number | null> {
    const read = async () => {
      const url = endpointUrl(this.#options.apiBase, `movies/${encodeURIComponent(movie)}`);
      const got = await platformGet(url, upstream);
      if (got.status === 404) return null;
      const { id }: { id?: unknown } = Object(got.body);
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
        throw new ProxyError(502, 'upstream-bad-response', `The Cinema Platform's ${url.pathname} is no movie.`);
      }
      return id;
    };
    return this.#movieIds.get(movie, read, admit);
  }

  /** Whether the platform knows the cinema: one page of its future showings of the movie. */
  #cinemaKnown(cinemaId: number, movie: number, upstream: Upstream): Promise<boolean> {
    return this.#cinemas.get(cinemaId, async () => {
      const url = endpointUrl(this.#options.apiBase, `cinemas/${cinemaId}/showings-future`, { movieId: movie });
      const probe = await readPlatformList(url, { upstream, maxPages: 1, onItems: () => {}, firstPageOnly: true });
      return probe.status === 200;
    });
  }

  /** A list read whole, shaped over all time, or undefined where the platform answered 404. */
  async #readWhole(url: URL, { movie, cinemaIds, upstream, pagesKey }: WholeRead) {
    const { maxPages } = this.#options;
    const shaper = new ProgramShaper({ ...ALL_TIME, movie, cinemaIds });
    let pages = 0;
    const onItems = (items: readonly Showing[]) => {
      pages += 1;
      shaper.add(items);
    };
    const read = await readPlatformList(url, { upstream, maxPages, onItems });
    this.#pages.set(pagesKey, Math.max(1, pages));
    if (read.status === 404) return undefined;
    const state = { complete: read.complete, unread: read.unread, skipped: read.skipped };
    return wholeList(shaper.program(state), state);
  }

  /** A movie's list of /showings at `url`: a 404 there is no answer the spec allows. */
  async #showingsOf(url: URL, movie: number, upstream: Upstream): Promise<WholeList> {
    const list = await this.#readWhole(url, { movie, cinemaIds: [], upstream, pagesKey: movieListKey(movie) });
    if (list) return list;
    throw new ProxyError(502, 'upstream-refused', `The Cinema Platform answered ${url.pathname} with 404.`);
  }

  /** A movie's whole list, read once per cache period for every window cut from it. */
  #movieList(movie: number, upstream: Upstream): Promise<Kept<Stored>> {
    const url = endpointUrl(this.#options.apiBase, 'showings', { movieId: movie });
    return this.#options.cache.get(movieListKey(movie), async () =>
      toKeep(await this.#showingsOf(url, movie, upstream)),
    );
  }

  /** A cinema's future showings, or that the platform does not know the cinema. */
  #cinemaList(cinemaId: number, upstream: Upstream): Promise<Kept<Stored>> {
    const url = endpointUrl(this.#options.apiBase, `cinemas/${cinemaId}/showings-future`);
    const pagesKey = cinemaListKey(cinemaId);
    return this.#options.cache.get(pagesKey, async () => {
      const list = await this.#readWhole(url, { movie: null, cinemaIds: [cinemaId], upstream, pagesKey });
      return list ? toKeep(list) : { value: { kind: 'unknown-cinema' }, bytes: 0, keep: true };
    });
  }

  /** The movie's showings in the window: cut from its whole list, or read for the window (filter-knowledge.ts). */
  async #movieShowings(movie: number, asked: ProgramQuery, upstream: Upstream): Promise<Kept<Stored>> {
    if ((await this.#filters.settled()) === 'ignores') return this.#movieList(movie, upstream);
    const read = this.#windowShowings(movie, asked, upstream);
    this.#filters.probe(read);
    return read;
  }

  /** The movie's showings read for the window (a platform that ignored it is told, and its whole list kept). */
  async #windowShowings(movie: number, asked: ProgramQuery, upstream: Upstream): Promise<Kept<Stored>> {
    const { from, to, cinemaIds } = asked;
    const url = endpointUrl(this.#options.apiBase, 'showings', {
      movieId: movie,
      'cinemaIds[]': cinemaIds,
      startDatetimeFrom: from.toISOString(),
      startDatetimeTo: to.toISOString(),
      sort: 'startDatetime',
      order: 'asc',
    });
    const list = await this.#showingsOf(url, movie, upstream);
    const ignoredCinemas = cinemaIds.length > 0 && list.cinemaIds.some((id) => !cinemaIds.includes(id));
    const ignoredTimes = ignoredWindow(list.starts, asked);
    if (ignoredTimes || ignoredCinemas) {
      this.#filters.ignored();
      this.#options.warn(
        'the Cinema Platform ignores the window or cinema filters of /showings: the proxy applies them',
      );
      // What it sent is the movie's whole list, where it ignored the cinemas too (or none were asked).
      const whole = toKeep(list);
      if (ignoredTimes && (ignoredCinemas || !cinemaIds.length) && whole.keep) {
        this.#options.cache.put(movieListKey(movie), whole.value, whole.bytes);
      }
    }
    return { value: { kind: 'list', list }, storedAt: this.#options.now(), state: 'miss' };
  }

  /** The lists a window is cut from, and the cinemas asked for that the platform does not know. */
  async #listsOf(movie: number | null, asked: ProgramQuery, upstream: Upstream) {
    if (movie !== null) return { reads: [await this.#movieShowings(movie, asked, upstream)], unknownCinemas: [] };
    const reads = await Promise.all(asked.cinemaIds.map((id) => this.#cinemaList(id, upstream)));
    const unknownCinemas = asked.cinemaIds.filter((_, index) => reads[index]!.value.kind === 'unknown-cinema');
    if (unknownCinemas.length === asked.cinemaIds.length) throw noKnownCinema(asked.cinemaIds);
    return { reads, unknownCinemas };
  }

  /** The program of one window, read through `upstream`, to keep under `key` where complete. */
  async #readProgram(
    movie: number | null,
    asked: ProgramQuery,
    { key, upstream }: { key: string; upstream: Upstream },
  ) {
    const { reads, unknownCinemas } = await this.#listsOf(movie, asked, upstream);
    const lists = reads.flatMap(({ value }) => (value.kind === 'list' ? [value.list] : []));
    const cut = await this.#cutWindow(lists, { ...asked, movie, unknownCinemas }, upstream);
    const complete = lists.every((list) => list.complete);
    // What is made from the program after it is kept (its codings, its calendar) counts in its entry.
    const grow = (bytes: number) => this.#options.cache.grow(key, value, bytes);
    const compressors = this.#options.compressors;
    const body = await ProgramBody.of(cut.json, complete, { compressors, grow });
    const value: Stored = { kind: 'program', body };
    const storedAt = Math.min(...reads.map((read) => read.storedAt));
    return { value, bytes: body.json.bytes.byteLength, keep: complete, storedAt };
  }

  /**
   * The window cut from `lists`. Where it names none of its showings' cinemas the movie is checked (an unknown movie is
   * a 404), and each cinema asked that shows nothing is looked up: unknown ones are listed, all unknown is a 404.
   */
  async #cutWindow(lists: WholeList[], window: Cut, upstream: Upstream) {
    const { movie } = window;
    const cinemaIds = movie === null ? [] : window.cinemaIds;
    const cut = cutProgram(lists, { ...window, cinemaIds });
    if (movie !== null && cut.named.size === 0 && (await this.#movieId(movie, upstream)) === null) {
      throw unknownMovie(movie);
    }
    const silent = cinemaIds.filter((id) => !cut.named.has(id));
    if (!silent.length) return cut;
    const known = await Promise.all(silent.map((id) => this.#cinemaKnown(id, movie!, upstream)));
    const unknown = silent.filter((_, index) => !known[index]);
    if (unknown.length === cinemaIds.length) throw noKnownCinema(cinemaIds);
    return unknown.length ? cutProgram(lists, { ...window, cinemaIds, unknownCinemas: unknown }) : cut;
  }
}

/** How a list is read whole: which showings it shapes, how it reaches the platform, where its page count goes. */
interface WholeRead extends Pick<ProgramAsked, 'movie' | 'cinemaIds'> {
  upstream: Upstream;
  pagesKey: string;
}

/** A whole list as the cache keeps it: counted by its weight, kept only when read whole. */
function toKeep(list: WholeList) {
  return { value: { kind: 'list', list } as Stored, bytes: wholeListBytes(list), keep: list.complete };
}

/** The cache key of a program: the movie (its numeric id), the cinemas and the window asked. */
function programKey(movie: number | null, { cinemaIds, from, to }: ProgramQuery): string {
  return `program ${movie ?? '-'} ${cinemaIds.join(',')} ${from.getTime()} ${to.getTime()}`;
}

/** The cache key of a movie's whole list, and of the pages its last read took. */
function movieListKey(movie: number): string {
  return `movie ${movie}`;
}

/** The cache key of a cinema's future showings, and of the pages its last read took. */
function cinemaListKey(cinemaId: number): string {
  return `cinema ${cinemaId}`;
}

function unknownMovie(movie: number | string): ProxyError {
  return notFound(`The Cinema Platform knows no movie ${movie}.`, 'movie');
}

/** The 404 of a program whose cinemas the platform knows none of. */
function noKnownCinema(cinemaIds: readonly number[]): ProxyError {
  return notFound(`The Cinema Platform knows none of the cinemas ${cinemaIds.join(', ')}.`, 'cinemas');
}
