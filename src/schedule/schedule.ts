/**
 * From the platform's showings to what the viewer sees: future showtimes in their cinemas' own
 * zones and business days, the cinemas and movies they belong to, and the days to offer
 * (docs/design.md, "Times"), each with its booking link, sales window and
 * badges (formats and languages from its flags, highlights from its texts). Pure: `now` comes in
 * as an option.
 */
import type { Cinema, Showing } from '../platform/schemas.js';
import { withoutUndefined } from '../shared/without-undefined.js';
import { featuresOf } from './features.js';
import type {
  CinemaSummary,
  DayOption,
  Highlight,
  MovieSummary,
  Sales,
  Schedule,
  ScheduleOptions,
  Showtime,
} from './types.js';
import { httpUrl } from '../shared/http-url.js';
import { toEnd } from '../shared/in-slices.js';
import { isTimeZoneName } from '../shared/time-zone-name.js';
import { addDays, businessDate, localDateTime, resolveInstant, statedOffsetZone } from './zoned-time.js';

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
  const { cinemaIds, movieId: onlyMovie } = options;
  const fallbackTimeZone = validZone(options.fallbackTimeZone);
  const cinemaDetails = cinemasOf(showings);
  const seen = new Set<number>();
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
    const showtime = showtimeOf(
      showing,
      cinemaId,
      movieId,
      validZone(cinema?.timezone?.trim()) ?? fallbackTimeZone,
      options,
    );
    if (showtime === 'unplaced') skipped += 1;
    if (typeof showtime !== 'object') continue;
    showtimes.push(showtime);
    if (!cinemas.has(cinemaId)) cinemas.set(cinemaId, cinemaSummary(cinemaId, cinema, showtime.timeZone));
    // What the movie's earlier showings left open is filled in: the first value found stays.
    if (movieId !== undefined) movies.set(movieId, { ...movieSummary(movieId, showing), ...movies.get(movieId) });
  }

  // Sorting a national release's week is a slice of its own.
  yield;
  showtimes.sort((a, b) => a.instant.getTime() - b.instant.getTime() || a.cinemaId - b.cinemaId || a.id - b.id);
  const summaries = [...cinemas.values()];
  return {
    days: dayOptions(summaries, showtimes, options, fallbackTimeZone),
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
 * A showing placed in time, in `zone` (the cinema's own, else the `time-zone` attribute); `started`
 * when it already started, `unplaced` when it cannot be placed. With no zone, a start time written
 * with a numeric offset (`+01:00`) is still shown at that offset: the platform wrote the cinema's
 * wall time and its offset, so time and date are the ones on the cinema's door. Anything else is
 * skipped rather than shown in a guessed zone, which could send a family to a closed cinema; that
 * includes `Z`, which per RFC 9557 says the local offset is unknown.
 */
function showtimeOf(
  showing: Showing,
  cinemaId: number,
  movieId: number | undefined,
  zone: string | undefined,
  { now, dayStartMinutes }: ScheduleOptions,
): Showtime | 'started' | 'unplaced' {
  const timeZone = zone ?? statedOffsetZone(showing.startDatetime);
  const instant = timeZone && resolveInstant(showing.startDatetime, timeZone);
  if (!timeZone || !instant) return 'unplaced';
  if (instant <= now) return 'started';
  const local = localDateTime(instant, timeZone);
  const listedOn = businessDate(local, dayStartMinutes);
  return withoutUndefined({
    id: showing.id,
    showing,
    cinemaId,
    movieId,
    instant,
    timeZone,
    local,
    datetime: `${local.date}T${local.time}${local.offset}`,
    businessDate: listedOn,
    listedOnEveningBefore: listedOn !== local.date,
    bookingUrl: bookingUrl(showing),
    sales: salesAt(showing, timeZone, now),
    features: featuresOf(showing),
    highlights: highlightsOf(showing),
    roomName: trimmed(showing.cinemaRoom?.name),
  });
}

function validZone(zone: string | undefined): string | undefined {
  return zone !== undefined && isTimeZoneName(zone) ? zone : undefined;
}

/**
 * `onlineTicketUrl`, else `bookingUrlExternal`, else the first of `ticketUrls` (docs/design.md,
 * "Shadow DOM"). "Else" means absent or blank: the first URL the platform gives decides, and when
 * it is not http(s) the showtime has no link rather than quietly a different one.
 */
function bookingUrl({ onlineTicketUrl, bookingUrlExternal, ticketUrls }: Showing): string | undefined {
  return httpUrl([onlineTicketUrl, bookingUrlExternal, ...(ticketUrls ?? [])].find((url) => url?.trim()))?.href;
}

/**
 * The sales window at `now`. Its bounds are read like the start time: naive ones in the cinema's
 * zone. A bound that cannot be read is ignored, so a broken field never hides a bookable show.
 */
function salesAt(showing: Showing, timeZone: string, now: Date): Sales {
  const opensAt = resolveInstant(showing.startSaleDatetime ?? '', timeZone);
  if (opensAt && opensAt > now) return { state: 'not-yet', opensAt };
  const closesAt = resolveInstant(showing.endSaleDatetime ?? '', timeZone);
  return { state: closesAt && closesAt <= now ? 'closed' : 'open' };
}

/** Premiere, preview, then the platform's own highlight text. */
function highlightsOf(showing: Showing): Highlight[] {
  const text = showing.highlightText?.trim();
  const highlights: Highlight[] = [];
  if (showing.isPremiere) highlights.push({ kind: 'premiere' });
  if (showing.isPreview) highlights.push({ kind: 'preview' });
  if (text) highlights.push({ kind: 'text', text });
  return highlights;
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

/** A coordinate within ±`limit` degrees. The platform writes coordinates as decimal strings. */
function degrees(value: string | number | undefined, limit: number): number | undefined {
  const parsed = Number.parseFloat(String(value));
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
  });
}

/** The title a showing gives itself: its content's name, else its own (a live event has no movie). */
export function showingTitle({ content, name }: Showing): string | undefined {
  return trimmed(content?.name) ?? trimmed(name);
}

/**
 * `days` business days from the earliest business "today" among the cinemas shown: in Sydney it
 * is already tomorrow when it is still today in Berlin, and the Berlin day must still be offered.
 * With no cinema to go by, the day starts where the `time-zone` attribute or the viewer says.
 */
function dayOptions(
  cinemas: readonly CinemaSummary[],
  showtimes: readonly Showtime[],
  options: ScheduleOptions,
  fallbackTimeZone: string | undefined,
): DayOption[] {
  const zones = cinemas.length
    ? cinemas.map((cinema) => cinema.timeZone)
    : [fallbackTimeZone ?? options.viewerTimeZone];
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

function trimmed(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}
