/**
 * The ends-by filter (docs/design.md, "The evening"): a cinema-local wall time within the business
 * day (`01:00` is after midnight), and the showtimes whose end (`endingOf`: the platform's, else
 * start plus runtime) is at or before it, each cinema in its own zone. The limit is a wall time
 * resolved as a start is (`resolveInstant`): in a DST gap it moves forward, in an overlap it is the
 * earlier instant, so that "by 02:00" on the autumn night never keeps a show that ends at the second 01:30.
 */
import { endingOf } from './end-time.js';
import type { Ending } from './end-time.js';
import type { Schedule, Showtime } from './types.js';
import { addDays, resolveInstant } from './zoned-time.js';

/** The times offered, in the order of the evening; those that split the day are shown. */
export const ENDS_BY_TIMES = ['20:00', '21:00', '22:00', '23:00', '00:00', '01:00', '02:00'];

const DAY_MINUTES = 24 * 60;

/** Keeps the showtimes that end by a time; a showtime whose end is not known is not kept. */
export type EndsByTest = (showtime: Showtime) => boolean;

/**
 * The wall time `time` (`HH:MM`) of business day `date` as an instant in `timeZone`: the first time
 * the clock shows it after the day's start, so with a 03:00 day start `00:00` is the next calendar
 * date, and with a 00:00 day start `00:00` is the day's end.
 */
export function endsByLimit(date: string, time: string, dayStartMinutes: number, timeZone: string): Date | undefined {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const wall = dayStartMinutes + ((minutes - dayStartMinutes + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES);
  return resolveInstant(`${addDays(date, Math.floor(wall / DAY_MINUTES))}T${time}`, timeZone);
}

/** The test of `time` for a schedule's showtimes. */
export function endsBy(time: string, schedule: Schedule, dayStartMinutes: number): EndsByTest {
  const ending = endings(schedule);
  const limit = limits(time, dayStartMinutes);
  return (showtime) => endsWithin(ending(showtime)?.instant.getTime(), limit(showtime));
}

/**
 * What the choice offers for a day's showtimes: the times that split them, and the chosen one always. Each end is
 * found once, each limit once per time, business date and zone: a national release's day has thousands of showtimes.
 */
export function endsByTimes(
  showtimes: readonly Showtime[],
  schedule: Schedule,
  dayStartMinutes: number,
  chosen: string | undefined,
): string[] {
  const ending = endings(schedule);
  const ends = showtimes.map((showtime) => ending(showtime)?.instant.getTime());
  return ENDS_BY_TIMES.filter((time) => {
    const limit = limits(time, dayStartMinutes);
    const kept = showtimes.filter((showtime, index) => endsWithin(ends[index], limit(showtime))).length;
    return time === chosen || (kept > 0 && kept < showtimes.length);
  });
}

function endsWithin(end: number | undefined, limit: number | undefined): boolean {
  return end !== undefined && limit !== undefined && end <= limit;
}

/** The limit of `time` for each showtime, in its zone on its business date, each resolved once. */
function limits(time: string, dayStartMinutes: number): (showtime: Showtime) => number | undefined {
  const resolved = new Map<string, number | undefined>();
  return ({ businessDate, timeZone }) => {
    const key = `${businessDate} ${timeZone}`;
    if (!resolved.has(key)) resolved.set(key, endsByLimit(businessDate, time, dayStartMinutes, timeZone)?.getTime());
    return resolved.get(key);
  };
}

/** Whether any of the showtimes' ends is only estimated from the runtime: the choice then says "about". */
export function endsEstimated(showtimes: readonly Showtime[], schedule: Schedule): boolean {
  const ending = endings(schedule);
  return showtimes.some((showtime) => ending(showtime)?.estimated);
}

/** The end of each showtime of a schedule, with its movie's runtime. */
function endings(schedule: Schedule): (showtime: Showtime) => Ending | undefined {
  const runtimes = new Map(schedule.movies.map((movie) => [movie.id, movie.runtime]));
  return (showtime) => endingOf(showtime, showtime.movieId === undefined ? undefined : runtimes.get(showtime.movieId));
}
