/**
 * The items of one list made small to keep: a national release's week is kept for as long as it
 * is shown. Each page's items are written out and read back as JSON (objects that JSON.parse
 * makes hold their fields in place, where the schema's copies, built a field at a time, need a
 * second block each), then every string field, and every nested object or array, is replaced by
 * the first equal one the list had (see `sharer`). The schemas keep only the fields they name, so
 * two nested objects with the same JSON are the same value.
 */
import { sharer } from '../shared/sharing.js';

/** Compacts a page's items and shares their fields; made once per list, so its pages share with one another. */
export function itemCompactor(): <T>(items: T[]) => T[] {
  const strings = sharer<string>();
  const nested = sharer<object>();
  const share = (value: unknown): unknown => {
    if (typeof value === 'string') return strings(value, value);
    if (typeof value !== 'object' || value === null) return value;
    shareFields(value as Record<string, unknown>);
    return nested(JSON.stringify(value), value);
  };
  const shareFields = (record: Record<string, unknown>) => {
    for (const key in record) record[key] = share(record[key]);
  };
  return <T>(items: T[]) => {
    const compact = JSON.parse(JSON.stringify(items)) as T[];
    for (const item of compact) if (typeof item === 'object' && item) shareFields(item as Record<string, unknown>);
    return compact;
  };
}
