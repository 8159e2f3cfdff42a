/**
 * Reads a whole list from the platform, whichever of its two conventions it uses (spec
 * "Endpoints", rules 2 and 6): a bare array paged by `page`/`perPage` (go on until a short page),
 * or a `{data, pagination}` envelope paged by `cursor` (go on while `has_more`). The first
 * request asks for 100 items in both schemes, so one request is enough for most lists. Where the
 * first page tells the total (`pagination.total` or `X-Total-Count`), the other numbered pages
 * are asked for at once (a few travel at a time) instead of one after another. Items are checked
 * one by one: a bad one is skipped and counted, never the whole list lost.
 */
import { ShowtimeFinderError } from '../shared/errors.js';
import type { JsonAnswer } from './request.js';
import { itemCompactor } from './compact-items.js';
import type * as z from 'zod/mini';

export interface ListResult<T> {
  /** Shared by every widget that asked for the list: read, never changed. */
  items: readonly T[];
  /** Items the platform sent that failed the schema and were left out. */
  skipped: number;
  /** False when the list was cut (page cap, a later page that failed): items may be missing anywhere in it. */
  complete: boolean;
}

/** Items per page: the cursor scheme's maximum (spec "Limits"), asked for in both schemes. */
const PAGE_SIZE = 100;

/**
 * Fetches every page of the list at `firstUrl` through `get`, at most `maxPages` of them (handing
 * the first to `onFirstPage` when more follow): past
 * that the list is cut (with a console warning, and `complete: false`) rather than failed, so a
 * server that keeps saying "more" cannot make the widget loop, and what arrived is still shown.
 * A later page that fails cuts the list the same way; only a failed first page fails it.
 */
export async function readList<T>(
  firstUrl: URL,
  schema: z.ZodMiniType<T>,
  get: (url: string) => Promise<JsonAnswer>,
  maxPages: number,
  onFirstPage?: (firstPage: ListResult<T>) => void,
): Promise<ListResult<T>> {
  const compact = itemCompactor();
  const read = (params: Record<string, unknown>) => {
    const url = new URL(firstUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    return readPage(url.href, schema, get, compact);
  };
  const numbered = (page: number) => read({ limit: PAGE_SIZE, page, perPage: PAGE_SIZE });
  const pages = [await numbered(1)];
  let complete = true;
  let page = pages[0]!;
  // More pages follow: what the first holds can be shown while they are read.
  if (page.cursor || page.count >= PAGE_SIZE)
    onFirstPage?.({ items: page.items, skipped: page.skipped, complete: false });
  // A bare array that states a total may page by fewer than asked: its first page tells its page size.
  if (page.total !== undefined && page.items.length < page.total && (page.bare || page.count === PAGE_SIZE)) {
    // Pages 2..N by number, kept in order (docs/design.md, "Public contract", Requests).
    const needed = Math.ceil(page.total / page.count);
    complete =
      (await inParallel(Math.min(needed, maxPages) - 1, (index) => numbered(index + 2), pages)) && needed <= maxPages;
  } else {
    for (;;) {
      const next = page.cursor
        ? { cursor: page.cursor, limit: PAGE_SIZE }
        : page.bare && page.count >= PAGE_SIZE
          ? { page: pages.length + 1, perPage: PAGE_SIZE }
          : undefined;
      if (!next) break;
      complete = pages.length < maxPages && (await readOrCut(() => read(next), pages));
      if (!complete) break;
      page = pages.at(-1)!;
    }
  }
  if (!complete) console.warn(`showtime-finder: ${firstUrl.href} cut after ${pages.length} pages.`);
  return {
    items: pages.flatMap((read) => read.items),
    skipped: pages.reduce((sum, read) => sum + read.skipped, 0),
    complete,
  };
}

/** Appends the page `read` gives; false when it failed with a platform error (an abort rejects). */
async function readOrCut<T>(read: () => Promise<Page<T>>, pages: Page<T>[]): Promise<boolean> {
  try {
    pages.push(await read());
    return true;
  } catch (error) {
    if (!(error instanceof ShowtimeFinderError)) throw error;
    console.warn(`showtime-finder: ${error.message}`);
    return false;
  }
}

/** One page read: its good items, how many it had, what it says of the rest. */
interface Page<T> {
  items: T[];
  skipped: number;
  /** Items on the page, good or bad: a short page ends a bare array. */
  count: number;
  bare: boolean;
  total?: number;
  cursor?: string;
}

async function readPage<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  get: (url: string) => Promise<JsonAnswer>,
  compact: <Item>(items: Item[]) => Item[],
) {
  const { body, headers } = await get(url);
  const envelope: { data?: unknown; pagination?: unknown } = Object(body);
  const bare = Array.isArray(body);
  const items: unknown = bare ? body : envelope.data;
  if (!Array.isArray(items)) {
    throw new ShowtimeFinderError('bad-response', `GET ${url} answered no array or {data, pagination}.`);
  }
  const { has_more, next_cursor, total }: Record<string, unknown> = Object(envelope.pagination);
  const headerTotal = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  const page: Page<T> = { items: [], skipped: 0, count: items.length, bare };
  const stated = bare ? headerTotal : typeof total === 'number' ? total : headerTotal;
  if (Number.isSafeInteger(stated) && stated >= 0) page.total = stated;
  // A server that keeps answering has_more is stopped by the page cap.
  if (!bare && has_more === true && next_cursor) page.cursor = String(next_cursor);
  // Each item on its own: the good ones kept, the others counted, the first problem named once.
  let firstReason = '';
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      page.items.push(parsed.data);
    } else if (page.skipped++ === 0) {
      const issue = parsed.error.issues[0];
      firstReason = `${issue?.path.join('.') || 'item'}: ${issue?.message}`;
    }
  }
  if (page.skipped > 0) {
    console.warn(
      `showtime-finder: GET ${url}: skipped ${page.skipped}/${items.length} bad items (first: ${firstReason}).`,
    );
  }
  page.items = compact(page.items);
  return page;
}

/**
 * Reads `count` pages, all asked for at once (the platform's page slots let a few through at a
 * time, client.ts), and appends them to `pages` in index order up to the first that failed (a gap
 * would lose items silently); false when one failed.
 */
async function inParallel<T>(count: number, read: (index: number) => Promise<Page<T>>, pages: Page<T>[]) {
  const results: Page<T>[][] = [];
  let next = 0;
  let complete = true;
  // One worker per page, so that every read waits in the page slots at once: each loop runs once. A plain
  // map over the pages would read more simply, but came out larger under gzip, past the size budget.
  const worker = async () => {
    while (complete && next < count) {
      const index = next++;
      complete = await readOrCut(() => read(index), (results[index] = []));
    }
  };
  await Promise.all(Array.from({ length: count }, worker));
  for (const [read] of results) {
    if (!read) return false;
    pages.push(read);
  }
  return complete;
}
