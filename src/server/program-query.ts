/**
 * The one request the showtime proxy answers (docs/design.md, "The program"):
 * `program?movie=M&cinemas=C&from=F&to=T`, each parameter checked, nothing else taken. Anything
 * else is refused before the platform is asked, so the proxy cannot be used to reach the rest of
 * the platform's API, and odd values cannot multiply the programs it reads and keeps.
 */
import { MAX_PROGRAM_CINEMAS as MAX_CINEMAS } from '../common/program-cinemas.js';
import { badParameter } from './proxy-error.js';

export interface ProgramQuery {
  /** A numeric movie id, or a legacy one for the proxy to resolve; null for the cinemas' whole programs. */
  movie: number | string | null;
  /** Distinct, ascending; empty for every cinema of the movie. */
  cinemaIds: readonly number[];
  /** The window of start times, both bounds included. */
  from: Date;
  to: Date;
}

const PARAMETERS = ['movie', 'cinemas', 'from', 'to'];
/** The longest window asked at once: a month, and a few days for the zones and the day start. */
const MAX_WINDOW_DAYS = 32;
const NUMERIC_ID = /^[1-9]\d{0,15}$/;
/**
 * A legacy movie id: the spec's alphanumeric `serviceId` (with `_` and `-`, as the widget's `movie`
 * attribute takes it), holding a letter. A text that JavaScript reads as a number (`NaN`,
 * `Infinity`, `0x226`, `1e3`) is none: it is refused, never looked up on the platform.
 */
const LEGACY_ID = /^[a-z\d][\w-]{0,63}$/i;
const NUMBER_SPELLING = /^(nan|infinity)$/i;
/** An ISO 8601 instant: with `Z` or an offset, never a naive wall time (its instant would depend on the cinema). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** The query's program, checked; throws a 400 ProxyError naming the parameter. */
export function programQuery(query: URLSearchParams): ProgramQuery {
  for (const name of new Set(query.keys())) {
    if (!PARAMETERS.includes(name)) {
      throw badParameter(name, `no such parameter: the program takes only ${PARAMETERS.join(', ')}`);
    }
    if (query.getAll(name).length > 1) throw badParameter(name, 'one value, given once');
  }
  const movieText = query.get('movie');
  const cinemasText = query.get('cinemas');
  if (movieText === null && cinemasText === null) {
    throw badParameter('movie', 'a movie id, or cinemas beside it or instead (at least one of the two)');
  }
  const from = instant(query, 'from');
  const to = instant(query, 'to');
  if (from > to) throw badParameter('from', 'an instant no later than to');
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw badParameter('to', `an instant at most ${MAX_WINDOW_DAYS} days after from`);
  }
  return { movie: movieText === null ? null : movieOf(movieText), cinemaIds: cinemasOf(cinemasText), from, to };
}

function movieOf(text: string): number | string {
  if (NUMERIC_ID.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (LEGACY_ID.test(text) && /[a-z]/i.test(text) && !spellsNumber(text)) return text;
  throw badParameter('movie', 'a numeric movie id (550) or a legacy one (tt0137523)');
}

/** Whether `Number()` reads the text as a number, as it reads `0x226`, `1e3` and `Infinity` (and `NaN` names one). */
function spellsNumber(text: string): boolean {
  return NUMBER_SPELLING.test(text) || !Number.isNaN(Number(text));
}

function cinemasOf(text: string | null): number[] {
  if (text === null) return [];
  const ids = text.split(',').map((id) => {
    if (!NUMERIC_ID.test(id) || !Number.isSafeInteger(Number(id))) {
      throw badParameter('cinemas', 'comma-separated numeric cinema ids (101,102)');
    }
    return Number(id);
  });
  if (ids.length > MAX_CINEMAS) {
    throw badParameter('cinemas', `at most ${MAX_CINEMAS} ids: ask for more cinemas in several programs`);
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** An instant whose every field is in range: 2026-02-30 is refused, never rolled over into March. */
function instant(query: URLSearchParams, name: string): Date {
  const text = query.get(name);
  const expected = 'an instant with Z or an offset, e.g. 2026-11-22T20:30:00Z';
  if (text === null) throw badParameter(name, `${expected} (required)`);
  const fields = INSTANT.exec(text)
    ?.slice(1)
    .map((field) => Number(field ?? 0));
  if (!fields) throw badParameter(name, expected);
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = fields as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const real =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60;
  const time = Date.parse(text);
  if (!real || Number.isNaN(time)) throw badParameter(name, `${expected}; ${text} is no such instant`);
  return new Date(time);
}
