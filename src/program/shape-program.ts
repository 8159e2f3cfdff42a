/**
 * From the platform's items to a program (program.ts): pure, and the same in the proxy and in the
 * browser's token mode. Each showing is placed in time here (a naive time in its cinema's zone,
 * docs/design.md "Times"), kept when it lies in the window and is no draft, and cut down to the
 * fields the widget reads; its cinema and movie are named once. Items come checked by the
 * platform's schemas (platform/schemas.ts).
 */
import type { Cinema, Showing } from '../platform/schemas.js';
import { resolveInstant, statedOffsetZone } from '../schedule/zoned-time.js';
import { httpUrl, programLink } from '../common/http-url.js';
import { instantText } from '../common/instant-text.js';
import { isTimeZoneName, knownZone } from '../common/time-zone-name.js';
import { currencyCode, defaultPrice } from './default-price.js';
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

/** Shapes one window's pages: a showing on two pages (the data moved between them) counts once. */
export class ProgramShaper {
  readonly #asked: ProgramAsked;
  readonly #showings = new Map<number, ProgramShowing>();
  /** Every cinema seen, with the zone its showings are placed in; a program lists those its showings name. */
  readonly #places = new Map<number, ProgramCinema>();
  readonly #detailed = new Set<number>();
  /** Items of a cinema whose zone no item has told yet: placed once one does, else counted as unplaced. */
  readonly #waiting = new Map<number, Showing[]>();
  readonly #movies = new Map<number, ProgramMovie>();
  #unplaced = 0;

  constructor(asked: ProgramAsked) {
    this.#asked = asked;
  }

  /** Shapes a page's items into the program. */
  add(items: readonly Showing[]): void {
    for (const item of items) this.#add(item);
  }

