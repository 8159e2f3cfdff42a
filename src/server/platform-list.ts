/**
 * Reads a whole list from the platform for the proxy, in either of its conventions (spec
 * "Endpoints", rules 2 and 6): a bare array paged by `page`/`perPage`, or a `{data, pagination}`
 * envelope paged by `cursor`. Where the first page tells the total (`pagination.total` or
 * `X-Total-Count`), the other pages are asked by number all at once, and the upstream
 * concurrency limit spaces them; otherwise they follow one another. Each page's items are checked
 * by the platform's schema (a bad one skipped and counted, as src/platform/list.ts does) and handed
 * on in list order as they land, so that a long list is shaped page by page, never held whole.
 */
import { showingSchema } from '../platform/schemas.js';
import type { Showing } from '../platform/schemas.js';
import type { ProgramUnread } from '../program/program.js';
import { platformGet } from './platform-get.js';
import type { Upstream } from './platform-get.js';
import { ProxyError } from './proxy-error.js';

/** The platform's page maximum (spec "Limits"), asked for in both schemes. */
const PAGE_SIZE = 100;

/**
 * How a list read ended: a 404 (an unknown cinema), or read, whole or cut. A list is cut at
 * `maxPages`, or where a later page failed: what was read is kept, and `unread` says why it is
 * not all; only a failed first page fails the read.
 */
export type PlatformList =
  { status: 404 } | { status: 200; skipped: number; complete: boolean; unread?: ProgramUnread };

interface Page {
  items: Showing[];
  skipped: number;
  /** Items on the page, good or bad: a short page ends a bare array. */
  count: number;
  total?: number;
  cursor?: string;
  bare: boolean;
}

export interface ListRead {
  upstream: Upstream;
  maxPages: number;
  /** Gets each page's checked items, in list order. */
  onItems: (items: readonly Showing[]) => void;
  /** Reads only the first page (a probe). */
  firstPageOnly?: boolean;
}

export async function readPlatformList(url: URL, read: ListRead): Promise<PlatformList> {
  const { upstream, maxPages, onItems } = read;
  const get = async (params: Record<string, string | number>) => {
    const pageUrl = new URL(url);
    for (const [name, value] of Object.entries(params)) pageUrl.searchParams.set(name, String(value));
    return platformGet(pageUrl, upstream);
  };
  const later = async (params: Record<string, string | number>) => {
    const answer = await get(params);
    if (answer.status !== 200) throw badList(url, 'a later page answered 404');
    return pageOf(answer.body, answer.headers, url);
  };
  const numbered = (page: number) => ({ limit: PAGE_SIZE, page, perPage: PAGE_SIZE });
  const answer = await get(numbered(1));
  if (answer.status === 404) return { status: 404 };
  const first = pageOf(answer.body, answer.headers, url);
  onItems(first.items);
  let skipped = first.skipped;
  let pages = 1;
  const cut = (reason: ProgramUnread['reason'], error?: unknown): PlatformList => {
    const what = `${url.pathname}: ${pages} of its pages read`;
    const why =
      reason === 'page-cap' ? `it has more than ${maxPages} pages` : `a later page failed (${messageOf(error)})`;
    return { status: 200, skipped, complete: false, unread: { reason, message: `${what}; ${why}.` } };
  };
  if (read.firstPageOnly) return { status: 200, skipped, complete: true };
  if (first.total !== undefined && first.count === PAGE_SIZE && first.total > PAGE_SIZE) {
    const count = Math.ceil(first.total / PAGE_SIZE);
    const read = await numberedPages(
      Math.min(count, maxPages),
      (page) => later(numbered(page)),
      (page) => {
        onItems(page.items);
        skipped += page.skipped;
        pages += 1;
      },
    );
    if (read.failure !== undefined) return cut('page-failed', read.failure);
    return count > maxPages ? cut('page-cap') : { status: 200, skipped, complete: true };
  }
  for (let page = first; page.cursor || (page.bare && page.count >= PAGE_SIZE);) {
    if (pages >= maxPages) return cut('page-cap');
    try {
      page = await later(page.cursor ? { cursor: page.cursor, limit: PAGE_SIZE } : numbered(pages + 1));
    } catch (error) {
      return cut('page-failed', error);
    }
    onItems(page.items);
    skipped += page.skipped;
    pages += 1;
  }
  return { status: 200, skipped, complete: true };
}

/**
 * Pages 2..`last`, asked for at once (the upstream limit spaces them). They land in any order; each
 * is handed to `take` once those before it are, up to the first that failed.
 */
async function numberedPages(
  last: number,
  read: (page: number) => Promise<Page>,
  take: (page: Page) => void,
): Promise<{ failure?: unknown }> {
  const landed = new Map<number, Page>();
  let taken = 1;
  let failure: unknown;
  await Promise.all(
    Array.from({ length: last - 1 }, async (_, index) => {
      try {
        landed.set(index + 2, await read(index + 2));
        for (let next = taken + 1; landed.has(next) && failure === undefined; next += 1) {
          take(landed.get(next)!);
          landed.delete(next);
          taken = next;
        }
      } catch (error) {
        failure ??= error;
      }
    }),
  );
  return failure === undefined ? {} : { failure };
}

function pageOf(body: unknown, headers: Headers, url: URL): Page {
  const bare = Array.isArray(body);
  const envelope: { data?: unknown; pagination?: unknown } = Object(body);
  const raw = bare ? body : envelope.data;
  if (!Array.isArray(raw)) throw badList(url, 'it answered no array or {data, pagination}');
  const { has_more, next_cursor, total }: Record<string, unknown> = Object(envelope.pagination);
  const stated = typeof total === 'number' ? total : Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  const items: Showing[] = [];
  for (const item of raw) {
    const checked = showingSchema(item);
    if (checked.ok) items.push(checked.value);
  }
  return {
    items,
    skipped: raw.length - items.length,
    count: raw.length,
    bare,
    ...(Number.isSafeInteger(stated) && stated >= 0 ? { total: stated } : {}),
    ...(!bare && has_more === true && typeof next_cursor === 'string' && next_cursor ? { cursor: next_cursor } : {}),
  };
}

function messageOf(error: unknown): string {
  return error instanceof ProxyError ? error.code : 'unreadable';
}

function badList(url: URL, why: string): ProxyError {
  return new ProxyError(
    502,
    'upstream-bad-response',
    `The Cinema Platform's list ${url.pathname} is unreadable: ${why}.`,
  );
}
