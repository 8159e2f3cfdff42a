/**
 * From the platform's items to a program (program.ts): pure, and the same in the proxy and in the
 * browser's token mode. Each showing is placed in time here (a naive time in its cinema's zone,
 * docs/design.md "Times"), kept when it lies in the window and is no draft, and cut down to the
 * fields the widget reads; its cinema and movie are named once. Items come checked by the
 * platform's schemas (platform/schemas.ts).
 */
import type { Cinema, Showing } from '../platform/schemas.js';
import { resolveInstant, statedOffsetZone } from '../schedule/zoned-time.js';
import { instantText } from '../shared/instant-text.js';
import { isTimeZoneName, knownZone } from '../shared/time-zone-name.js';
import { BOOKING_FIELDS, PROGRAM_FORMAT, SHOWING_FLAGS, SHOWING_LANGUAGES } from './program.js';
import type { Program, ProgramCinema, ProgramMovie, ProgramShowing, ProgramUnread } from './program.js';

export interface ProgramAsked {
  /** The window of start times, both bounds included. */
  from: Date;
  to: Date;
  /** Only this movie's showings; null for every movie. */
  movie: number | null;
  /** Only these cinemas' showings; empty for every cinema. */
  cinemaIds: readonly number[];
  /** The zone of a cinema that has none (the `time-zone` attribute); the proxy has none. */
  fallbackTimeZone?: string;
}

/** How the reading ended: whether every page was read, and what the platform did not know. */
export interface ReadState {
  complete: boolean;
  unread?: ProgramUnread;
  /** Items the platform's schemas refused, before shaping. */
  skipped?: number;
  unknownCinemas?: readonly number[];
}

export interface ProgramShaper {
  /** Shapes a page's items into the program. */
  add(items: readonly Showing[]): void;
  /** The program of every page added so far. */
  program(state: ReadState): Program;
}

/** A shaper for one window's pages: a showing on two pages (the data moved between them) counts once. */
export function programShaper(asked: ProgramAsked): ProgramShaper {
  const showings = new Map<number, ProgramShowing>();
  // Every cinema seen, with the zone its showings are placed in; a program lists those its showings name.
  const places = new Map<number, ProgramCinema>();
  const detailed = new Set<number>();
  const movies = new Map<number, ProgramMovie>();
  const from = asked.from.getTime();
  const to = asked.to.getTime();
  let unplaced = 0;

  /** The cinema as the items so far describe it: the first that carries its details decides. */
  const place = (cinemaId: number, item: Showing) => {
    const seen = places.get(cinemaId);
    const details = item.cinema?.id === cinemaId ? item.cinema : undefined;
    if (seen && (detailed.has(cinemaId) || !details)) return seen;
    const zone = knownZone(details?.timezone) ?? knownZone(asked.fallbackTimeZone);
    const cinema = programCinema(cinemaId, zone ?? statedOffsetZone(item.startDatetime) ?? '', details);
    if (!cinema.timezone) return seen;
    places.set(cinemaId, cinema);
    if (details) detailed.add(cinemaId);
    return cinema;
  };

  const add = (item: Showing) => {
    if (showings.has(item.id) || item.state?.trim().toLowerCase() === 'draft') return;
    const cinemaId = item.cinemaId ?? item.cinema?.id;
    // The numeric movie id wins over the content's references.
    const movieId = item.movieId ?? item.content?.movieId ?? item.content?.movie?.id;
    if (asked.movie !== null && movieId !== asked.movie) return;
    if (asked.cinemaIds.length && cinemaId !== undefined && !asked.cinemaIds.includes(cinemaId)) return;
    const cinema = cinemaId === undefined ? undefined : place(cinemaId, item);
    // A cinema without a zone of its own places each start by the offset it states, never by a guess.
    const zone = cinema && (isTimeZoneName(cinema.timezone) ? cinema.timezone : statedOffsetZone(item.startDatetime));
    const start = zone && resolveInstant(item.startDatetime, zone);
    if (!cinemaId || !zone || !start) return void (unplaced += 1);
    if (start.getTime() < from || start.getTime() > to) return;
    if (movieId !== undefined) movies.set(movieId, { ...movieOf(movieId, item), ...movies.get(movieId) });
    showings.set(item.id, programShowing(item, { cinemaId, movieId, zone, start }));
  };

  return {
    add: (items) => items.forEach(add),
    program: ({ complete, unread, skipped = 0, unknownCinemas = [] }) => {
      const named = new Set([...showings.values()].map(({ cinemaId }) => cinemaId));
      return withoutEmpty({
        format: PROGRAM_FORMAT,
        from: instantText(asked.from),
        to: instantText(asked.to),
        movie: asked.movie,
        complete,
        unread: complete ? undefined : unread,
        skipped: skipped + unplaced,
        unknownCinemas: [...unknownCinemas],
        cinemas: [...places.values()].filter(({ id }) => named.has(id)),
        movies: [...movies.values()],
        showings: [...showings.values()].sort(byStart),
      }) as Program;
    },
  };
}

