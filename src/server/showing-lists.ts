/**
 * Where the proxy's answers come from: the platform's lists, read whole, filtered and sorted by
 * the proxy, and kept. A platform that turns out to ignore the window and the cinema ids (items
 * it sent lie outside them) is remembered as one: from then on the proxy reads each movie's
 * whole list once and cuts every window from it, instead of reading it again for every window.
 */
import { endpointUrl } from '../shared/endpoint-url.js';
import type { CachedRead, CacheRead } from './cached-read.js';
import { filtered } from './list-filter.js';
import { listedItem } from './listed-item.js';
import type { ListedItem } from './listed-item.js';
import type { Upstream } from './platform-get.js';
import { platformGet } from './platform-get.js';
import { readPlatformList } from './platform-list.js';
import { ProxyError } from './proxy-error.js';
import { listKey } from './proxy-request.js';
import type { ProxyRoute } from './proxy-request.js';
import { documentValue, listValue } from './proxy-value.js';
import type { ProxyValue } from './proxy-value.js';

export interface ShowingSourceOptions {
  apiBase: string;
  upstream: Upstream;
  read: CachedRead<ProxyValue>;
  /** A list longer than this many platform pages is refused, never cut. */
  maxPages: number;
  warn: (message: string) => void;
}

export type Answered = CacheRead<ProxyValue>;
type ListRoute = Exclude<ProxyRoute, { kind: 'movie' }>;

/** Answers a route through the cache. */
export function showingSource(options: ShowingSourceOptions): (route: ProxyRoute) => Promise<Answered> {
  const { apiBase, upstream, read, maxPages } = options;
  let ignoresFilters = false;

  /** The platform's list at `url` as listed items, or its 404 as a document. */
  const platformList = async (url: URL) => {
    const list = await readPlatformList(url, upstream, maxPages);
    return list.status === 200 ? list.items.map(listedItem) : documentValue(404, { error: list.error });
  };

  /** A movie's whole list, read once for every window cut from it. */
  const catalogue = async (movieId: number): Promise<readonly ListedItem[]> => {
    const got = await read(`catalogue ${movieId}`, async () => {
      const items = await platformList(endpointUrl(apiBase, 'showings', { movieId }));
      return Array.isArray(items) ? listValue(items) : items;
    });
    return got.value.kind === 'list' ? got.value.items : [];
  };

  const list = async (route: ListRoute) => {
    if (route.kind === 'showings' && ignoresFilters) {
      return listValue(filtered(await catalogue(route.filter.movieId!), route.filter).items);
    }
    const items = await platformList(upstreamUrl(apiBase, route));
    if (!Array.isArray(items)) return items;
    const kept = filtered(items, route.filter);
    if (route.kind === 'showings' && kept.ignoredFilter && !ignoresFilters) {
      ignoresFilters = true;
      options.warn('the Cinema Platform ignores the window or cinema filters of /showings: the proxy applies them');
    }
    return listValue(kept.items);
  };

  return (route) => {
    if (route.kind !== 'movie') return read(listKey(route), () => list(route));
    const url = endpointUrl(apiBase, `movies/${encodeURIComponent(route.movie)}`);
    return read(`movies/${route.movie}`, async () => {
      const got = await platformGet(url, upstream);
      if (got.status !== 200) return documentValue(404, { error: got.error });
      // Kept and shared through CDNs for a minute: an answer that is no movie is an error, never kept.
      if (!Number.isSafeInteger(Object(got.body).id)) {
        throw new ProxyError(502, 'upstream_bad_response', `The Cinema Platform's ${url.pathname} is no movie.`);
      }
      return documentValue(200, got.body);
    });
  };
}

/** The platform URL of a list, with the filters the widget asked for: a platform that honours them sends less. */
function upstreamUrl(apiBase: string, route: ListRoute): URL {
  const { movieId, cinemaIds, from, to, sort, order } = route.filter;
  if (route.kind === 'cinema-showings') {
    return endpointUrl(apiBase, `cinemas/${route.cinemaId}/showings-future`, { movieId });
  }
  const instant = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString());
  return endpointUrl(apiBase, 'showings', {
    movieId,
    'cinemaIds[]': cinemaIds,
    startDatetimeFrom: instant(from),
    startDatetimeTo: instant(to),
    sort,
    order,
  });
}