  /** The program of every page added so far. */
  program({ complete, unread, skipped = 0, unknownCinemas = [] }: ReadState): Program {
    const named = new Set([...this.#showings.values()].map(({ cinemaId }) => cinemaId));
    const waiting = [...this.#waiting.values()].reduce((sum, items) => sum + items.length, 0);
    const program: Program = {
      format: PROGRAM_FORMAT,
      from: instantText(this.#asked.from),
      to: instantText(this.#asked.to),
      movie: this.#asked.movie,
      complete,
      cinemas: [...this.#places.values()].filter(({ id }) => named.has(id)),
      movies: [...this.#movies.values()],
      showings: [...this.#showings.values()].sort(byStart),
    };
    // What only some programs have is left out where there is none.
    const rest = {
      unread: complete ? undefined : unread,
      skipped: skipped + this.#unplaced + waiting || undefined,
      unknownCinemas,
    };
    return Object.assign(program, withoutEmpty(rest));
  }

  #add(item: Showing): void {
    const asked = this.#asked;
    if (this.#showings.has(item.id) || item.state?.trim().toLowerCase() === 'draft') return;
    const cinemaId = item.cinemaId ?? item.cinema?.id;
    // The numeric movie id wins over the content's references.
    const movieId = item.movieId ?? item.content?.movieId ?? item.content?.movie?.id;
    if (asked.movie !== null && movieId !== asked.movie) return;
    if (cinemaId === undefined) return void (this.#unplaced += 1);
    if (asked.cinemaIds.length && !asked.cinemaIds.includes(cinemaId)) return;
    const cinema = this.#place(cinemaId, item);
    // A cinema without a zone of its own places each start by the offset it states, never by a guess.
    const zone = cinema && (isTimeZoneName(cinema.timezone) ? cinema.timezone : statedOffsetZone(item.startDatetime));
    const start = zone && resolveInstant(item.startDatetime, zone);
    if (!zone || !start) return this.#wait(cinemaId, item);
    if (start.getTime() < asked.from.getTime() || start.getTime() > asked.to.getTime()) return;
    if (movieId !== undefined) this.#movies.set(movieId, filledIn(this.#movies.get(movieId), movieOf(movieId, item)));
    this.#showings.set(item.id, programShowing(item, { cinemaId, movieId, zone, start }));
  }

  /** An item that cannot be placed yet: a later item may bring its cinema's zone (one cinema, one zone). */
  #wait(cinemaId: number, item: Showing): void {
    if (this.#detailed.has(cinemaId)) return void (this.#unplaced += 1);
    this.#waiting.set(cinemaId, [...(this.#waiting.get(cinemaId) ?? []), item]);
  }

  /** The cinema as the items so far describe it: the first that carries its details decides. */
  #place(cinemaId: number, item: Showing): ProgramCinema | undefined {
    const seen = this.#places.get(cinemaId);
    const details = item.cinema?.id === cinemaId ? item.cinema : undefined;
    if (seen && (this.#detailed.has(cinemaId) || !details)) return seen;
    const zone = knownZone(details?.timezone) ?? knownZone(this.#asked.fallbackTimeZone);
    const cinema = programCinema(cinemaId, zone ?? statedOffsetZone(item.startDatetime) ?? '', details);
    if (!cinema.timezone) return seen;
    this.#places.set(cinemaId, cinema);
    if (!details) return cinema;
    this.#detailed.add(cinemaId);
    // The items that waited for this cinema's zone are placed now.
    const waiting = this.#waiting.get(cinemaId) ?? [];
    this.#waiting.delete(cinemaId);
    for (const held of waiting) this.#add(held);
    return cinema;
  }
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
    currencyCode: currencyCode(given?.currencyCode),
    homepage: programLink(given?.homepage),
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
    // Only a link the widget may use: a later showing's fills in for one that is not.
    posterImageUrl: httpUrl(content?.posterImageUrl)?.href,
    trailerUrl: httpUrl(content?.trailerUrl)?.href,
    movieAccessibility: accessibility && [
      withoutEmpty({
        iso31661: trimmed(accessibility.iso31661),
        hasClosedCaption: accessibility.hasClosedCaption || undefined,
        hasAudioDescription: accessibility.hasAudioDescription || undefined,
      }),
    ],
  });
}

/**
 * A movie as its showings so far tell it: the first value of each field stands, later showings fill
 * in what it left open, and each country's accessibility is kept (a showing tells its cinema's).
 */
function filledIn(movie: ProgramMovie | undefined, told: ProgramMovie): ProgramMovie {
  if (!movie) return told;
  const countries = new Set(movie.movieAccessibility?.map((entry) => entry.iso31661));
  const added = told.movieAccessibility?.filter((entry) => !countries.has(entry.iso31661)) ?? [];
  const accessibility = [...(movie.movieAccessibility ?? []), ...added];
  return { ...told, ...movie, ...(accessibility.length ? { movieAccessibility: accessibility } : {}) };
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
    priceTotal: defaultPrice(item.prices),
    cinemaRoom:
      item.cinemaRoom &&
      withoutEmpty({
        name: trimmed(item.cinemaRoom.name),
        hasWheelchairSpaces: item.cinemaRoom.hasWheelchairSpaces || undefined,
      }),
  };
  for (const flag of SHOWING_FLAGS) showing[flag] = item[flag];
  for (const field of SHOWING_LANGUAGES) showing[field] = trimmed(item[field]);
  Object.assign(showing, bookingLink(item));
  return withoutEmpty(showing) as unknown as ProgramShowing;
}

/**
 * The first booking link the platform gives, under its field's name (schedule/showtime.ts): the
 * others are left out. It decides even where no program may carry it (`javascript:`, a relative
 * path): the showing then has none, rather than quietly another.
 */
function bookingLink(item: Showing): Partial<Pick<ProgramShowing, (typeof BOOKING_FIELDS)[number]>> {
  const field = BOOKING_FIELDS.find((name) => [item[name]].flat().some((url) => url?.trim()));
  if (field === 'ticketUrls') {
    const given = item.ticketUrls!.filter((url) => url.trim());
    return programLink(given[0]) ? { ticketUrls: given.flatMap((url) => programLink(url) ?? []) } : {};
  }
  const link = field && programLink(item[field]);
  return field && link ? { [field]: link } : {};
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