/** The order of a program's showings: by start, then cinema, then id. */
export function byStart(a: ProgramShowing, b: ProgramShowing): number {
  const [first, second] = [a.startDatetime, b.startDatetime];
  return first < second ? -1 : first > second ? 1 : a.cinemaId - b.cinemaId || a.id - b.id;
}

function programCinema(id: number, timezone: string, cinema: Cinema | undefined): ProgramCinema {
  const given = cinema?.id === id ? cinema : undefined;
  const latitude = degrees(given?.latitude, 90);
  const longitude = degrees(given?.longitude, 180);
  return withoutEmpty({
    id,
    timezone,
    name: trimmed(given?.name),
    shortName: trimmed(given?.shortName),
    street: trimmed(given?.street),
    postalCode: trimmed(given?.postalCode),
    city: trimmed(given?.city),
    // A cinema is placed by both coordinates or not at all.
    latitude: longitude === undefined ? undefined : latitude,
    longitude: latitude === undefined ? undefined : longitude,
    distance: (given?.distance ?? -1) >= 0 ? given?.distance : undefined,
    countryCode: trimmed(given?.countryCode),
    homepage: trimmed(given?.homepage),
  });
}

/** A coordinate within ±`limit` degrees, from the platform's decimal text (or a number). */
function degrees(value: string | number | undefined, limit: number): number | undefined {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  // NaN and infinities fail the comparison.
  return Math.abs(parsed) <= limit ? parsed : undefined;
}

/** What one showing tells of its movie. */
function movieOf(id: number, { content, name }: Showing): ProgramMovie {
  const movie = content?.movie?.id === id ? content.movie : undefined;
  const runtime = movie?.runtime ?? content?.duration ?? 0;
  const accessibility = movie?.movieAccessibility;
  return withoutEmpty({
    id,
    title: trimmed(movie?.title) ?? trimmed(content?.name) ?? trimmed(name),
    runtime: runtime > 0 ? Math.round(runtime) : undefined,
    ageRating: trimmed(content?.ageRating),
    posterImageUrl: trimmed(content?.posterImageUrl),
    trailerUrl: trimmed(content?.trailerUrl),
    movieAccessibility:
      accessibility &&
      withoutEmpty({
        iso31661: trimmed(accessibility.iso31661),
        hasClosedCaption: accessibility.hasClosedCaption || undefined,
        hasAudioDescription: accessibility.hasAudioDescription || undefined,
      }),
  });
}

interface Placed {
  cinemaId: number;
  movieId: number | undefined;
  zone: string;
  start: Date;
}

function programShowing(item: Showing, { cinemaId, movieId, zone, start }: Placed): ProgramShowing {
  const instant = (text: string | undefined) => (text && instantText(resolveInstant(text, zone))) || undefined;
  const showing: Record<string, unknown> = {
    id: item.id,
    cinemaId,
    movieId,
    startDatetime: instantText(start),
    endDatetime: instant(item.endDatetime),
    startSaleDatetime: instant(item.startSaleDatetime),
    endSaleDatetime: instant(item.endSaleDatetime),
    // A showing of a movie takes its title from the movie; another names itself.
    name: movieId === undefined ? (trimmed(item.content?.name) ?? trimmed(item.name)) : undefined,
    highlightText: trimmed(item.highlightText),
    cinemaRoom:
      item.cinemaRoom &&
      withoutEmpty({
        name: trimmed(item.cinemaRoom.name),
        hasWheelchairSpaces: item.cinemaRoom.hasWheelchairSpaces || undefined,
      }),
  };
  for (const flag of SHOWING_FLAGS) showing[flag] = item[flag];
  for (const field of SHOWING_LANGUAGES) showing[field] = trimmed(item[field]);
  // The first booking link the platform gives decides (schedule/showtime.ts): the others are left out.
  const booking = BOOKING_FIELDS.find((field) => [item[field]].flat().some((url) => url?.trim()));
  if (booking) showing[booking] = item[booking];
  return withoutEmpty(showing) as unknown as ProgramShowing;
}

function trimmed(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** A copy without `undefined`, `null`, `false`, empty strings, arrays and objects (the program leaves them out). */
function withoutEmpty<T extends object>(value: T): T {
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const empty = Array.isArray(field)
      ? field.length === 0
      : typeof field === 'object' && field !== null && !Object.keys(field).length;
    if (field !== undefined && field !== null && field !== false && field !== '' && !empty) copy[key] = field;
  }
  return copy as T;
}
