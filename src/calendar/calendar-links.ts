/**
 * Links that open a calendar's own "new event" form filled with the showing, beside the `.ics`
 * file: Google Calendar's event template and Outlook on the web's compose deep link. Both take
 * UTC times, as the file does.
 */
import type { CalendarEvent } from '../common/icalendar.js';
import { utcDateTime } from '../common/icalendar.js';

/** Google Calendar: `dates` is `start/end` in the iCalendar UTC form; an event without an end is a moment. */
export function googleCalendarUrl({ title, start, end, url, location }: CalendarEvent): string {
  return withQuery('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: title,
    dates: `${utcDateTime(start)}/${utcDateTime(end ?? start)}`,
    details: url ?? '',
    location,
  });
}

/** Outlook on the web: ISO 8601 times with `Z`. */
export function outlookCalendarUrl({ title, start, end, url, location }: CalendarEvent): string {
  return withQuery('https://outlook.live.com/calendar/0/deeplink/compose', {
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: start.toISOString(),
    enddt: (end ?? start).toISOString(),
    body: url ?? '',
    location,
  });
}

function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query)}`;
}
