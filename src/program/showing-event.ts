/**
 * A showing as a calendar event: what the sheet's `.ics` file, its Google and Outlook links and
 * the proxy's subscribable calendar say of it (docs/design.md, "what leaves the widget").
 */
import type { CalendarEvent } from '../common/icalendar.js';
import { postalAddress } from '../common/postal-address.js';
import { bookingUrl } from './booking-url.js';
import type { ProgramCinema, ProgramMovie, ProgramShowing } from './program.js';
import { showingEnd } from './showing-end.js';

/** What a showing's event names beside the showing: its start, its cinema and its movie. */
export interface EventParts {
  start: Date;
  cinema: Pick<ProgramCinema, 'name' | 'street' | 'postalCode' | 'city'>;
  movie: Pick<ProgramMovie, 'title' | 'runtime'> | undefined;
}

/** The event of a showing; its title is the movie's, as the structured data names it. */
export function showingEvent(showing: ProgramShowing, { start, cinema, movie }: EventParts): CalendarEvent {
  return {
    // Stable for the showing: a second download or a refreshed subscription updates its event.
    uid: `showing-${showing.id}@showtime-finder`,
    title: movie?.title ?? showing.name ?? '',
    location: [cinema.name, postalAddress(cinema)].filter(Boolean).join(', '),
    start,
    end: showingEnd(showing, start, movie?.runtime)?.instant,
    url: bookingUrl(showing),
  };
}
