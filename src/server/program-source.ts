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
import { ProgramShaper } from '../program/shape-program.js';
import type { ProgramAsked } from '../program/shape-program.js';
import { resolveInstant } from '../schedule/zoned-time.js';
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
import type { WholeList } from './program-cut.js';
import type { ProgramQuery } from './program-query.js';
import { busy, notFound, ProxyError } from './proxy-error.js';
import { mergedWork } from '../common/merged-work.js';
import type { MergedWork } from '../common/merged-work.js';

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
  /** Look-ups kept and in flight at once (movie ids, cinemas): bounds by count, whatever ids are asked. */
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

const HOUR_MS = 3_600_000;
/** A naive wall time's instant lies this far from it, read as UTC: UTC offsets run from -12 to +14 hours. */
const NAIVE_BEFORE_MS = 14 * HOUR_MS;
const NAIVE_AFTER_MS = 12 * HOUR_MS;

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
  /** What the platform said of an id: a movie's numeric id (false: unknown), a cinema known or not. */
  readonly #lookups: LRUCache<string, { found: number | boolean }>;
  readonly #lookupFlight: MergedWork<{ found: number | boolean }>;
  /** Set once a read showed that the platform ignores the window or the cinema ids. */
  #ignoresFilters = false;
  /** The first read of /showings while none has told how the platform treats the window. */
  #learning: Promise<unknown> | undefined;
  #learned = false;
  /** The pages each list's last read took (`movie M`, `cinema C`): what its next read is estimated to cost. */
  readonly #pages: LRUCache<string, number>;
  /** Program reads in flight (their lists, read beside them, are bounded by the cache). */
  #reading = 0;

  constructor(options: ProgramSourceOptions) {
    this.#options = options;
    this.#lookups = new LRUCache({
      max: options.maxLookups,
      ttl: options.lookupMs,
      perf: { now: options.now },
      ttlResolution: 0,
    });
    this.#lookupFlight = mergedWork({ limit: options.maxLookups, refusal: busyLookups });
    this.#pages = new LRUCache({ max: MAX_PAGE_COUNTS });
  }

  /** The program asked for, from the cache or read now (past its freshness, answered at once and read behind). */
  async answer(asked: ProgramQuery, tab: ReadTab): Promise<Kept<ProgramBody>> {
    let movie: number | null = null;
    // A legacy id is resolved first; a numeric one only where the platform said before that it knows no such movie.
    if (typeof asked.movie === 'string' || (asked.movie !== null && this.#lookups.has(`movie ${asked.movie}`))) {
      // A look-up that starts now is paid before it does.
      const found = await this.#movieId(asked.movie, tab.upstream, () => tab.take(1));
      if (found === false) throw notFound(`The Cinema Platform knows no movie ${asked.movie}.`, 'movie');
      movie = found as number;
    } else {
      movie = asked.movie;
    }
    const key = `program ${movie ?? '-'} ${asked.cinemaIds.join(',')} ${asked.from.getTime()} ${asked.to.getTime()}`;
    const upstream = tab.upstream;
    const read = () => this.#countedRead(() => this.#readProgram(movie, asked, { key, upstream }));
    const admit = () => tab.take(this.#estimate(movie, asked));
    const got = await this.#options.cache.get(key, read, { behind: true, admit });
    if (got.value.kind !== 'program') throw new TypeError(`${key} holds no program`);
    return { ...got, value: got.value.body };
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
    if (movie === null) return cinemaIds.reduce((sum, id) => sum + pages(`cinema ${id}`), 0);
    const lookUps = cinemaIds.filter((id) => !this.#lookups.has(`cinema ${id}`)).length;
    return pages(`movie ${movie}`) + lookUps;
  }

  async #lookUp(key: string, read: () => Promise<number | boolean>, admit?: () => void): Promise<number | boolean> {
    const kept = this.#lookups.get(key);
    if (kept) return kept.found;
    const work = async () => {
      const answer = { found: await read() };
      this.#lookups.set(key, answer);
      return answer;
    };
    const { found } = await this.#lookupFlight(key, work, { admit });
    return found;
  }

  /** The movie's numeric id, or false where the platform knows no such movie. */
  #movieId(movie: number | string, upstream: Upstream, admit?: () => void): Promise<number | boolean> {
    const { apiBase } = this.#options;
    return this.#lookUp(
      `movie ${movie}`,
      async () => {
        const url = endpointUrl(apiBase, `movies/${encodeURIComponent(movie)}`);
        const got = await platformGet(url, upstream);
        if (got.status === 404) return false;
        const { id } = Object(got.body) as { id?: unknown };
        if (!Number.isSafeInteger(id)) {
          throw new ProxyError(502, 'upstream-bad-response', `The Cinema Platform's ${url.pathname} is no movie.`);
        }
        return id as number;
      },
      admit,
    );
  }

  /** Whether the platform knows the cinema: one page of its future showings of the movie. */
  #cinemaKnown(cinemaId: number, movie: number, upstream: Upstream): Promise<number | boolean> {
    const { apiBase } = this.#options;
    return this.#lookUp(`cinema ${cinemaId}`, async () => {
      const url = endpointUrl(apiBase, `cinemas/${cinemaId}/showings-future`, { movieId: movie });
      const probe = await readPlatformList(url, { upstream, maxPages: 1, onItems: () => {}, firstPageOnly: true });
      return probe.status === 200;
    });
  }

  /**
   * A list read whole, shaped over all time, or undefined where the platform answered 404; `see`
   * is shown every item, to spot a platform that ignored a filter.
   */
  async #readWhole(url: URL, { movie, cinemaIds, upstream, pagesKey, see }: WholeRead) {
    const { maxPages } = this.#options;
    const shaper = new ProgramShaper({ ...ALL_TIME, movie, cinemaIds });
    let pages = 0;
    const onItems = (items: readonly Showing[]) => {
      pages += 1;
      if (see) items.forEach(see);
      shaper.add(items);
    };
    const read = await readPlatformList(url, { upstream, maxPages, onItems });
    this.#pages.set(pagesKey, Math.max(1, pages));
    if (read.status === 404) return undefined;
    const state = { complete: read.complete, unread: read.unread, skipped: read.skipped };
    return wholeList(shaper.program(state), state);
  }

  /** A movie's list of /showings at `url`: a 404 there is no answer the spec allows. */
  async #showingsOf(url: URL, read: Omit<WholeRead, 'cinemaIds' | 'pagesKey'>): Promise<WholeList> {
    const list = await this.#readWhole(url, { ...read, cinemaIds: [], pagesKey: `movie ${read.movie}` });
    if (list) return list;
    throw new ProxyError(502, 'upstream-refused', `The Cinema Platform answered ${url.pathname} with 404.`);
  }

  /** A movie's whole list, read once per cache period for every window cut from it. */
  #movieList(movie: number, upstream: Upstream): Promise<Kept<Stored>> {
    const url = endpointUrl(this.#options.apiBase, 'showings', { movieId: movie });
    return this.#options.cache.get(`movie ${movie}`, async () =>
      toKeep(await this.#showingsOf(url, { movie, upstream })),
    );
  }

  /** A cinema's future showings, or that the platform does not know the cinema. */
  #cinemaList(cinemaId: number, upstream: Upstream): Promise<Kept<Stored>> {
    const url = endpointUrl(this.#options.apiBase, `cinemas/${cinemaId}/showings-future`);
    const pagesKey = `cinema ${cinemaId}`;
    return this.#options.cache.get(pagesKey, async () => {
      const list = await this.#readWhole(url, { movie: null, cinemaIds: [cinemaId], upstream, pagesKey });
      return list ? toKeep(list) : { value: { kind: 'unknown-cinema' }, bytes: 0, keep: true };
    });
  }

  /** The movie's showings in the window: cut from its whole list, or read for the window and spotted ignoring it. */
  async #movieShowings(movie: number, asked: ProgramQuery, upstream: Upstream): Promise<Kept<Stored>> {
    // Until a read has shown how the platform treats the window, reads wait for the first one: a
    // cold view's windows, asked at once, would otherwise each read the whole list of a platform
    // that ignores them.
    if (!this.#learned && this.#learning) await this.#learning;
    if (this.#ignoresFilters) return this.#movieList(movie, upstream);
    const read = this.#windowShowings(movie, asked, upstream);
    if (!this.#learned && !this.#learning) {
      this.#learning = read.then(
        () => (this.#learned = true),
        () => (this.#learning = undefined),
      );
    }
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
    let ignoredWindow = false;
    let ignoredCinemas = false;
    const see = (item: Showing) => {
      const cinemaId = item.cinemaId ?? item.cinema?.id;
      ignoredCinemas ||= cinemaIds.length > 0 && cinemaId !== undefined && !cinemaIds.includes(cinemaId);
      ignoredWindow ||= outside(item.startDatetime, from.getTime(), to.getTime());
    };
    const list = await this.#showingsOf(url, { movie, upstream, see });
    if (ignoredWindow || ignoredCinemas) {
      this.#ignoresFilters = true;
      this.#options.warn(
        'the Cinema Platform ignores the window or cinema filters of /showings: the proxy applies them',
      );
      // What it sent is the movie's whole list, where it ignored the cinemas too (or none were asked).
      const whole = toKeep(list);
      if (ignoredWindow && (ignoredCinemas || !cinemaIds.length) && whole.keep) {
        this.#options.cache.put(`movie ${movie}`, whole.value, whole.bytes);
      }
    }
    return { value: { kind: 'list', list }, storedAt: this.#options.now(), state: 'miss' };
  }

  /** The lists a window is cut from, and the cinemas asked for that the platform does not know. */
  async #listsOf(movie: number | null, asked: ProgramQuery, upstream: Upstream) {
    if (movie !== null) return { reads: [await this.#movieShowings(movie, asked, upstream)], unknownCinemas: [] };
    const reads = await Promise.all(asked.cinemaIds.map((id) => this.#cinemaList(id, upstream)));
    const unknownCinemas = asked.cinemaIds.filter((_, index) => reads[index]!.value.kind === 'unknown-cinema');
    if (unknownCinemas.length === asked.cinemaIds.length) {
      throw notFound(`The Cinema Platform knows none of the cinemas ${asked.cinemaIds.join(', ')}.`, 'cinemas');
    }
    return { reads, unknownCinemas };
  }

  /** The program of one window, read through `upstream`, to keep under `key` where complete. */
  async #readProgram(
    movie: number | null,
    asked: ProgramQuery,
    { key, upstream }: { key: string; upstream: Upstream },
  ) {
    const { from, to } = asked;
    const { reads, unknownCinemas } = await this.#listsOf(movie, asked, upstream);
    const lists = reads.flatMap(({ value }) => (value.kind === 'list' ? [value.list] : []));
    const cinemaIds = movie === null ? [] : asked.cinemaIds;
    let cut = cutProgram(lists, { from, to, movie, cinemaIds, unknownCinemas });
    if (movie !== null && cut.named.size === 0 && (await this.#movieId(movie, upstream)) === false) {
      throw notFound(`The Cinema Platform knows no movie ${movie}.`, 'movie');
    }
    const silent = cinemaIds.filter((id) => !cut.named.has(id));
    if (silent.length) {
      const known = await Promise.all(silent.map((id) => this.#cinemaKnown(id, movie!, upstream)));
      const unknown = silent.filter((_, index) => !known[index]);
      if (unknown.length === cinemaIds.length) {
        throw notFound(`The Cinema Platform knows none of the cinemas ${cinemaIds.join(', ')}.`, 'cinemas');
      }
      if (unknown.length) cut = cutProgram(lists, { from, to, movie, cinemaIds, unknownCinemas: unknown });
    }
    const complete = lists.every((list) => list.complete);
    // What is made from the program after it is kept (its codings, its calendar) counts in its entry.
    const grow = (bytes: number) => this.#options.cache.grow(key, value, bytes);
    const compressors = this.#options.compressors;
    const body = await ProgramBody.of(cut.json, complete, { compressors, grow });
    const value: Stored = { kind: 'program', body };
    const storedAt = Math.min(...reads.map((read) => read.storedAt));
    return { value, bytes: body.json.bytes.byteLength, keep: complete, storedAt };
  }
}

/** How a list is read whole: which showings it shapes, how it reaches the platform, where its page count goes. */
interface WholeRead extends Pick<ProgramAsked, 'movie' | 'cinemaIds'> {
  upstream: Upstream;
  pagesKey: string;
  /** Shown every item, to spot a platform that ignored a filter. */
  see?: (item: Showing) => void;
}

/** A whole list as the cache keeps it: counted by its weight, kept only when read whole. */
function toKeep(list: WholeList) {
  return { value: { kind: 'list', list } as Stored, bytes: wholeListBytes(list), keep: list.complete };
}

/** Whether a start lies outside the window for sure: a naive time may lie a day either way of its UTC reading. */
function outside(start: string, from: number, to: number): boolean {
  const time = resolveInstant(start, 'UTC')?.getTime();
  if (time === undefined) return false;
  const naive = !/(z|[+-]\d{2}(:?\d{2})?)$/i.test(start);
  return naive ? time + NAIVE_AFTER_MS < from || time - NAIVE_BEFORE_MS > to : time < from || time > to;
}

function busyLookups(): ProxyError {
  return new ProxyError(
    503,
    'busy',
    'The showtime proxy is looking up as many ids as it may at once: try again in a second.',
    {
      'Retry-After': '1',
    },
  );
}
