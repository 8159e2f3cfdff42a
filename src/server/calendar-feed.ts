/**
 * The proxy's second route, `GET {basePath}calendar.ics?movie=M&cinemas=C`: a movie's showings at
 * those cinemas (all of them without `cinemas`) over the next 14 days as a calendar a viewer
 * subscribes to (RFC 5545, its refresh properties from RFC 7986), built from the program of that
 * window, which is read, kept and answered as every program is (same cache, ETag and Cache-Control).
 */
import { escapedText, icalendarText } from '../common/icalendar.js';
import { instantText } from '../common/instant-text.js';
import type { Program } from '../program/program.js';
import { showingEvent } from '../program/showing-event.js';
import { programResponse } from './program-answer.js';
import type { Freshness } from './program-answer.js';
import type { Kept } from './program-cache.js';
import { digestOf } from './program-cut.js';
import type { ProgramBody } from './program-cut.js';
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

/** The program's showings as a calendar, `text/calendar`, cached as the program is; its DTSTAMP when it was read. */
export async function calendarResponse(
  answered: Kept<ProgramBody>,
  request: { ifNoneMatch: string | null; now: number },
  freshness: Freshness,
  extraHeaders: Record<string, string>,
): Promise<Response> {
  const text = calendarText(JSON.parse(answered.value.json) as Program, new Date(answered.storedAt));
  const value = { json: text, digest: await digestOf(text), complete: answered.value.complete };
  const response = programResponse({ ...answered, value }, request, freshness, extraHeaders);
  if (response.status === 200) response.headers.set('Content-Type', 'text/calendar; charset=utf-8');
  return response;
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
