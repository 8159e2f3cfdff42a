/**
 * A platform list item as the proxy keeps it: serialised once (every page answered is joined
 * from these strings, and the cache counts their length), beside the few fields the proxy
 * filters and sorts by.
 */
export interface ListedItem {
  json: string;
  /** NaN where the item has no numeric id. */
  id: number;
  cinemaId?: number;
  movieId?: number;
  /** The start in epoch milliseconds; NaN where unreadable. A naive wall time is read as if UTC (see `naive`). */
  start: number;
  /** The start is a wall time without offset (a platform quirk): its instant lies within a day of `start`. */
  naive: boolean;
}

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const NAIVE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export function listedItem(raw: unknown): ListedItem {
  const fields: Record<string, unknown> = Object(raw);
  const { startDatetime } = fields;
  const text = typeof startDatetime === 'string' ? startDatetime : '';
  const naive = NAIVE.test(text);
  const start = WITH_OFFSET.test(text) ? Date.parse(text) : naive ? Date.parse(`${text.replace(' ', 'T')}Z`) : NaN;
  const cinemaId = numberOr(fields.cinemaId, Object(fields.cinema).id);
  const movieId = numberOr(fields.movieId, Object(fields.content).movieId);
  return {
    json: JSON.stringify(raw),
    id: numberOr(fields.id) ?? Number.NaN,
    start,
    naive,
    ...(cinemaId === undefined ? {} : { cinemaId }),
    ...(movieId === undefined ? {} : { movieId }),
  };
}

/** The first of `values` that is a number. */
function numberOr(...values: unknown[]): number | undefined {
  return values.find((value): value is number => typeof value === 'number');
}
