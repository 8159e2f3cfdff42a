/**
 * One schedule from the schedules of several lists (a load's time windows, read one by one):
 * each list is built once, and what lands later is merged into what is shown, never the whole
 * load built again.
 */
import { firstOfEachId } from '../common/first-of-each-id.js';
import { knownZone } from '../common/time-zone-name.js';
import { dayOptions, dayZones } from './day-options.js';
import type { MovieSummary, Schedule, ScheduleOptions, Showtime } from './types.js';

/**
 * The schedules as one, as `buildSchedule` would have made it of all their showings: a showing
 * in two of them (a window's bound, or a platform that ignored the windows) counts once, the
 * first cinema and movie summary of an id stand, and the days are counted anew over every cinema.
 */
export function mergeSchedules(parts: readonly Schedule[], options: ScheduleOptions): Schedule {
  const cinemas = firstOfEachId(parts.flatMap((part) => part.cinemas));
  const showtimes = firstOfEachId(parts.flatMap((part) => part.showtimes));
  // Each part is sorted already, and parts of windows follow one another: nearly sorted runs.
  showtimes.sort(byInstant);
  return {
    days: dayOptions(dayZones(cinemas, knownZone(options.fallbackTimeZone), options), showtimes, options),
    showtimes,
    cinemas,
    movies: filledIn(parts.flatMap((part) => part.movies)),
    skipped: parts.reduce((sum, part) => sum + part.skipped, 0),
    viewerTimeZone: options.viewerTimeZone,
  };
}

/** The order `buildSchedule` gives showtimes: by instant, then cinema, then showing. */
export function byInstant(a: Showtime, b: Showtime): number {
  return a.instant.getTime() - b.instant.getTime() || a.cinemaId - b.cinemaId || a.id - b.id;
}

/** Each movie once: what its first summary left open is filled in from the later ones, as `buildSchedule` does. */
function filledIn(movies: readonly MovieSummary[]): MovieSummary[] {
  const byId = new Map<number, MovieSummary>();
  for (const movie of movies) byId.set(movie.id, { ...movie, ...byId.get(movie.id) });
  return [...byId.values()];
}
