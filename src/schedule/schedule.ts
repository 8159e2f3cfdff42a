/**
 * From the platform's showings to what the viewer sees: future showtimes in their cinemas' own
 * zones and business days, the cinemas and movies they belong to, and the days to offer
 * (docs/design.md, "Times"), each with its booking link, sales window and
 * badges (formats and languages from its flags, highlights from its texts). Pure: `now` comes in
 * as an option.
 */
import type { Cinema, Showing } from '../platform/schemas.js';
import { withoutUndefined } from '../shared/without-undefined.js';
import type { CinemaSummary, MovieSummary, Schedule, ScheduleOptions, Showtime } from './types.js';
import { httpUrl } from '../shared/http-url.js';
import { toEnd } from '../shared/in-slices.js';
import { knownZone } from '../shared/time-zone-name.js';
import { dayOptions, dayZones } from './day-options.js';
import { sharedParts, showtimeOf } from './showtime.js';
import { byInstant } from './merge.js';
import { resolveInstant, statedOffsetZone } from './zoned-time.js';

/** Showings placed between two pauses of `scheduleSlices`: a short task even on a phone (README, "Performance"). */
const SLICE = 250;

/**
 * The schedule of some showings at `options.now`. Drafts, showings that already started and
 * showings outside the `cinemaIds` and `movieId` restrictions are left out; showings that cannot
 * be placed in time (unreadable start, no cinema, no zone) are left out and counted in `skipped`.
 */
export function buildSchedule(showings: readonly Showing[], options: ScheduleOptions): Schedule {
  return toEnd(scheduleSlices(showings, options));
}

/**
 * `buildSchedule` as work in slices (see `inSlices`): a national release's thousands of showings
 * never block the page.
 */
export function* scheduleSlices(showings: readonly Showing[], options: ScheduleOptions): Generator<void, Schedule> {
  const { now, cinemaIds, movieId: onlyMovie } = options;
  const fallbackTimeZone = knownZone(options.fallbackTimeZone);
  const cinemaDetails = cinemasOf(showings);
  const seen = new Set<number>();
  const shared = sharedParts();
  const showtimes: Showtime[] = [];
  const cinemas = new Map<number, CinemaSummary>();
  const movies = new Map<number, Partial<MovieSummary>>();
  let skipped = 0;

  for (const [index, showing] of showings.entries()) {
    // A pause before the first showing too: the setup (the cinemas of every showing) is then a
    // task of its own, apart from the first showings' slice.
    if (index % SLICE === 0) yield;
    // A list fetched page by page can repeat an item when the data moves between pages.
    if (seen.has(showing.id)) continue;
    seen.add(showing.id);
    if (showing.state?.trim().toLowerCase() === 'draft') continue;
    const cinemaId = showing.cinemaId ?? showing.cinema?.id;
    if (cinemaId === undefined) {
      skipped += 1;
      continue;
    }
    // The numeric movie id wins over the legacy `serviceMovieId` and the content's references.
    const movieId = showing.movieId ?? showing.content?.movieId ?? showing.content?.movie?.id;
    if ((cinemaIds?.length && !cinemaIds.includes(cinemaId)) || (onlyMovie !== undefined && movieId !== onlyMovie))
      continue;
    const cinema = cinemaDetails.get(cinemaId);
    const placement = placementOf(showing, knownZone(cinema?.timezone) ?? fallbackTimeZone);
    if (!placement) skipped += 1;
    if (!placement || placement.instant <= now) continue;
    const country = cinema?.countryCode;
    showtimes.push(showtimeOf(showing, { cinemaId, country, movieId, ...placement }, options, shared));
    if (!cinemas.has(cinemaId)) cinemas.set(cinemaId, cinemaSummary(cinemaId, cinema, placement.timeZone));
    // What the movie's earlier showings left open is filled in: the first value found stays.
    if (movieId !== undefined) movies.set(movieId, { ...movieSummary(movieId, showing), ...movies.get(movieId) });
  }

  // Sorting a national release's week is a slice of its own.
  yield;
  showtimes.sort(byInstant);
  const summaries = [...cinemas.values()];
  return {
    days: dayOptions(dayZones(summaries, fallbackTimeZone, options), showtimes, options),
    showtimes,
    cinemas: summaries,
    // A movie no showing names is still told apart from the others by its id.
    movies: [...movies].map(([id, movie]) => ({ ...movie, id, title: movie.title ?? `Movie ${id}` })),
    skipped,
    viewerTimeZone: options.viewerTimeZone,
  };
}

