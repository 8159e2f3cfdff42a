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
  const answer = await platformGet(pageUrl(url, numbered(1)), read.upstream);
  if (answer.status === 404) return { status: 404 };
  const first = pageOf(answer.body, answer.headers, url);
  const tally = new ListTally(url, read);
  tally.take(first);
  if (read.firstPageOnly) return tally.whole();
  if (first.total !== undefined && first.count === PAGE_SIZE && first.total > PAGE_SIZE) {
    return readNumbered(Math.ceil(first.total / PAGE_SIZE), tally);
  }
  return readFollowing(first, tally);
}

/** The pages after the first, by number, all asked for at once: the list states its total. */
async function readNumbered(count: number, tally: ListTally): Promise<PlatformList> {
  const { maxPages } = tally.read;
  const read = await numberedPages(
    Math.min(count, maxPages),
    (page) => laterPage(numbered(page), tally),
    (page) => tally.take(page),
  );
  if (read.failure !== undefined) return tally.cut('page-failed', read.failure);
  return count > maxPages ? tally.cut('page-cap') : tally.whole();
}

/** The pages after `first`, one after another: by cursor, or by number until a short page. */
async function readFollowing(first: Page, tally: ListTally): Promise<PlatformList> {
  for (let page = first; page.cursor || (page.bare && page.count >= PAGE_SIZE);) {
    if (tally.pages >= tally.read.maxPages) return tally.cut('page-cap');
    try {
      page = await laterPage(
        page.cursor ? { cursor: page.cursor, limit: PAGE_SIZE } : numbered(tally.pages + 1),
        tally,
      );
    } catch (error) {
      return tally.cut('page-failed', error);
    }
    tally.take(page);
  }
  return tally.whole();
}

/** What a list read took so far: its pages and skipped items, each page's items handed on as taken. */
class ListTally {
  pages = 0;
  skipped = 0;

  constructor(
    readonly url: URL,
    readonly read: ListRead,
  ) {}

  take(page: Page): void {
    this.read.onItems(page.items);
    this.skipped += page.skipped;
    this.pages += 1;
  }

  whole(): PlatformList {
    return { status: 200, skipped: this.skipped, complete: true };
  }

  /** The list cut where it stands: what was read is kept, and `unread` says why it is not all. */
  cut(reason: ProgramUnread['reason'], error?: unknown): PlatformList {
    const what = `${this.url.pathname}: ${this.pages} of its pages read`;
    const why =
      reason === 'page-cap'
        ? `it has more than ${this.read.maxPages} pages`
        : `a later page failed (${messageOf(error)})`;
    return { status: 200, skipped: this.skipped, complete: false, unread: { reason, message: `${what}; ${why}.` } };
  }
}

/** The numbered page `page`, of the size asked for in both schemes. */
function numbered(page: number): Record<string, number> {
  return { limit: PAGE_SIZE, page, perPage: PAGE_SIZE };
}

function pageUrl(url: URL, params: Record<string, string | number>): URL {
  const pageUrl = new URL(url);
  for (const [name, value] of Object.entries(params)) pageUrl.searchParams.set(name, String(value));
  return pageUrl;
}

/** A page after the first: a 404 there makes the list unreadable. */
async function laterPage(params: Record<string, string | number>, { url, read }: ListTally): Promise<Page> {
  const answer = await platformGet(pageUrl(url, params), read.upstream);
  if (answer.status !== 200) throw badList(url, 'a later page answered 404');
  return pageOf(answer.body, answer.headers, url);
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
