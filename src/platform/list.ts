/**
 * Reads a whole list from the platform, whichever of its two conventions it uses (spec
 * "Endpoints", rules 2 and 6): a bare array paged by `page`/`perPage` (go on until a short page),
 * or a `{data, pagination}` envelope paged by `cursor` (go on while `has_more`). The first
 * request asks for 100 items in both schemes, so one request is enough for most lists. Items
 * are checked one by one: a bad one is skipped and counted, never the whole list lost.
 */
import { ShowtimeFinderError } from '../errors.js';
import type * as z from 'zod/mini';

export interface ListResult<T> {
  items: T[];
  /** Items the platform sent that failed the schema and were left out. */
  skipped: number;
}

/** Items per page: the cursor scheme's maximum (spec "Limits"), asked for in both schemes. */
export const pageSize = 100;

interface Page {
  items: unknown[];
  /** The cursor of the next page in the envelope scheme. */
  nextCursor?: string;
  envelope: boolean;
}

/**
 * Fetches every page of the list at `firstUrl` through `get`, at most `maxPages` of them: past
 * that the list is cut (with a console warning) rather than failed, so a server that keeps
 * saying "more" cannot make the widget loop, and what arrived is still shown.
 */
export async function readList<T>(
  firstUrl: URL,
  schema: z.ZodMiniType<T>,
  get: (url: string) => Promise<unknown>,
  maxPages: number,
): Promise<ListResult<T>> {
  const result: ListResult<T> = { items: [], skipped: 0 };
  const seenCursors = new Set<string>();
  let url: URL | undefined = withParams(firstUrl, { limit: pageSize, page: 1, perPage: pageSize });
  for (let pageNumber = 1; url; pageNumber += 1) {
    if (pageNumber > maxPages) {
      console.warn(`showtime-finder: read ${maxPages} pages of ${firstUrl.href}, the limit; later items are not shown.`);
      break;
    }
    const page = readPage(await get(url.href), url.href);
    collect(page.items, schema, result, url.href);
    url = undefined;
    if (page.envelope) {
      if (page.nextCursor !== undefined && page.items.length > 0 && !seenCursors.has(page.nextCursor)) {
        seenCursors.add(page.nextCursor);
        url = withParams(firstUrl, { cursor: page.nextCursor, limit: pageSize });
      }
    } else if (page.items.length >= pageSize) {
      url = withParams(firstUrl, { page: pageNumber + 1, perPage: pageSize });
    }
  }
  return result;
}

function withParams(base: URL, params: Record<string, string | number>): URL {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url;
}

function readPage(body: unknown, url: string): Page {
  if (Array.isArray(body)) return { items: body, envelope: false };
  if (typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)) {
    const { data, pagination } = body as { data: unknown[]; pagination?: unknown };
    const more = typeof pagination === 'object' && pagination !== null ? (pagination as Record<string, unknown>) : {};
    const nextCursor = more.has_more === true && typeof more.next_cursor === 'string' && more.next_cursor !== '' ? more.next_cursor : undefined;
    return nextCursor === undefined ? { items: data, envelope: true } : { items: data, nextCursor, envelope: true };
  }
  throw new ShowtimeFinderError(
    'bad-response',
    `The answer to GET ${url} is not a list (neither an array nor {data, pagination}).`,
  );
}

function collect<T>(items: unknown[], schema: z.ZodMiniType<T>, result: ListResult<T>, url: string): void {
  let skipped = 0;
  let firstReason = '';
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      result.items.push(parsed.data);
      continue;
    }
    if (skipped === 0) {
      const issue = parsed.error.issues[0];
      firstReason = `${issue?.path.join('.') || 'item'}: ${issue?.message}`;
    }
    skipped += 1;
  }
  if (skipped === 0) return;
  result.skipped += skipped;
  console.warn(`showtime-finder: skipped ${skipped} of ${items.length} items of GET ${url} that the widget cannot read (first: ${firstReason}).`);
}
