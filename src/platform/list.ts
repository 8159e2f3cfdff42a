/**
 * Reads a whole list from the platform, whichever of its two conventions it uses (spec
 * "Endpoints", rules 2 and 6): a bare array paged by `page`/`perPage` (go on until a short page),
 * or a `{data, pagination}` envelope paged by `cursor` (go on while `has_more`). The first
 * request asks for 100 items in both schemes, so one request is enough for most lists. Where the
 * first page tells the total (`pagination.total` or `X-Total-Count`), the other numbered pages
 * are asked for at once (a few travel at a time) instead of one after another. Each page's items
 * go to the list's reader as the page lands (token mode shapes them into a program, checking
 * each: a bad one is skipped and counted, never the whole list lost); only the reader's result is kept.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import type { JsonAnswer } from './request.js';

/** How the reading of a list ended: whole, or cut (a page cap, a later page that failed), and why. */
export interface ListEnd {
  complete: boolean;
  /** Why the list is not whole, for the console. */
  unread?: { reason: 'page-cap' | 'page-failed'; message: string };
}

/** What a list's pages are read into. */
export interface ListReader<T> {
  /** Takes a page's items as they came (unchecked), with the page's URL for messages. */
  take(items: unknown[], url: string): void | Promise<void>;
  /** What the pages taken so far make: the list's result, or its first page's while more follow. */
  result(end: ListEnd): T;
}

/** Items per page: the cursor scheme's maximum (spec "Limits"), asked for in both schemes. */
const PAGE_SIZE = 100;

/**
 * Reads every page of the list at `firstUrl` through `get` into `reader`, at most `maxPages` of
 * them (handing the first page's result to `onFirstPage` when more follow): past that the list is
 * cut (with a console warning where `maxPages` is the reader's cap, and `complete: false`) rather
 * than failed, so a server that keeps saying "more" cannot make the widget loop, and what arrived
 * is still shown. A later page that fails cuts the list the same way; only a failed first page
 * fails it. A read of fewer pages than the cap on purpose (`quiet`) says nothing in the console.
 */
export function readList<T>(firstUrl: URL, reader: ListReader<T>, options: ListOptions<T>): Promise<T> {
  return new ListRead(firstUrl, reader, options).result();
}

/** One read of a list: the pages read so far, whether a later one failed, how many it has where past the cap. */
class ListRead<T> {
  readonly #firstUrl: URL;
  readonly #reader: ListReader<T>;
  readonly #options: ListOptions<T>;
  readonly #pages: Page[] = [];
  #failed = false;
  #wanted = 0;

  constructor(firstUrl: URL, reader: ListReader<T>, options: ListOptions<T>) {
    this.#firstUrl = firstUrl;
    this.#reader = reader;
    this.#options = options;
  }

