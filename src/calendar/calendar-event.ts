/**
 * One showtime as a calendar event: what the `.ics` file and the Google and Outlook links say
 * (docs/design.md, "what leaves the widget"), as src/program/showing-event.ts says it of a showing.
 */
import type { CalendarEvent } from '../common/icalendar.js';
import { showingEvent } from '../program/showing-event.js';
import type { CinemaSummary, MovieSummary, Showtime } from '../schedule/types.js';

export type { CalendarEvent };

/** The event of a showtime at its cinema. */
export function calendarEvent(
  showtime: Showtime,
  cinema: CinemaSummary,
  movie: MovieSummary | undefined,
): CalendarEvent {
  return showingEvent(showtime.showing, { start: showtime.instant, cinema, movie });
}
