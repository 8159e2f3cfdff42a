/**
 * Reading a program the proxy answered (proxy mode), with the same checks as the platform's items
 * (shared/json-checks.ts): the proxy shaped it, but it crossed the network and another version
 * of the proxy may have written it. A showing, cinema or movie without what places it (its id,
 * its cinema and start; a cinema's zone) is skipped, a showing counted as a bad platform item
 * would be; any other field of the wrong type reads as absent. Fields this version does not know
 * are left behind (program.schema.json).
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { toEnd } from '../common/in-slices.js';
import { array, id, number, object, orAbsent, string } from '../common/json-checks.js';
import type { Check } from '../common/json-checks.js';
import { BOOKING_FIELDS, PROGRAM_FORMAT, SHOWING_FLAGS, SHOWING_LANGUAGES } from './program.js';
import type { Program, ProgramCinema, ProgramMovie, ProgramShowing } from './program.js';

/** True, or absent: the program leaves out every false flag. */
const yes: Check<true | undefined> = (value) => ({ ok: true, value: value === true || undefined });
const text = orAbsent(string);
const numeric = orAbsent(number);
const fieldsOf = (names: readonly string[], check: Check<unknown>) =>
  Object.fromEntries(names.map((name) => [name, check]));

const cinemaSchema: Check<ProgramCinema> = object({
  id,
  timezone: string,
  name: text,
  shortName: text,
  street: text,
  postalCode: text,
  city: text,
  latitude: numeric,
  longitude: numeric,
  distance: numeric,
  countryCode: text,
  currencyCode: text,
  homepage: text,
});

const movieSchema: Check<ProgramMovie> = object({
  id,
  title: text,
  runtime: numeric,
  ageRating: text,
  posterImageUrl: text,
  trailerUrl: text,
  movieAccessibility: orAbsent(array(object({ iso31661: text, hasClosedCaption: yes, hasAudioDescription: yes }))),
});

const showingSchema = object({
  id,
  cinemaId: id,
  movieId: orAbsent(id),
  startDatetime: string,
  endDatetime: text,
  startSaleDatetime: text,
  endSaleDatetime: text,
  name: text,
  highlightText: text,
  priceTotal: orAbsent(id),
  cinemaRoom: orAbsent(object({ name: text, hasWheelchairSpaces: yes })),
  ticketUrls: orAbsent(array(string)),
  ...fieldsOf(SHOWING_FLAGS, yes),
  ...fieldsOf(SHOWING_LANGUAGES, text),
  ...fieldsOf(BOOKING_FIELDS.slice(0, 2), text),
}) as Check<ProgramShowing>;

const unreadSchema = object({ reason: string, message: string });

/** Items checked between two points where the reading may pause (`inSlices`): a small step. */
const STEP = 50;

/** The items of a list that `check` takes; how many it did not. A step's pause every `STEP` items. */
function* itemsOf<T>(list: unknown, check: Check<T>): Generator<void, [T[], number]> {
  const items: T[] = [];
  const all = Array.isArray(list) ? list : [];
  for (const [index, item] of all.entries()) {
    if (index % STEP === STEP - 1) yield;
    const read = check(item);
    if (read.ok) items.push(read.value);
  }
  return [items, all.length - items.length];
}

/** The program in `body`, as `what` (`GET <url>`) answered it, at once; throws `bad-response` when it is no program. */
export function readProgram(body: unknown, what: string): Program {
  return toEnd(programSteps(body, what));
}

/**
 * `readProgram` as work in steps (see `inSlices`: a national release's
 * window holds thousands of showings, each checked); throws `bad-response` when it is no program.
 */
export function* programSteps(body: unknown, what: string): Generator<void, Program> {
  const fields: Record<string, unknown> = Object(body);
  if (fields.format !== PROGRAM_FORMAT || !Array.isArray(fields.showings)) {
    const found = typeof fields.format === 'string' ? `the format ${fields.format}` : 'no program';
    throw new ShowtimeFinderError(
      'bad-response',
      `${what} answered ${found}, not ${PROGRAM_FORMAT}. ` +
        'Check proxy-url, and that the proxy and the widget are of one release.',
    );
  }
  const [showings, unreadable] = yield* itemsOf(fields.showings, showingSchema);
  const given = id(fields.skipped);
  const movie = id(fields.movie);
  const window = (bound: unknown) => (typeof bound === 'string' ? bound : '');
  const program: Program = {
    format: PROGRAM_FORMAT,
    from: window(fields.from),
    to: window(fields.to),
    movie: movie.ok ? movie.value : null,
    complete: fields.complete === true,
    cinemas: (yield* itemsOf(fields.cinemas, cinemaSchema))[0],
    movies: (yield* itemsOf(fields.movies, movieSchema))[0],
    showings,
  };
  if (!program.complete) program.unread = unreadOf(fields.unread);
  const skipped = (given.ok ? given.value : 0) + unreadable;
  if (skipped) program.skipped = skipped;
  const unknownCinemas = toEnd(itemsOf(fields.unknownCinemas, id))[0];
  if (unknownCinemas.length) program.unknownCinemas = unknownCinemas;
  return program;
}

/** Why an incomplete program is: the proxy's reason where it is one this version knows. */
function unreadOf(value: unknown): Program['unread'] {
  const unread = unreadSchema(value);
  const reason = unread.ok && unread.value.reason === 'page-cap' ? 'page-cap' : 'page-failed';
  const message = unread.ok ? unread.value.message : 'The proxy could not read every showing of this window.';
  return { reason, message };
}
