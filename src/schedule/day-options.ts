/**
 * The days a schedule offers (docs/design.md, "Times"): `days` business days from the earliest
 * business "today" among the cinemas shown. In Sydney it is already tomorrow when it is still
 * today in Berlin, and the Berlin day must still be offered.
 */
import { withoutUndefined } from '../common/without-undefined.js';
import type { CinemaSummary, DayOption, ScheduleOptions, Showtime } from './types.js';
import { addDays, businessDate, localDateTime } from './zoned-time.js';

/**
 * The zones the days are counted in: the cinemas'; with no cinema to go by, the `time-zone`
 * attribute's (already checked by the caller), else the viewer's.
 */
export function dayZones(
  cinemas: readonly CinemaSummary[],
  fallbackTimeZone: string | undefined,
  { viewerTimeZone }: Pick<ScheduleOptions, 'viewerTimeZone'>,
): string[] {
  return cinemas.length ? [...new Set(cinemas.map((cinema) => cinema.timeZone))] : [fallbackTimeZone ?? viewerTimeZone];
}

/** The offered days in `zones`, each marked where `showtimes` has a showing on it. */
export function dayOptions(
  zones: readonly string[],
  showtimes: readonly Showtime[],
  options: Pick<ScheduleOptions, 'now' | 'days' | 'dayStartMinutes' | 'viewerTimeZone'>,
): DayOption[] {
  const businessToday = (zone: string) => businessDate(localDateTime(options.now, zone), options.dayStartMinutes);
  const [first = ''] = zones.map(businessToday).sort();
  const withShowings = new Set(showtimes.map((showtime) => showtime.businessDate));
  // "Today" is the viewer's: a Berlin cinema's Monday is "Tomorrow" to a viewer in Los Angeles
  // while their own Sunday evening lasts.
  const today = businessToday(options.viewerTimeZone);
  const relative = { [today]: 'today', [addDays(today, 1)]: 'tomorrow' } as const;
  // Array.from clamps a negative or fractional length to a whole number.
  return Array.from({ length: options.days }, (_, index) => {
    const date = addDays(first, index);
    return withoutUndefined({ date, hasShowings: withShowings.has(date), relative: relative[date] });
  });
}
