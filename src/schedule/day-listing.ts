/**
 * What the chosen day shows, decided here so that the view only draws it: the cinemas that play
 * (nearest first, matching the search), each with its showtimes, and in cinema mode movie by movie;
 * or, when nothing is left to show, why.
 */
import { groupShowtimes } from './group.js';
import { filterChips } from './features.js';
import type { FilterChip } from './features.js';
import { cinemaMatches, daysToChoose, distanceKm, nextDateWithShowings, showtimesOn, sortCinemas } from './select.js';
import type { FeatureFilter } from './select.js';
import type { EndsByTest } from './ends-by.js';
import type { CinemaSummary, DayOption, MovieSummary, Schedule, Showtime } from './types.js';
import { versionsOf } from './versions.js';
import type { Version } from './versions.js';
import { needsZoneLabel } from './zone-label.js';

/** A movie at a cinema and its showtimes of the chosen day by version (cinema mode). */
export type MovieShowtimes = [movie: MovieSummary, versions: readonly Version[]];

export interface CinemaListing {
  cinema: CinemaSummary;
  /** In km: the API's, else from the viewer's position; absent when neither is known. */
  distance?: number;
  /** True when the cinema's UTC offset differs from the viewer's at these showtimes. */
  zoneLabel: boolean;
  /** The showtimes of the day in the order of their instants, `showtimes[0]` the first. */
  showtimes: readonly Showtime[];
  /** Movie mode: the showtimes by version. */
  versions?: readonly Version[];
  /** Cinema mode: the showtimes movie by movie, in the order of their first showtime. */
  movies?: readonly MovieShowtimes[];
}

/**
 * Why a day shows no cinema: nothing at all in the offered days (`window`), the search matched
 * none of the day's cinemas (`search`), the format filter left nothing (`filters`), or nothing
 * plays that day (`day`). `next` is the first later date with showings, where there is one.
 */
export type EmptyReason = 'window' | 'search' | 'filters' | 'day';

export type DayListing =
  { cinemas: readonly CinemaListing[] } | { cinemas?: undefined; empty: EmptyReason; next?: string };

export interface DayChoice {
  date: string;
  filter: FeatureFilter;
  query: string;
  near?: { lat: number; lng: number };
  /** Cinema mode: group each cinema's showtimes by movie. */
  byMovie: boolean;
  /** The ends-by choice: its time (which keys the listing), and the test its showtimes pass. */
  endsBy?: { time: string; keeps: EndsByTest } | undefined;
}

export interface DayView {
  days: DayOption[];
  chips: FilterChip[];
  listing: DayListing;
}

/**
 * The last day view made of each schedule, and for which choice: a long day drawn in slices
 * renders many times from one choice, and must get the same listing each time. Per schedule, as
 * each widget has its own: two widgets drawing at once must not replace each other's listing.
 */
const lastViews = new WeakMap<Schedule, [choice: string, view: DayView]>();

/** Everything the chosen day needs: the days to choose from, the chips, and the listing. */
export function dayView(schedule: Schedule, choice: DayChoice): DayView {
  const key = JSON.stringify({ ...choice, filter: [...choice.filter] });
  let last = lastViews.get(schedule);
  if (last?.[0] !== key) {
    last = [
      key,
      {
        days: daysToChoose(schedule, choice.date),
        chips: filterChips(showtimesOn(schedule, choice.date, new Set()), choice.filter),
        listing: listDay(schedule, choice),
      },
    ];
    lastViews.set(schedule, last);
  }
  return last[1];
}

export function listDay(schedule: Schedule, { date, filter, query, near, byMovie, endsBy }: DayChoice): DayListing {
  const shown = showtimesOn(schedule, date, filter);
  const byCinema = groupShowtimes(endsBy ? shown.filter(endsBy.keeps) : shown, (showtime) => showtime.cinemaId);
  const cinemas = sortCinemas(schedule.cinemas, near).filter(
    (cinema) => byCinema.has(cinema.id) && cinemaMatches(cinema, query),
  );
  if (cinemas.length > 0) {
    return {
      cinemas: cinemas.map((cinema) => {
        const showtimes = byCinema.get(cinema.id)!;
        const listing: CinemaListing = {
          cinema,
          zoneLabel: needsZoneLabel(showtimes, schedule.viewerTimeZone),
          showtimes,
        };
        const distance = distanceKm(cinema, near);
        if (distance !== undefined) listing.distance = distance;
        if (byMovie) listing.movies = moviesOf(schedule, showtimes);
        else listing.versions = versionsOf(showtimes);
        return listing;
      }),
    };
  }
  const next = nextDateWithShowings(schedule, date);
  const empty: EmptyReason = schedule.days.every((day) => !day.hasShowings)
    ? 'window'
    : byCinema.size > 0
      ? 'search'
      : filter.size > 0 || endsBy
        ? 'filters'
        : 'day';
  // A later date helps only where nothing plays: not where the viewer's own search or filter hid it.
  return next === undefined || empty === 'search' || empty === 'filters' ? { empty } : { empty, next };
}

/**
 * Showtimes movie by movie. A showing without a known movie (a live event) stands as a movie of
 * its own, named after itself, with its negated showing id so that it never meets a real movie id.
 */
function moviesOf(schedule: Schedule, showtimes: readonly Showtime[]): MovieShowtimes[] {
  return [...groupShowtimes(showtimes, (showtime) => showtime.movieId)].map(([id, ofMovie]) => [
    schedule.movies.find((movie) => movie.id === id) ?? {
      id: id ?? -ofMovie[0]!.id,
      title: ofMovie[0]!.showing.name ?? '',
    },
    versionsOf(ofMovie),
  ]);
}