  async result(): Promise<T> {
    const { maxPages, quiet = false, onFirstPage } = this.#options;
    const first = await this.#read({ limit: PAGE_SIZE, page: 1, perPage: PAGE_SIZE });
    this.#pages.push(first);
    // More pages follow: what the first holds can be shown while they are read.
    if (first.cursor || first.count >= PAGE_SIZE) onFirstPage?.(this.#reader.result({ complete: false }));
    // A bare array that states a total may page by fewer than asked: its first page tells its page size.
    if (first.total !== undefined && first.count < first.total && (first.bare || first.count === PAGE_SIZE)) {
      await this.#readNumbered(first.total, first.count);
    } else await this.#readFollowing();
    const end = listEnd(this.#firstUrl, this.#pages.length, this.#failed, this.#wanted > maxPages);
    if (end.unread && !(quiet && !this.#failed)) console.warn(`showtime-finder: ${end.unread.message}`);
    return this.#reader.result(end);
  }

  /** Pages 2..N by number (docs/design.md, "Public contract", Requests), all asked for at once. */
  async #readNumbered(total: number, pageSize: number): Promise<void> {
    this.#wanted = Math.ceil(total / pageSize);
    const count = Math.min(this.#wanted, this.#options.maxPages) - 1;
    const read = (index: number) => this.#read({ limit: PAGE_SIZE, page: index + 2, perPage: PAGE_SIZE });
    this.#failed = !(await inParallel(count, read, this.#pages));
  }

  /** The pages after the first, one after another: by cursor, or by number until a short page. */
  async #readFollowing(): Promise<void> {
    for (let page = this.#pages[0]!; ; page = this.#pages.at(-1)!) {
      const next = page.cursor
        ? { cursor: page.cursor, limit: PAGE_SIZE }
        : page.bare && page.count >= PAGE_SIZE
          ? { page: this.#pages.length + 1, perPage: PAGE_SIZE }
          : undefined;
      if (!next) return;
      if (this.#pages.length >= this.#options.maxPages) {
        this.#wanted = this.#pages.length + 1;
        return;
      }
      this.#failed = !(await readOrCut(() => this.#read(next), this.#pages));
      if (this.#failed) return;
    }
  }

  /** A page of the list with `params`, its items taken by the reader as it lands. */
  async #read(params: Record<string, unknown>): Promise<Page> {
    const url = new URL(this.#firstUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const page = await readPage(url.href, this.#options.get);
    await this.#reader.take(page.items, url.href);
    return page;
  }
}

export interface ListOptions<T> {
  get: (url: string) => Promise<JsonAnswer>;
  maxPages: number;
  /** A deliberate read of the first pages only: no warning for the pages left. */
  quiet?: boolean;
  onFirstPage?: (firstPage: T) => void;
}

function listEnd(url: URL, pages: number, failed: boolean, capped: boolean): ListEnd {
  if (!failed && !capped) return { complete: true };
  const reason = failed ? 'page-failed' : 'page-cap';
  const message = failed
    ? `${url.href} cut: a later page failed (${pages} read).`
    : `${url.href} cut at the page cap of ${pages}: it has more pages.`;
  return { complete: false, unread: { reason, message } };
}

/** Appends the page `read` gives; false when it failed with a platform error (an abort rejects). */
async function readOrCut(read: () => Promise<Page>, pages: Page[]): Promise<boolean> {
  try {
    pages.push(await read());
    return true;
  } catch (error) {
    if (!(error instanceof ShowtimeFinderError)) throw error;
    console.warn(`showtime-finder: ${error.message}`);
    return false;
  }
}

/** One page read: its items, how many it had, what it says of the rest. */
interface Page {
  items: unknown[];
  /** Items on the page: a short page ends a bare array. */
  count: number;
  bare: boolean;
  total?: number;
  cursor?: string;
}

async function readPage(url: string, get: (url: string) => Promise<JsonAnswer>): Promise<Page> {
  const { body, headers } = await get(url);
  const envelope: { data?: unknown; pagination?: unknown } = Object(body);
  const bare = Array.isArray(body);
  const items: unknown = bare ? body : envelope.data;
  if (!Array.isArray(items)) {
    throw new ShowtimeFinderError('bad-response', `GET ${url} answered no array or {data, pagination}.`);
  }
  const { has_more, next_cursor, total }: Record<string, unknown> = Object(envelope.pagination);
  const headerTotal = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  const page: Page = { items, count: items.length, bare };
  const stated = bare ? headerTotal : typeof total === 'number' ? total : headerTotal;
  if (Number.isSafeInteger(stated) && stated >= 0) page.total = stated;
  // A server that keeps answering has_more is stopped by the page cap.
  if (!bare && has_more === true && next_cursor) page.cursor = String(next_cursor);
  return page;
}

/**
 * Reads `count` pages, all asked for at once (the platform's page slots let a few through at a
 * time, client.ts), and appends them to `pages` up to the first that failed; false when one failed.
 * Every page is read whatever another's fate: a failed page cuts the list, whose later pages'
 * items were taken already, and a cut list says so whatever it holds.
 */
async function inParallel(count: number, read: (index: number) => Promise<Page>, pages: Page[]): Promise<boolean> {
  const results = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const page: Page[] = [];
      return (await readOrCut(() => read(index), page)) ? page[0] : undefined;
    }),
  );
  const failed = results.indexOf(undefined);
  pages.push(...(results.slice(0, failed < 0 ? count : failed) as Page[]));
  return failed < 0;
}
