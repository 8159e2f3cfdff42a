/**
 * List answers with the spec's common parameters (page, perPage, sort, order, query) and the
 * cursor scheme (cursor, limit). README "Lists" says how the two combine.
 */
import type { Context } from 'hono';
import type { EmulatorState } from '../state.js';
import { badRequest } from './api-error.js';
import { positiveInt } from './query.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

type SortKey<T> = (item: T) => number | string;

export interface ListOptions<T> {
  /** Sortable fields; the first is the default unless `defaultOrder` is given. */
  sortKeys: Record<string, SortKey<T>>;
  /** The order without a `sort` parameter, ascending (a platform quirk: not a sortable field). */
  defaultOrder?: SortKey<T>;
  /** Ignore `sort` and `order` and keep the default order (a platform quirk). */
  ignoreSort?: boolean;
  /** Items come sorted by the first sort key, ascending: not sorted again (tens of thousands of showings). */
  sortedByFirstKey?: boolean;
  /** The text `query` searches in. */
  searchText: (item: T) => string;
  present: (item: T) => unknown;
}

const encodeCursor = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const offset = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())?.[1];
  if (offset === undefined) throw badRequest(`cursor "${cursor}" is not a cursor this API issued`);
  return Number(offset);
}

/** Sorted stably: items that tie keep the order they came in. */
function sorted<T>(c: Context, items: T[], options: ListOptions<T>): T[] {
  const sort = options.ignoreSort ? undefined : c.req.query('sort') || undefined;
  const order = options.ignoreSort ? 'asc' : (c.req.query('order') || 'asc').toLowerCase();
  const keys = Object.keys(options.sortKeys);
  const key = sort === undefined ? (options.defaultOrder ?? options.sortKeys[keys[0]!]) : options.sortKeys[sort];
  if (!key) throw badRequest(`sort must be one of ${keys.join(', ')}; got "${sort}"`);
  if (order !== 'asc' && order !== 'desc') throw badRequest(`order must be asc or desc; got "${order}"`);
  if (options.sortedByFirstKey && key === options.sortKeys[keys[0]!] && order === 'asc') return items;
  const direction = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    return direction * (left < right ? -1 : left > right ? 1 : 0);
  });
}

export function listResponse<T>(c: Context, state: EmulatorState, all: T[], options: ListOptions<T>): Response {
  const query = c.req.query('query')?.toLowerCase();
  const items = sorted(
    c,
    query ? all.filter((item) => options.searchText(item).toLowerCase().includes(query)) : all,
    options,
  );
  const limit = positiveInt(c.req.query('limit'), 'limit');
  const perPage = positiveInt(c.req.query('perPage'), 'perPage');
  const page = positiveInt(c.req.query('page'), 'page') ?? 1;
  const cursor = c.req.query('cursor');
  const cursorEnvelope = state.settings.listEnvelope === 'cursor';
  const size = Math.min(MAX_PAGE_SIZE, (cursorEnvelope ? (limit ?? perPage) : (perPage ?? limit)) ?? DEFAULT_PAGE_SIZE);
  const offset = cursor ? decodeCursor(cursor) : (page - 1) * size;
  const data = items.slice(offset, offset + size).map(options.present);
  if (!cursorEnvelope) return c.json(data, 200, { 'X-Total-Count': String(items.length) });
  const hasMore = offset + size < items.length;
  return c.json({
    data,
    pagination: {
      total: items.length,
      limit: size,
      has_more: hasMore,
      next_cursor: hasMore ? encodeCursor(offset + size) : null,
      prev_cursor: offset > 0 ? encodeCursor(Math.max(0, offset - size)) : null,
    },
  });
}
