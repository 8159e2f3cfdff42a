/**
 * Reads a whole list from the platform for the proxy, in either of its conventions (spec
 * "Endpoints", rules 2 and 6): a bare array paged by `page`/`perPage`, or a `{data, pagination}`
 * envelope paged by `cursor`. Where the first page tells the total (`pagination.total` or
 * `X-Total-Count`), the other pages are asked by number all at once, and the upstream
 * concurrency limit spaces them; otherwise they follow one another.
 */
import { platformGet } from './platform-get.js';
import type { Upstream } from './platform-get.js';
import { ProxyError } from './proxy-error.js';

/** The platform's page maximum (spec "Limits"), asked for in both schemes. */
const PAGE_SIZE = 100;

export type PlatformList = { status: 200; items: unknown[] } | { status: 404; error: string };

interface Page {
  items: unknown[];
  total?: number;
  cursor?: string;
  bare: boolean;
}

/** Every item of the list at `url`; a list longer than `maxPages` pages fails rather than being cut silently. */
export async function readPlatformList(url: URL, upstream: Upstream, maxPages: number): Promise<PlatformList> {
  const get = async (params: Record<string, string | number>) => {
    const pageUrl = new URL(url);
    for (const [name, value] of Object.entries(params)) pageUrl.searchParams.set(name, String(value));
    return platformGet(pageUrl, upstream);
  };
  const read = async (params: Record<string, string | number>) => {
    const answer = await get(params);
    if (answer.status !== 200) throw badList(url, 'a later page answered 404');
    return pageOf(answer.body, answer.headers, url);
  };
  const numbered = (page: number) => ({ limit: PAGE_SIZE, page, perPage: PAGE_SIZE });
  const answer = await get(numbered(1));
  if (answer.status === 404) return answer;
  const first = pageOf(answer.body, answer.headers, url);
  const pages = [first];
  if (first.total !== undefined && first.items.length === PAGE_SIZE && first.total > PAGE_SIZE) {
    const count = Math.ceil(first.total / PAGE_SIZE);
    if (count > maxPages) throw tooLong(url, maxPages);
    pages.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => read(numbered(index + 2))))));
  } else {
    for (let page = first; page.cursor || (page.bare && page.items.length >= PAGE_SIZE);) {
      if (pages.length >= maxPages) throw tooLong(url, maxPages);
      page = await read(
        page.cursor ? { cursor: page.cursor, limit: PAGE_SIZE } : { page: pages.length + 1, perPage: PAGE_SIZE },
      );
      pages.push(page);
    }
  }
  return { status: 200, items: pages.flatMap((page) => page.items) };
}

function pageOf(body: unknown, headers: Headers, url: URL): Page {
  const bare = Array.isArray(body);
  const envelope: { data?: unknown; pagination?: unknown } = Object(body);
  const items = bare ? body : envelope.data;
  if (!Array.isArray(items)) throw badList(url, 'it answered no array or {data, pagination}');
  const { has_more, next_cursor, total }: Record<string, unknown> = Object(envelope.pagination);
  const stated = typeof total === 'number' ? total : Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return {
    items,
    bare,
    ...(Number.isSafeInteger(stated) && stated >= 0 ? { total: stated } : {}),
    ...(!bare && has_more === true && typeof next_cursor === 'string' && next_cursor ? { cursor: next_cursor } : {}),
  };
}

function badList(url: URL, why: string): ProxyError {
  return new ProxyError(
    502,
    'upstream_bad_response',
    `The Cinema Platform's list ${url.pathname} is unreadable: ${why}.`,
  );
}

function tooLong(url: URL, maxPages: number): ProxyError {
  return new ProxyError(
    502,
    'upstream_list_too_long',
    `The Cinema Platform's list ${url.pathname} has more than ${maxPages} pages: ` +
      'the proxy reads lists whole or not at all.',
  );
}
