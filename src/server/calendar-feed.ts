/**
 * The proxy's second route, `GET {basePath}calendar.ics?movie=M&cinemas=C`: a movie's showings at
 * those cinemas (all of them without `cinemas`) over the next 14 days as a calendar a viewer
 * subscribes to (RFC 5545, its refresh properties from RFC 7986), built from the program of that
 * window, which is read, kept and answered as every program is (same cache, ETag and Cache-Control).
 * The calendar is built once per program read and kept with it (program-body.ts): a kept one or a
 * `304` costs no building, and building one draws on the client's budget, as a read does.
 */
import { escapedText, icalendarText } from '../common/icalendar.js';
import { instantText } from '../common/instant-text.js';
import type { Program } from '../program/program.js';
import { showingEvent } from '../program/showing-event.js';
import { textResponse } from './program-answer.js';
import type { AnswerContext } from './program-answer.js';
import type { ProgramBody } from './program-body.js';
import type { Kept } from './program-cache.js';
import { programQuery } from './program-query.js';
import type { ProgramQuery } from './program-query.js';
import { badParameter } from './proxy-error.js';

export const CALENDAR_PATH = 'calendar.ics';
const PARAMETERS = ['movie', 'cinemas'];
const DAY_MS = 86_400_000;
/** The calendar's days, from the start of today (UTC) on. */
const CALENDAR_DAYS = 14;
/**
 * How often a calendar application reads the feed again: calendars refresh on their own schedule
 * and many not more often than hourly; an hour keeps the subscription close to the program.
 */
const REFRESH = 'PT1H';

/**
 * The program a calendar is built from: the movie (required) and cinemas checked as the program's
 * are; the window whole UTC days, from the start of today, so every subscriber of a day shares one program.
 */
export function calendarQuery(query: URLSearchParams, now: number): ProgramQuery {
  for (const name of query.keys()) {
    if (!PARAMETERS.includes(name)) {
      throw badParameter(name, `no such parameter: the calendar takes only ${PARAMETERS.join(', ')}`);
    }
  }
  if (!query.has('movie')) throw badParameter('movie', 'a movie id: the calendar follows one movie (required)');
  const from = new Date(Math.floor(now / DAY_MS) * DAY_MS);
  const to = new Date(from.getTime() + CALENDAR_DAYS * DAY_MS - 1000);
  return programQuery(new URLSearchParams([...query, ['from', instantText(from)], ['to', instantText(to)]]));
}

/**
 * The program's showings as a calendar, `text/calendar`, kept and cached with the program; its
 * DTSTAMP when the program was read. `admit` is asked before a calendar is built, and refuses by throwing.
 */
export async function calendarResponse(
  answered: Kept<ProgramBody>,
  context: AnswerContext,
  admit: () => void,
): Promise<Response> {
  const program = answered.value;
  const build = () => calendarText(JSON.parse(program.json.text) as Program, new Date(answered.storedAt));
  const text = await program.made(CALENDAR_PATH, build, admit);
  return textResponse(answered, { text, contentType: 'text/calendar; charset=utf-8' }, context);
}

function calendarText(program: Program, stamp: Date): string {
  const cinemas = new Map(program.cinemas.map((cinema) => [cinema.id, cinema]));
  const movies = new Map(program.movies.map((movie) => [movie.id, movie]));
  const events = program.showings.map((showing) =>
    showingEvent(showing, {
      start: new Date(showing.startDatetime),
      cinema: cinemas.get(showing.cinemaId)!,
      movie: showing.movieId === undefined ? undefined : movies.get(showing.movieId),
    }),
  );
  const title = program.movies.find((movie) => movie.id === program.movie)?.title;
  return icalendarText(events, stamp, [
    `X-WR-CALNAME:${escapedText(title ?? `Movie ${program.movie}`)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ]);
}