/**
 * The nested cinema of each cinema id, so that a showing that carries only `cinemaId` is still
 * read in its cinema's zone: one cinema, one zone, whatever each showing happens to include.
 */
function cinemasOf(showings: readonly Showing[]): Map<number, Cinema> {
  const cinemas = new Map<number, Cinema>();
  for (const { cinema, cinemaId = cinema?.id } of showings) {
    if (cinema && cinemaId === cinema.id && !cinemas.has(cinemaId)) cinemas.set(cinemaId, cinema);
  }
  return cinemas;
}

/**
 * A showing's instant, in `zone` (the cinema's own, else the `time-zone` attribute); undefined when
 * it cannot be placed. With no zone, a start time written with a numeric offset (`+01:00`) is still
 * shown at that offset: the platform wrote the cinema's wall time and its offset, so time and date
 * are the ones on the cinema's door. Anything else is skipped rather than shown in a guessed zone,
 * which could send a family to a closed cinema; that includes `Z`, which per RFC 9557 says the local
 * offset is unknown.
 */
function placementOf(showing: Showing, zone: string | undefined): { instant: Date; timeZone: string } | undefined {
  const timeZone = zone ?? statedOffsetZone(showing.startDatetime);
  const instant = timeZone && resolveInstant(showing.startDatetime, timeZone);
  return timeZone && instant ? { instant, timeZone } : undefined;
}

/** A cinema with no name in the data is still findable by its id, which the embedder knows. */
function cinemaSummary(id: number, cinema: Partial<Cinema> = {}, timeZone: string): CinemaSummary {
  const latitude = degrees(cinema.latitude, 90);
  const longitude = degrees(cinema.longitude, 180);
  return withoutUndefined({
    id,
    name: trimmed(cinema.name) ?? trimmed(cinema.shortName) ?? `Cinema ${id}`,
    city: trimmed(cinema.city),
    street: trimmed(cinema.street),
    postalCode: trimmed(cinema.postalCode),
    // A cinema is placed by both coordinates or not at all.
    latitude: longitude === undefined ? undefined : latitude,
    longitude: latitude === undefined ? undefined : longitude,
    distance: (cinema.distance ?? -1) >= 0 ? cinema.distance : undefined,
    timeZone,
  });
}

/** A coordinate within ±`limit` degrees, from its decimal text (platform/schemas.ts). */
function degrees(value: string | undefined, limit: number): number | undefined {
  const parsed = Number.parseFloat(value ?? '');
  // NaN and infinities fail the comparison.
  return Math.abs(parsed) <= limit ? parsed : undefined;
}

/** What one showing tells of its movie. */
function movieSummary(id: number, showing: Showing): Partial<MovieSummary> {
  const { content } = showing;
  const movie = content?.movie?.id === id ? content.movie : undefined;
  const runtime = movie?.runtime ?? content?.duration ?? 0;
  return withoutUndefined({
    title: trimmed(movie?.title) ?? showingTitle(showing),
    runtime: runtime > 0 ? Math.round(runtime) : undefined,
    ageRating: trimmed(content?.ageRating),
    posterUrl: httpUrl(content?.posterImageUrl)?.href,
    trailerUrl: httpUrl(content?.trailerUrl)?.href,
  });
}

/** The title a showing gives itself: its content's name, else its own (a live event has no movie). */
export function showingTitle({ content, name }: Showing): string | undefined {
  return trimmed(content?.name) ?? trimmed(name);
}

function trimmed(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}
