/**
 * The instants a cinema's business day spans in its zone (docs/design.md, "Times"): from
 * `day-start` on its date to `day-start` on the next, each wall time resolved as a start time is
 * (`resolveInstant`: a day start in a DST gap moves forward, one in an overlap is the earlier).
 */
import { addDays, resolveInstant } from './zoned-time.js';

export interface InstantRange {
  /** The first instant of the business day. */
  start: Date;
  /** The first instant of the next business day. */
  end: Date;
}

/** The business day `date` (YYYY-MM-DD) in `timeZone`; undefined for a zone that cannot be read. */
export function businessDayRange(date: string, dayStartMinutes: number, timeZone: string): InstantRange | undefined {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  const dayStart = `${twoDigits(Math.floor(dayStartMinutes / 60))}:${twoDigits(dayStartMinutes % 60)}`;
  const start = resolveInstant(`${date}T${dayStart}`, timeZone);
  const end = resolveInstant(`${addDays(date, 1)}T${dayStart}`, timeZone);
  return start && end ? { start, end } : undefined;
}
