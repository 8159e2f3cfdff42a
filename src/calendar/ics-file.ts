/**
 * A calendar event as an iCalendar file (RFC 5545) of one event, written as every calendar of the
 * widget's is (src/common/icalendar.ts).
 */
import { icalendarText } from '../common/icalendar.js';
import type { CalendarEvent } from '../common/icalendar.js';

/** The event as a VCALENDAR with one VEVENT; `stamp` is when the file was made (`DTSTAMP`). */
export function icsFile(event: CalendarEvent, stamp: Date): string {
  return icalendarText([event], stamp);
}

/** The file as a `data:` URL: iOS Safari and Android Chrome download it from a link, where a blob URL may fail. */
export function icsDataUrl(file: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
