// The .ics file as properties, read back with ical.js: its DTSTART is the showing's instant, as Temporal (an
// independent oracle) resolves the platform's naive wall time in the cinema's zone, in every zone this engine knows
// and around their DST gaps and overlaps; and any text, unicode included, comes back from folding and escaping.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { calendarEvent } from '../../src/calendar/calendar-event.js';
import { icsFile } from '../../src/calendar/ics-file.js';
import { escapedText, folded } from '../../src/common/icalendar.js';
import { scheduleOf } from '../support/programs.js';
import { assertProperty } from '../support/properties.js';
import { showing } from '../support/showing-factory.js';

/** Showings are near the present; zone rules before 2000 had offsets and switch times no showing meets. */
const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2045, 0, 1);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A zone this engine knows and a wall time within three hours of one of its transitions (in its gap or overlap too). */
const zonedWallTime = fc.constantFrom(...Intl.supportedValuesOf('timeZone')).chain((timeZone) =>
  fc
    .tuple(fc.integer({ min: FIRST, max: LAST }), fc.integer({ min: -180, max: 180 }), fc.integer({ min: 0, max: 59 }))
    .map(([ms, minutes, second]) => {
      const start = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
      const transition = start.getTimeZoneTransition('next') ?? start;
      return { timeZone, wall: transition.toPlainDateTime().add({ minutes }).with({ second, millisecond: 0 }) };
    }),
);

function naiveText(wall: Temporal.PlainDateTime): string {
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  return `${date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** A VEVENT's property as ical.js reads it back from a file. */
function readBack(file: string, property: string): unknown {
  return new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!.getFirstPropertyValue(property);
}

/**
 * Text as a platform may send it: any code point (lone surrogates too), with TEXT's special characters, line
 * breaks, controls and multi-byte characters often, and long enough to fold several times.
 */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', ';', ',', '\n', '\r', '\r\n', '\t', ' ', ':', 'é', '€', '😀', '\u0000', '\u007f'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 200,
  size: 'large',
});

describe('the .ics file, as properties', () => {
  it("starts at the showing's instant as Temporal resolves it, in every zone, DST gaps and overlaps included", () => {
    assertProperty(
      fc.property(zonedWallTime, ({ timeZone, wall }) => {
        const expected = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
        const cinema = { id: 9, name: 'Kino', city: 'Irgendwo', timezone: timeZone };
        const schedule = scheduleOf([showing({ startDatetime: naiveText(wall), cinema })], {
          now: new Date(expected - 86_400_000),
          days: 7,
          dayStartMinutes: 180,
          viewerTimeZone: 'America/Los_Angeles',
        });
        const event = calendarEvent(schedule.showtimes[0]!, schedule.cinemas[0]!, schedule.movies[0]);
        const start = readBack(icsFile(event, new Date()), 'dtstart') as ICAL.Time;
        expect(start.zone, `${naiveText(wall)} in ${timeZone}`).to.equal(ICAL.Timezone.utcTimezone);
        expect(start.toJSDate().getTime(), `${naiveText(wall)} in ${timeZone}`).to.equal(expected);
      }),
    );
  });

  it('gives any text back through folding and escaping, in lines of at most 75 octets that split no character', () => {
    const utf8 = new TextEncoder();
    const strict = new TextDecoder('utf-8', { fatal: true });
    assertProperty(
      fc.property(text, (text) => {
        const line = folded(`SUMMARY:${escapedText(text)}`);
        for (const physical of line.split('\r\n')) {
          const bytes = utf8.encode(physical);
          expect(bytes.length).to.be.at.most(75);
          expect(strict.decode(bytes)).to.equal(physical);
        }
        const file = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
        // What TEXT can hold (RFC 5545, 3.3.11): line breaks as one newline, no other control character but the
        // tab, and a lone surrogate, which UTF-8 cannot write, as U+FFFD.
        const expected = text
          .replace(/\p{Cs}/gu, '\uFFFD')
          .replace(/\r\n|\r/g, '\n')
          .replace(/(?![\t\n])\p{Cc}/gu, '');
        expect(readBack(file, 'summary')).to.equal(expected);
      }),
    );
  });
});
