/** Pure questions the view asks of a schedule: which day, which showtimes, which cinemas first. */
import { featureId } from './features.js';
import type { CinemaSummary, DayOption, Schedule, Showtime } from './types.js';

/** Feature filter ids (see `featureId`), combined with AND. */
export type FeatureFilter = ReadonlySet<string>;

/**
 * The day the view opens on: the first offered day with a showtime read, or still loading (it may
 * have some). Not the first whose `hasShowings` is set: a day that could not all be read has it
 * too, and the view opens where there are showings.
 */
export function firstDayWithShowings({ days, showtimes }: Schedule): string | undefined {
  const dates = new Set(showtimes.map((showtime) => showtime.businessDate));
  return days.find((day) => day.unread === 'loading' || dates.has(day.date))?.date;
}

/**
 * The day to show after a load: the one chosen before while it still has showtimes (or is still
 * loading), else the first offered day with showings, else the first offered day (a load always
 * offers 1 to 31).
 */
export function dayToShow(schedule: Schedule, chosen: string | undefined): string {
  const loading = schedule.days.some((day) => day.date === chosen && day.unread === 'loading');
  return loading || schedule.showtimes.some((showtime) => showtime.businessDate === chosen)
    ? chosen!
    : (firstDayWithShowings(schedule) ?? schedule.days[0]!.date);
}

/** The day choice: the offered days, and a chosen date past them (a jump to the next showings) beside them. */
export function daysToChoose(schedule: Schedule, chosen: string): DayOption[] {
  return schedule.days.some((day) => day.date === chosen)
    ? schedule.days
    : [...schedule.days, { date: chosen, hasShowings: true }];
}

/** The first business date after `after` with a showtime, looking beyond the offered days too. */
export function nextDateWithShowings(schedule: Schedule, after: string): string | undefined {
  return schedule.showtimes
    .map((showtime) => showtime.businessDate)
    .filter((date) => date > after)
    .sort()[0];
}

/**
 * The showtimes listed on a business date that have every feature in the filter, by instant.
 * A bare key in the filter (`subtitled`) matches the feature in any language.
 */
export function showtimesOn(schedule: Schedule, businessDate: string, filter: FeatureFilter): Showtime[] {
  return schedule.showtimes.filter(
    (showtime) =>
      showtime.businessDate === businessDate &&
      [...filter].every((id) => showtime.features.some((feature) => feature.key === id || featureId(feature) === id)),
  );
}

/** The filter with `id` switched on or off; no id clears it. */
export function toggled(filter: FeatureFilter, id?: string): FeatureFilter {
  const next = new Set(id === undefined ? [] : filter);
  if (id !== undefined && !next.delete(id)) next.add(id);
  return next;
}

/**
 * Nearest first: by the API's distance when every cinema has one (the platform measured from
 * where the viewer asked), else by the distance from `near` (cinemas without coordinates last),
 * else by name. Ties go by name, then id, so the order never depends on the input's.
 */
export function sortCinemas(
  cinemas: readonly CinemaSummary[],
  near?: { lat: number; lng: number },
  locale?: string,
): CinemaSummary[] {
  const byApi = cinemas.every((cinema) => cinema.distance !== undefined);
  const distance = (cinema: CinemaSummary) => (byApi ? cinema.distance : near && haversineKm(cinema, near)) ?? Infinity;
  // Two unplaced cinemas differ by Infinity - Infinity, NaN, which is falsy like a tie.
  return [...cinemas].sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name, locale) || a.id - b.id);
}

/** What to show as a cinema's distance: the API's, else computed from `near`, else none. */
export function distanceKm(cinema: CinemaSummary, near?: { lat: number; lng: number }): number | undefined {
  return cinema.distance ?? (near && haversineKm(cinema, near));
}

/**
 * True when every word of the query is found in the cinema's name, city or postal code,
 * ignoring case and accents: "zurich" finds "Zürich", "zoo berlin" needs both words.
 */
export function cinemaMatches(cinema: CinemaSummary, query: string): boolean {
  const words = searchable(query).match(/\S+/g);
  // No query, no work: a day is listed on every render, its 400 cinemas mostly with no query.
  if (!words) return true;
  const haystack = searchable(`${cinema.name} ${cinema.city ?? ''} ${cinema.postalCode ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * Great-circle distance with the mean Earth radius, 6371.0088 km; good to a fraction of a
 * percent, plenty for "which cinema is nearer".
 */
function haversineKm({ latitude, longitude }: CinemaSummary, near: { lat: number; lng: number }): number | undefined {
  if (latitude === undefined || longitude === undefined) return undefined;
  const radians = Math.PI / 180;
  const a =
    Math.sin(((latitude - near.lat) * radians) / 2) ** 2 +
    Math.cos(near.lat * radians) * Math.cos(latitude * radians) * Math.sin(((longitude - near.lng) * radians) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}
