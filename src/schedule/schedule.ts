/**
 * From programs to what the viewer sees: future showtimes in their cinemas' own zones and business
 * days, the cinemas and movies they belong to, and the days to offer (docs/design.md, "Times"),
 * each with its booking link, sales window and badges (formats and languages from its flags,
 * highlights from its texts). The program placed every start already; this places each in its
 * cinema's business day. Pure: `now` comes in as an option.
 */
import type { Program, ProgramCinema, ProgramMovie, ProgramShowing } from '../program/program.js';
import { withoutUndefined } from '../common/without-undefined.js';
import type { CinemaSummary, MovieSummary, Schedule, ScheduleOptions, Showtime } from './types.js';
import { httpUrl } from '../common/http-url.js';
import { toEnd } from '../common/in-slices.js';
import { knownZone } from '../common/time-zone-name.js';
import { dayOptions, dayZones } from './day-options.js';
import { sharedParts, showtimeOf } from './showtime.js';
import { byInstant } from './merge.js';
import { instantOf } from './zoned-time.js';

/**
 * Showings placed between two points where `scheduleSlices` may pause: a small step, so that a slice (`inSlices`,
 * timed) ends soon after its time is up, even on a phone (docs/performance.md).
 */
const STEP = 25;

/**
 * The schedule of a program at `options.now`. Showings that already started and showings outside
 * the `cinemaIds` and `movieId` restrictions are left out; a showing whose cinema the program does
 * not list, or whose start cannot be read, is left out and counted in `skipped`.
 */
export function buildSchedule(program: Program, options: ScheduleOptions): Schedule {
  return toEnd(scheduleSlices(program, options));
}

/**
 * `buildSchedule` as work in slices (see `inSlices`): a national release's thousands of showings
 * never block the page.
 */
export function* scheduleSlices(program: Program, options: ScheduleOptions): Generator<void, Schedule> {
  const place = placing(program, options);
  const shared = sharedParts();
  const showtimes: Showtime[] = [];
  const cinemas = new Map<number, CinemaSummary>();
  const movies = new Map<number, MovieSummary>();
  let skipped = 0;

  for (const [index, showing] of program.showings.entries()) {
    // A pause before the first showing too: the setup is then a task of its own.
    if (index % STEP === 0) yield;
    if (!isAsked(showing, options)) continue;
    const placement = place(showing);
    if (!placement) skipped += 1;
    // Started showings are left out, but for a program saved for a load without network: they show as started.
    if (!placement || (placement.instant <= options.now && !program.savedAt)) continue;
    const { cinemaId, movieId } = showing;
    showtimes.push(showtimeOf(showing, placement, options, shared));
    if (!cinemas.has(cinemaId)) cinemas.set(cinemaId, cinemaSummary(placement.cinema, placement.timeZone));
    if (movieId !== undefined && !movies.has(movieId)) movies.set(movieId, movieSummary(movieId, placement.movie));
  }

  // Sorting a national release's week is a slice of its own.
  yield;
  showtimes.sort(byInstant);
  const summaries = [...cinemas.values()];
  return {
    days: dayOptions(dayZones(summaries, knownZone(options.fallbackTimeZone), options), showtimes, options),
    showtimes,
    cinemas: summaries,
    movies: [...movies.values()],
    skipped: skipped + (program.skipped ?? 0),
    viewerTimeZone: options.viewerTimeZone,
  };
}

/**
 * Where and when each showing of a program plays: its cinema, the cinema's zone (else the fallback's), its instant and
 * its movie; none where the zone or the start cannot be read.
 */
function placing(program: Program, options: ScheduleOptions) {
  const fallbackTimeZone = knownZone(options.fallbackTimeZone);
  const cinemaDetails = new Map(program.cinemas.map((cinema) => [cinema.id, cinema]));
  const movieDetails = new Map(program.movies.map((movie) => [movie.id, movie]));
  return ({ cinemaId, movieId, startDatetime }: ProgramShowing) => {
    const cinema = cinemaDetails.get(cinemaId);
    const timeZone = cinema && (knownZone(cinema.timezone) ?? fallbackTimeZone ?? cinema.timezone);
    const instant = timeZone && instantOf(startDatetime);
    if (!cinema || !timeZone || !instant) return undefined;
    const movie = movieId === undefined ? undefined : movieDetails.get(movieId);
    return { cinema, cinemaId, country: cinema.countryCode, movie, instant, timeZone, currency: cinema.currencyCode };
  };
}

/** Whether a showing is of the cinemas and the movie asked for (all, where none is named). */
function isAsked({ cinemaId, movieId }: ProgramShowing, { cinemaIds, movieId: onlyMovie }: ScheduleOptions): boolean {
  return (!cinemaIds?.length || cinemaIds.includes(cinemaId)) && (onlyMovie === undefined || movieId === onlyMovie);
}

/** A cinema with no name in the data is still findable by its id, which the embedder knows. */
function cinemaSummary(cinema: ProgramCinema, timeZone: string): CinemaSummary {
  const { id, latitude, longitude, distance } = cinema;
  return withoutUndefined({
    id,
    name: cinema.name ?? cinema.shortName ?? `Cinema ${id}`,
    city: cinema.city,
    street: cinema.street,
    postalCode: cinema.postalCode,
    latitude,
    longitude,
    distance,
    timeZone,
    countryCode: cinema.countryCode,
    homepage: cinema.homepage,
  });
}

/** A movie no showing names is still told apart from the others by its id. */
function movieSummary(id: number, movie: ProgramMovie | undefined): MovieSummary {
  return withoutUndefined({
    id,
    title: movie?.title ?? `Movie ${id}`,
    runtime: movie?.runtime,
    ageRating: movie?.ageRating,
    posterUrl: httpUrl(movie?.posterImageUrl)?.href,
    trailerUrl: httpUrl(movie?.trailerUrl)?.href,
  });
}
