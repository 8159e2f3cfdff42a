/**
 * What the showtime proxy answers: only the GET requests the widget makes (docs/design.md,
 * "Requests"), with only the query parameters it sends, each checked. Anything else is refused
 * before the platform is asked, so the proxy cannot be used to reach the rest of the platform's
 * API, and odd values cannot multiply the lists it reads and keeps.
 */
import { badParameter, ProxyError } from './proxy-error.js';

/** The slice of a list one request asks for. */
export interface PageAsked {
  offset: number;
  size: number;
}

/** What a list is filtered and sorted by; the proxy applies each itself (see list-filter.ts). */
export interface ListFilter {
  movieId?: number;
  cinemaIds: readonly number[];
  /** Inclusive bounds of the start instant, in epoch milliseconds. */
  from?: number;
  to?: number;
  sort: 'startDatetime' | 'id';
  order: 'asc' | 'desc';
}

export type ProxyRoute =
  | { kind: 'showings'; filter: ListFilter; page: PageAsked }
  | { kind: 'cinema-showings'; cinemaId: number; filter: ListFilter; page: PageAsked }
  | { kind: 'movie'; movie: string };

/** Items per page: the asked `limit` (else `perPage`), at most the platform's cursor maximum (spec "Limits"). */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_CINEMA_IDS = 1_000;
const PAGING = ['limit', 'page', 'perPage', 'cursor'];
const NUMERIC_ID = /^[1-9]\d{0,15}$/;
/** A legacy alphanumeric movie id, as the widget's `movie` attribute takes it. */
const LEGACY_ID = /^[a-z\d][\w-]{0,63}$/i;
/** An ISO 8601 instant: with `Z` or an offset, never a naive wall time (its instant would depend on the cinema). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The route of `path` (the part after the proxy's base path) and its checked query; throws a ProxyError. */
export function parseRoute(path: string, query: URLSearchParams): ProxyRoute {
  if (path === 'showings') {
    allowOnly(query, ['movieId', 'cinemaIds[]', 'startDatetimeFrom', 'startDatetimeTo', 'sort', 'order', ...PAGING]);
    const movieId = numericId(query, 'movieId');
    if (movieId === undefined) throw badParameter('movieId', 'a numeric movie id (the proxy lists one movie)');
    return { kind: 'showings', filter: { movieId, ...windowOf(query), ...orderOf(query) }, page: pageOf(query) };
  }
  const cinema = /^cinemas\/([^/]+)\/showings-future$/.exec(path);
  if (cinema) {
    allowOnly(query, ['movieId', ...PAGING]);
    const cinemaId = idOf(cinema[1]!, 'the cinema id in the path');
    const movieId = numericId(query, 'movieId');
    const filter: ListFilter = { cinemaIds: [cinemaId], sort: 'startDatetime', order: 'asc' };
    return {
      kind: 'cinema-showings',
      cinemaId,
      filter: movieId ? { ...filter, movieId } : filter,
      page: pageOf(query),
    };
  }
  const movie = /^movies\/([^/]+)$/.exec(path)?.[1];
  if (movie !== undefined) {
    allowOnly(query, []);
    if (!LEGACY_ID.test(movie)) throw badParameter('the movie id in the path', 'a numeric or legacy movie id');
    return { kind: 'movie', movie };
  }
  throw new ProxyError(
    404,
    'not_found',
    'The showtime proxy answers only showings, cinemas/{id}/showings-future and movies/{id}.',
  );
}

/** One key per list, whatever page is asked: every page of a list is cut from one read. */
export function listKey(route: Exclude<ProxyRoute, { kind: 'movie' }>): string {
  const { movieId, cinemaIds, from, to, sort, order } = route.filter;
  const base = route.kind === 'showings' ? 'showings' : `cinemas/${route.cinemaId}/showings-future`;
  return `${base} ${JSON.stringify([movieId, cinemaIds, from, to, sort, order])}`;
}

function allowOnly(query: URLSearchParams, allowed: readonly string[]): void {
  for (const name of new Set(query.keys())) {
    if (!allowed.includes(name)) {
      const accepted = allowed.length ? `it takes only ${allowed.join(', ')}` : 'it takes no query parameters';
      throw new ProxyError(400, 'unknown_parameter', `Query parameter ${name} is not accepted here: ${accepted}.`);
    }
    if (name !== 'cinemaIds[]' && query.getAll(name).length > 1) throw badParameter(name, 'one value, given once');
  }
}

function idOf(text: string, name: string): number {
  if (!NUMERIC_ID.test(text) || !Number.isSafeInteger(Number(text))) throw badParameter(name, 'a numeric id');
  return Number(text);
}

function numericId(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  return text === null ? undefined : idOf(text, name);
}

function windowOf(query: URLSearchParams): Pick<ListFilter, 'cinemaIds' | 'from' | 'to'> {
  const ids = query.getAll('cinemaIds[]').map((text) => idOf(text, 'cinemaIds[]'));
  if (ids.length > MAX_CINEMA_IDS) throw badParameter('cinemaIds[]', `at most ${MAX_CINEMA_IDS} ids`);
  const instant = (name: string) => {
    const text = query.get(name);
    if (text === null) return undefined;
    const time = INSTANT.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(time)) throw badParameter(name, 'an ISO instant with Z or an offset, e.g. 2026-11-22T20:30:00Z');
    return time;
  };
  const from = instant('startDatetimeFrom');
  const to = instant('startDatetimeTo');
  if (from !== undefined && to !== undefined && from > to) {
    throw badParameter('startDatetimeFrom', 'an instant no later than startDatetimeTo');
  }
  const window = { cinemaIds: [...new Set(ids)].sort((a, b) => a - b) };
  return { ...window, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

function orderOf(query: URLSearchParams): Pick<ListFilter, 'sort' | 'order'> {
  const sort = query.get('sort') ?? 'startDatetime';
  const order = query.get('order') ?? 'asc';
  if (sort !== 'startDatetime' && sort !== 'id') throw badParameter('sort', 'startDatetime or id');
  if (order !== 'asc' && order !== 'desc') throw badParameter('order', 'asc or desc');
  return { sort, order };
}

function pageOf(query: URLSearchParams): PageAsked {
  const count = (name: string, max: number) => {
    const text = query.get(name);
    if (text === null) return undefined;
    if (!/^\d{1,7}$/.test(text) || Number(text) < 1 || Number(text) > max) {
      throw badParameter(name, `a whole number from 1 to ${max}`);
    }
    return Number(text);
  };
  const limit = count('limit', MAX_PAGE_SIZE);
  const perPage = count('perPage', MAX_PAGE_SIZE);
  const page = count('page', MAX_PAGE) ?? 1;
  const size = limit ?? perPage ?? MAX_PAGE_SIZE;
  const cursor = query.get('cursor');
  // The proxy's cursors are offsets into the list: it issues them, so it reads them.
  if (cursor !== null && !/^\d{1,7}$/.test(cursor)) throw badParameter('cursor', 'a cursor this proxy issued');
  const offset = cursor !== null ? Number(cursor) : (page - 1) * size;
  return { offset, size };
}
