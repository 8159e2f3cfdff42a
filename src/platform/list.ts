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
  /** Shared by every widget that asked for the list: read, never changed. */
  items: readonly T[];
  /** Items the platform sent that failed the schema and were left out. */
  skipped: number;
}

/** Items per page: the cursor scheme's maximum (spec "Limits"), asked for in both schemes. */
const PAGE_SIZE = 100;

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
  const result = { items: [] as T[], skipped: 0 };
  let params: Record<string, unknown> | undefined = { limit: PAGE_SIZE, page: 1, perPage: PAGE_SIZE };
  for (let pageNumber = 1; params; pageNumber += 1) {
    if (pageNumber > maxPages) {
      console.warn(`showtime-finder: ${firstUrl.href} cut after ${maxPages} pages.`);
      break;
    }
    const url = new URL(firstUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const body = await get(url.href);
    const envelope: { data?: unknown; pagination?: unknown } = Object(body);
    const items = Array.isArray(body) ? body : envelope.data;
    if (!Array.isArray(items)) {
      throw new ShowtimeFinderError('bad-response', `GET ${url} answered no array or {data, pagination}.`);
    }
    // Each item on its own: the good ones kept, the others counted, the first problem named once.
    let skipped = 0;
    let firstReason = '';
    for (const item of items) {
      const parsed = schema.safeParse(item);
      if (parsed.success) {
        result.items.push(parsed.data);
      } else if (skipped++ === 0) {
        const issue = parsed.error.issues[0];
        firstReason = `${issue?.path.join('.') || 'item'}: ${issue?.message}`;
      }
    }
    if (skipped > 0) {
      result.skipped += skipped;
      console.warn(
        `showtime-finder: GET ${url}: skipped ${skipped}/${items.length} bad items (first: ${firstReason}).`,
      );
    }
    // The next page, if the list says there is one.
    params = undefined;
    if (items !== body) {
      const { has_more, next_cursor }: Record<string, unknown> = Object(envelope.pagination);
      // A server that keeps answering has_more is stopped by the page cap above.
      if (has_more === true && next_cursor) {
        params = { cursor: next_cursor, limit: PAGE_SIZE };
      }
    } else if (items.length >= PAGE_SIZE) {
      params = { page: pageNumber + 1, perPage: PAGE_SIZE };
    }
  }
  return result;
}
