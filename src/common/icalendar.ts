/**
 * iCalendar text (RFC 5545, https://www.rfc-editor.org/rfc/rfc5545), written the same way by the
 * sheet's one-event `.ics` file and the proxy's subscribable calendar: CRLF line ends, lines
 * folded at 75 octets, TEXT values escaped, times in UTC (section 3.3.5, form #2), so a calendar
 * needs no VTIMEZONE and reads the same in every calendar application.
 */

/** A showing as an event of a calendar. */
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

const CRLF = '\r\n';
/** Section 3.1: a content line is at most 75 octets long, its line break not counted. */
const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * A VCALENDAR of `events`, published (section 3.7.2, RFC 5546's METHOD:PUBLISH), its own
 * properties (a name, a refresh interval) after the fixed ones; `stamp` is each event's `DTSTAMP`.
 */
export function icalendarText(events: readonly CalendarEvent[], stamp: Date, properties: readonly string[] = []) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Showtime Finder//showtime-finder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...properties,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(folded).join(CRLF) + CRLF;
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapedText(event.uid)}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
    `SUMMARY:${escapedText(event.title)}`,
    `LOCATION:${escapedText(event.location)}`,
    // A URI value is not escaped (section 3.3.13); an http(s) URL's href has no line breaks.
    ...(event.url ? [`URL:${event.url}`, `DESCRIPTION:${escapedText(event.url)}`] : []),
    'END:VEVENT',
  ];
}

/** `20261128T193000Z`: a date-time in UTC (section 3.3.5). */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d+/, '').replace(/[-:]/g, '');
}

/**
 * A TEXT value (section 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`,
 * other control characters but the tab dropped (TEXT has none). A lone surrogate becomes U+FFFD, which UTF-8
 * can encode.
 */
export function escapedText(text: string): string {
  return text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|[\r\n]/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/**
 * A content line folded (section 3.1): a line break and a space before the octet that would pass
 * 75, never inside a character's UTF-8 bytes. The space counts in the line it starts.
 */
export function folded(line: string): string {
  let result = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      result += `${CRLF} `;
      octets = 1;
    }
    result += character;
    octets += size;
  }
  return result;
}
