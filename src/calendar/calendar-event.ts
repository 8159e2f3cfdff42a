/**
 * One showing as a calendar event: what the `.ics` file and the Google and Outlook links say
 * (docs/design.md, "what leaves the widget"). Pure data from the schedule.
 */
import { postalAddress } from '../common/postal-address.js';
import { endOf } from '../schedule/end-time.js';
import type { CinemaSummary, MovieSummary, Showtime } from '../schedule/types.js';

export interface CalendarEvent {
  /** Stable for the showing, so a second download updates the first event rather than adding one. */
  uid: string;
  title: string;
  /** The cinema's name and address. */
  location: string;
  start: Date;
  /** The end where it is known (stated, or start plus runtime); an event without one is a moment. */
  end: Date | undefined;
  /** The booking link, http(s) only. */
  url: string | undefined;
}

/** The event of a showtime at its cinema; its title is the movie's, as the structured data names it. */
export function calendarEvent(
  showtime: Showtime,
  cinema: CinemaSummary,
  movie: MovieSummary | undefined,
): CalendarEvent {
  return {
    uid: `showing-${showtime.id}@showtime-finder`,
    title: movie?.title ?? showtime.showing.name ?? '',
    location: [cinema.name, postalAddress(cinema)].filter(Boolean).join(', '),
    start: showtime.instant,
    end: endOf(showtime, movie?.runtime),
    url: showtime.bookingUrl,
  };
}
