/**
 * From the platform's showings to what the viewer sees: future showtimes in their cinemas' own
 * zones and business days, the cinemas and movies they belong to, and the days to offer
 * (DESIGN.md, "Times"; issue 4, "Behaviour"). Pure: `now` comes in as an option.
 */
import type { Cinema, Showing } from '../platform/schemas.js';
import { bookingUrl, salesAt } from './booking.js';
import { featuresOf, highlightsOf } from './features.js';
import type { CinemaSummary, DayOption, MovieSummary, Schedule, ScheduleOptions, Showtime } from './types.js';
import { httpUrl } from './web-url.js';
import {
  addDays,
  businessDate,
  businessToday,
  formatOffset,
  isValidTimeZone,
  localDateTime,
  parseDateTime,
  resolveInstant,
} from './zoned-time.js';

/**
 * The schedule of some showings at `options.now`. Drafts, showings that already started and
 * showings outside the `cinemaIds` and `movieId` restrictions are left out; showings that cannot
 * be placed in time (unreadable start, no cinema, no zone) are left out and counted in `skipped`.
 */
export function buildSchedule(showings: readonly Showing[], options: ScheduleOptions): Schedule {
  const onlyCinemas = options.cinemaIds?.length ? new Set(options.cinemaIds) : undefined;
  const fallbackTimeZone =
    options.fallbackTimeZone !== undefined && isValidTimeZone(options.fallbackTimeZone)
      ? options.fallbackTimeZone
      : undefined;
  const cinemaDetails = nestedCinemas(showings);
  const seen = new Set<number>();
  const showtimes: Showtime[] = [];
  const cinemas = new Map<number, CinemaSummary>();
  const movies = new Map<number, MovieSummary>();
  let skipped = 0;

  for (const showing of showings) {
    // A list fetched page by page can repeat an item when the data moves between pages.
    if (seen.has(showing.id)) continue;
    seen.add(showing.id);
    if (showing.state?.trim().toLowerCase() === 'draft') continue;
    const cinemaId = showing.cinemaId ?? showing.cinema?.id;
    if (cinemaId === undefined) {
      skipped += 1;
      continue;
    }
    if (onlyCinemas && !onlyCinemas.has(cinemaId)) continue;
    const movieId = movieIdOf(showing);
    if (options.movieId !== undefined && movieId !== options.movieId) continue;

    const cinema = cinemaDetails.get(cinemaId);
    const timeZone = timeZoneOf(cinema, fallbackTimeZone, showing.startDatetime);
    const instant = timeZone === undefined ? undefined : resolveInstant(showing.startDatetime, timeZone);
    if (timeZone === undefined || instant === undefined) {
      skipped += 1;
      continue;
    }
    if (instant <= options.now) continue;

    const local = localDateTime(instant, timeZone);
    const listedOn = businessDate(local, options.dayStartMinutes);
    const url = bookingUrl(showing);
    const roomName = showing.cinemaRoom?.name?.trim();
    showtimes.push({
      id: showing.id,
      showing,
      cinemaId,
      ...(movieId === undefined ? {} : { movieId }),
      instant,
      timeZone,
      local,
      datetime: `${local.date}T${local.time}${local.offset}`,
      businessDate: listedOn,
      listedOnEveningBefore: listedOn !== local.date,
      ...(url === undefined ? {} : { bookingUrl: url }),
      sales: salesAt(showing, timeZone, options.now),
      features: featuresOf(showing),
      highlights: highlightsOf(showing),
      ...(roomName ? { roomName } : {}),
    });
    if (!cinemas.has(cinemaId)) cinemas.set(cinemaId, cinemaSummary(cinemaId, cinema, timeZone));
    if (movieId !== undefined) movies.set(movieId, movieSummary(movieId, showing, movies.get(movieId)));
  }

  showtimes.sort((a, b) => a.instant.getTime() - b.instant.getTime() || a.cinemaId - b.cinemaId || a.id - b.id);
  const summaries = [...cinemas.values()];
  return {
    days: dayOptions(summaries, showtimes, options),
    showtimes,
    cinemas: summaries,
    // A movie no showing names is still told apart from the others by its id.
    movies: [...movies.values()].map((movie) => (movie.title ? movie : { ...movie, title: `Movie ${movie.id}` })),
    skipped,
  };
}

/**
 * The nested cinema of each cinema id, so that a showing that carries only `cinemaId` is still
 * read in its cinema's zone: one cinema, one zone, whatever each showing happens to include.
 */
