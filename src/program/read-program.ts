/**
 * Reading a program the proxy answered (proxy mode), without the platform's schemas: the proxy
 * shaped it, but it crossed the network and another version of the proxy may have written it, so
 * every field is checked for its type here. A field of the wrong type reads as absent; a showing
 * without its id, cinema or start is skipped and counted, as a bad platform item would be. Fields
 * this version does not know are left behind (program.schema.json).
 */
import { ShowtimeFinderError } from '../shared/errors.js';
import { withoutUndefined } from '../shared/without-undefined.js';
import { BOOKING_FIELDS, PROGRAM_FORMAT, SHOWING_FLAGS, SHOWING_LANGUAGES } from './program.js';
import type { Program, ProgramAccessibility, ProgramCinema, ProgramMovie, ProgramShowing, ProgramUnread } from './program.js';

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const id = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
const flag = (value: unknown) => (value === true ? true : undefined);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined);
const fieldsOf = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
const listOf = (value: unknown): Fields[] =>
  (Array.isArray(value) ? value : []).map(fieldsOf).filter((item) => item !== undefined);

/** The program in `body`, as `what` (`GET <url>`) answered it; throws `bad-response` when it is no program. */
export function readProgram(body: unknown, what: string): Program {
  const fields = fieldsOf(body);
  if (fields?.format !== PROGRAM_FORMAT || !Array.isArray(fields.showings)) {
    const format = text(fields?.format);
    const found = format ? `the format ${format}` : 'no program';
    throw new ShowtimeFinderError(
      'bad-response',
      `${what} answered ${found}, not ${PROGRAM_FORMAT}. Check proxy-url, and that the proxy and the widget are of one release.`,
    );
  }
  const cinemas = listOf(fields.cinemas).map(cinemaOf).filter((cinema) => cinema !== undefined);
  const showings = listOf(fields.showings).map(showingOf);
  const kept = showings.filter((showing) => showing !== undefined);
  const unread = fieldsOf(fields.unread);
  const complete = fields.complete === true;
  return withoutUndefined({
    format: PROGRAM_FORMAT,
    from: text(fields.from) ?? '',
    to: text(fields.to) ?? '',
    movie: id(fields.movie) ?? null,
    complete,
    unread: complete ? undefined : unreadOf(unread),
    skipped: (id(fields.skipped) ?? 0) + showings.length - kept.length || undefined,
    unknownCinemas: Array.isArray(fields.unknownCinemas) ? fields.unknownCinemas.filter(isId) : undefined,
    cinemas,
    movies: listOf(fields.movies).map(movieOf).filter((movie) => movie !== undefined),
    showings: kept,
  });
}

function isId(value: unknown): value is number {
  return id(value) !== undefined;
}

function unreadOf(unread: Fields | undefined): ProgramUnread {
  const reason = unread?.reason === 'page-cap' ? 'page-cap' : 'page-failed';
  return { reason, message: text(unread?.message) ?? 'The proxy could not read every showing of this window.' };
}

function cinemaOf(cinema: Fields): ProgramCinema | undefined {
  const cinemaId = id(cinema.id);
  const timezone = text(cinema.timezone);
  if (cinemaId === undefined || !timezone) return undefined;
  return withoutUndefined({
    id: cinemaId,
    timezone,
    name: text(cinema.name),
    shortName: text(cinema.shortName),
    street: text(cinema.street),
    postalCode: text(cinema.postalCode),
    city: text(cinema.city),
    latitude: number(cinema.latitude),
    longitude: number(cinema.longitude),
    distance: number(cinema.distance),
    countryCode: text(cinema.countryCode),
    homepage: text(cinema.homepage),
  });
}

function movieOf(movie: Fields): ProgramMovie | undefined {
  const movieId = id(movie.id);
  if (movieId === undefined) return undefined;
  const accessibility = fieldsOf(movie.movieAccessibility);
  return withoutUndefined({
    id: movieId,
    title: text(movie.title),
    runtime: number(movie.runtime),
    ageRating: text(movie.ageRating),
    posterImageUrl: text(movie.posterImageUrl),
    trailerUrl: text(movie.trailerUrl),
    movieAccessibility:
      accessibility &&
      withoutUndefined<ProgramAccessibility>({
        iso31661: text(accessibility.iso31661),
        hasClosedCaption: flag(accessibility.hasClosedCaption),
        hasAudioDescription: flag(accessibility.hasAudioDescription),
      }),
  });
}

function showingOf(showing: Fields): ProgramShowing | undefined {
  const showingId = id(showing.id);
  const cinemaId = id(showing.cinemaId);
  const start = text(showing.startDatetime);
  if (showingId === undefined || cinemaId === undefined || !start) return undefined;
  const room = fieldsOf(showing.cinemaRoom);
  const read: Fields = {
    id: showingId,
    cinemaId,
    movieId: id(showing.movieId),
    startDatetime: start,
    endDatetime: text(showing.endDatetime),
    startSaleDatetime: text(showing.startSaleDatetime),
    endSaleDatetime: text(showing.endSaleDatetime),
    name: text(showing.name),
    highlightText: text(showing.highlightText),
    cinemaRoom: room && withoutUndefined({ name: text(room.name), hasWheelchairSpaces: flag(room.hasWheelchairSpaces) }),
  };
  for (const field of SHOWING_FLAGS) read[field] = flag(showing[field]);
  for (const field of SHOWING_LANGUAGES) read[field] = text(showing[field]);
  for (const field of BOOKING_FIELDS) read[field] = field === 'ticketUrls' ? texts(showing[field]) : text(showing[field]);
  return withoutUndefined(read) as unknown as ProgramShowing;
}
