/**
 * The proxy applies the window, the cinema ids, the movie and the sort itself, whatever the
 * platform did with them: the spec names none of these filters, so a platform may ignore them
 * (docs/design.md, "Requests"), and the widget gets exactly what it asked for on any platform.
 */
import type { ListedItem } from './listed-item.js';
import type { ListFilter } from './proxy-request.js';

const HOUR_MS = 3_600_000;
/** A naive wall time's instant lies this far from it, read as UTC: UTC offsets run from -12 to +14 hours. */
const NAIVE_BEFORE_MS = 14 * HOUR_MS;
const NAIVE_AFTER_MS = 12 * HOUR_MS;

/**
 * Whether `item` belongs to the list. A field the item lacks is not held against it (the widget
 * skips and counts unreadable items, as it would from the platform). A naive start time is kept
 * where its instant may lie in the window: its zone is the cinema's, and zone math is the
 * widget's (src/schedule), which filters those times exactly itself.
 */
export function belongs(item: ListedItem, filter: ListFilter): boolean {
  const { movieId, cinemaIds, from = -Infinity, to = Infinity } = filter;
  if (movieId !== undefined && item.movieId !== undefined && item.movieId !== movieId) return false;
  if (cinemaIds.length > 0 && item.cinemaId !== undefined && !cinemaIds.includes(item.cinemaId)) return false;
  if (Number.isNaN(item.start)) return true;
  const earliest = item.naive ? item.start - NAIVE_BEFORE_MS : item.start;
  const latest = item.naive ? item.start + NAIVE_AFTER_MS : item.start;
  return latest >= from && earliest <= to;
}

/** The items that belong to the list, in its order, and whether any did not (the platform ignored a filter). */
export function filtered(
  items: readonly ListedItem[],
  filter: ListFilter,
): { items: ListedItem[]; ignoredFilter: boolean } {
  const kept = items.filter((item) => belongs(item, filter));
  const direction = filter.order === 'asc' ? 1 : -1;
  const byId = (a: ListedItem, b: ListedItem) => compare(a.id, b.id);
  const byStart = (a: ListedItem, b: ListedItem) => compare(a.start, b.start) || byId(a, b);
  const order = filter.sort === 'id' ? byId : byStart;
  return { items: kept.sort((a, b) => direction * order(a, b)), ignoredFilter: kept.length < items.length };
}

/** Ascending, with NaN (an unreadable field) last. */
function compare(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a - b;
}