function nestedCinemas(showings: readonly Showing[]): Map<number, Cinema> {
  const cinemas = new Map<number, Cinema>();
  for (const { cinema, cinemaId } of showings) {
    if (cinema && (cinemaId === undefined || cinemaId === cinema.id) && !cinemas.has(cinema.id)) {
      cinemas.set(cinema.id, cinema);
    }
  }
  return cinemas;
}

/** The numeric movie id wins over the legacy `serviceMovieId` and the content's references. */
function movieIdOf(showing: Showing): number | undefined {
  return showing.movieId ?? showing.content?.movieId ?? showing.content?.movie?.id;
}

/**
 * The cinema's own zone, else the `time-zone` attribute. With neither, a start time written with
 * a numeric offset (`+01:00`, `+00:00`) is still shown, at that offset: the platform wrote the
 * cinema's wall time and its offset, so the time and date are the ones on the cinema's door.
 * Anything else is skipped rather than shown in a guessed zone, which could send a family to a
 * closed cinema; that includes `Z`, which per RFC 9557 says the local offset is unknown.
 */
function timeZoneOf(cinema: Cinema | undefined, fallback: string | undefined, startDatetime: string): string | undefined {
  const own = cinema?.timezone?.trim();
  if (own && isValidTimeZone(own)) return own;
  if (fallback) return fallback;
  const offsetMinutes = parseDateTime(startDatetime)?.offsetMinutes;
  return offsetMinutes === undefined ? undefined : formatOffset(offsetMinutes);
}

/** A cinema with no name in the data is still findable by its id, which the embedder knows. */
function cinemaSummary(id: number, cinema: Cinema | undefined, timeZone: string): CinemaSummary {
  const summary: CinemaSummary = {
    id,
    name: trimmed(cinema?.name) ?? trimmed(cinema?.shortName) ?? `Cinema ${id}`,
    timeZone,
  };
  const city = trimmed(cinema?.city);
  const street = trimmed(cinema?.street);
  const postalCode = trimmed(cinema?.postalCode);
  if (city) summary.city = city;
  if (street) summary.street = street;
  if (postalCode) summary.postalCode = postalCode;
  const { latitude, longitude, distance } = cinema ?? {};
  if (latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    summary.latitude = latitude;
    summary.longitude = longitude;
  }
  if (distance !== undefined && distance >= 0) summary.distance = distance;
  return summary;
}

/** Fills what the movie's earlier showings left open: the first value found for a field stays. */
function movieSummary(id: number, showing: Showing, known: MovieSummary | undefined): MovieSummary {
  const { content } = showing;
  const movie = content?.movie?.id === id ? content.movie : undefined;
  const summary: MovieSummary = known ? { ...known } : { id, title: '' };
  const title = trimmed(movie?.title) ?? trimmed(content?.name) ?? trimmed(showing.name);
  const runtime = movie?.runtime ?? content?.duration;
  const ageRating = trimmed(content?.ageRating);
  const posterUrl = (httpUrl(content?.posterImageUrl) ?? httpUrl(movie?.posterPath))?.href;
  if (!summary.title && title) summary.title = title;
  if (summary.runtime === undefined && runtime !== undefined && runtime > 0) summary.runtime = Math.round(runtime);
  if (summary.ageRating === undefined && ageRating) summary.ageRating = ageRating;
  if (summary.posterUrl === undefined && posterUrl) summary.posterUrl = posterUrl;
  return summary;
}

/**
 * `days` business days from the earliest business "today" among the cinemas shown: in Sydney it
 * is already tomorrow when it is still today in Berlin, and the Berlin day must still be offered.
 * With no cinema to go by, the day starts where the `time-zone` attribute or the viewer says.
 */
function dayOptions(cinemas: readonly CinemaSummary[], showtimes: readonly Showtime[], options: ScheduleOptions): DayOption[] {
  const zones =
    cinemas.length > 0
      ? cinemas.map((cinema) => cinema.timeZone)
      : [[options.fallbackTimeZone, options.viewerTimeZone].find((zone) => zone && isValidTimeZone(zone)) ?? 'UTC'];
  const todays = zones.map((zone) => businessToday(options.now, zone, options.dayStartMinutes));
  const first = todays.reduce((earliest, today) => (today < earliest ? today : earliest));
  const withShowings = new Set(showtimes.map((showtime) => showtime.businessDate));
  return Array.from({ length: Math.max(0, Math.floor(options.days)) }, (_, index) => {
    const date = addDays(first, index);
    return { date, hasShowings: withShowings.has(date) };
  });
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}
