// The zone math against an independent oracle: temporal-polyfill's Temporal, written by others
// from the Temporal spec. Both read a zone's rules from this engine's Intl, so these properties
// check the arithmetic (offsets, gaps, overlaps, business dates and days' spans), not the tz data.
// Zones are every one the engine knows plus fixed offsets; instants cluster around DST transitions.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { businessDayRange } from '../../src/schedule/business-day.js';
import {
  addDays,
  businessDate,
  localDateTime,
  resolveInstant,
  statedOffsetZone,
} from '../../src/schedule/zoned-time.js';
import { assertProperty } from '../support/properties.js';

const HOUR = 3_600_000;
/** Showings are near the present; zone rules before 2000 had offsets and switch times no showing meets. */
const FIRST = Date.UTC(2000, 0, 1);
const LAST = Date.UTC(2045, 0, 1);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `±hh:mm` for whole minutes east of UTC. */
function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

const ianaZone = fc.constantFrom(...Intl.supportedValuesOf('timeZone'));
const fixedZone = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => offsetText(quarters * 15));
const zone = fc.oneof({ arbitrary: ianaZone, weight: 4 }, { arbitrary: fixedZone, weight: 1 });

/** The zone's next transition after `ms` (or `ms` itself in a zone without one), as a ZonedDateTime. */
function nextTransition(ms: number, timeZone: string): Temporal.ZonedDateTime {
  const start = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return start.getTimeZoneTransition('next') ?? start;
}

/** An instant within three hours of one of the zone's transitions, or anywhere in the range. */
const zonedInstant = zone.chain((timeZone) =>
  fc
    .oneof(
      fc
        .tuple(fc.integer({ min: FIRST, max: LAST }), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
        .map(([ms, delta]) => nextTransition(ms, timeZone).epochMilliseconds + delta),
      fc.integer({ min: FIRST, max: LAST }),
    )
    .map((ms) => ({ timeZone, ms })),
);

/** A wall time within three hours of a transition's local wall time (so in its gap or overlap too). */
const zonedWallTime = zone.chain((timeZone) =>
  fc
    .tuple(fc.integer({ min: FIRST, max: LAST }), fc.integer({ min: -180, max: 180 }), fc.integer({ min: 0, max: 59 }))
    .map(([ms, minutes, seconds]) => ({
      timeZone,
      wall: nextTransition(ms, timeZone).toPlainDateTime().add({ minutes }).with({ second: seconds, millisecond: 0 }),
    })),
);

/** The platform's spellings of a wall time: `T` or a space; with seconds, a fraction, or neither. */
interface Spelling {
  separator: 'T' | ' ';
  precision: 'minutes' | 'seconds' | 'fraction';
  fraction: number;
}
const spelling: fc.Arbitrary<Spelling> = fc.record({
  separator: fc.constantFrom('T', ' '),
  precision: fc.constantFrom('minutes', 'seconds', 'fraction'),
  fraction: fc.integer({ min: 0, max: 999 }),
});

function written(wall: Temporal.PlainDateTime, { separator, precision, fraction }: Spelling) {
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}`;
  if (precision === 'minutes') return { text: `${date}${separator}${time}`, wall: wall.with({ second: 0 }) };
  if (precision === 'seconds') return { text: `${date}${separator}${time}:${pad(wall.second)}`, wall };
  return {
    text: `${date}${separator}${time}:${pad(wall.second)}.${pad(fraction, 3)}`,
    wall: wall.with({ millisecond: fraction }),
  };
}

/** The oracle's business date: the date of the cinema-local wall time minus the day start. */
function oracleBusinessDate(zoned: Temporal.ZonedDateTime, dayStartMinutes: number): string {
  return zoned.toPlainDateTime().subtract({ minutes: dayStartMinutes }).toPlainDate().toString();
}

/** A day start anywhere, or within two minutes of the wall time (the edge where an off-by-one shows). */
type DayStart = { anywhere: number } | { shift: number };
const dayStartNear: fc.Arbitrary<DayStart> = fc.oneof(
  fc.record({ anywhere: fc.integer({ min: 0, max: 24 * 60 - 1 }) }),
  fc.record({ shift: fc.integer({ min: -2, max: 2 }) }),
);

function dayStartMinutes(choice: DayStart, wall: Temporal.PlainDateTime): number {
  if ('anywhere' in choice) return choice.anywhere;
  return (wall.hour * 60 + wall.minute + choice.shift + 24 * 60) % (24 * 60);
}

describe('zoned time, as properties against Temporal', () => {
  it("gives an instant's cinema-local date, time and offset as Temporal does, in every zone", () => {
    assertProperty(
      fc.property(zonedInstant, ({ timeZone, ms }) => {
        const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
        expect(localDateTime(new Date(ms), timeZone)).to.deep.equal({
          date: zoned.toPlainDate().toString(),
          time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
          offset: zoned.offset,
        });
      }),
    );
  });

  it("resolves a naive wall time like Temporal's disambiguation 'compatible', in gaps and overlaps too", () => {
    assertProperty(
      fc.property(zonedWallTime, spelling, ({ timeZone, wall }, how) => {
        const { text, wall: meant } = written(wall, how);
        const expected = meant.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
        expect(resolveInstant(text, timeZone)?.getTime(), `${text} in ${timeZone}`).to.equal(expected);
      }),
    );
  });

  it('reads a date-time with Z or an offset as the instant Temporal reads, whatever the zone', () => {
    const offset = fc.oneof(
      fc.constantFrom('Z', 'z', '-00:00'),
      fc
        .tuple(fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }), fc.constantFrom('hh:mm', 'hhmm', 'hh'))
        .map(([minutes, style]) => {
          const text = offsetText(style === 'hh' ? Math.trunc(minutes / 60) * 60 : minutes);
          return style === 'hh:mm' ? text : style === 'hhmm' ? text.replace(':', '') : text.slice(0, 3);
        }),
    );
    assertProperty(
      fc.property(zonedWallTime, spelling, offset, ({ timeZone, wall }, how, suffix) => {
        const text = written(wall, how).text + suffix;
        const expected = Temporal.Instant.from(text.replace(' ', 'T')).epochMilliseconds;
        expect(resolveInstant(text, timeZone)?.getTime(), text).to.equal(expected);
        const stated = statedOffsetZone(text);
        if (/[zZ]$|-00:00$/.test(text)) {
          expect(stated, text).to.equal(undefined);
        } else {
          // The zone the offset states shows the instant at the wall time written.
          const shown = Temporal.Instant.from(text.replace(' ', 'T')).toZonedDateTimeISO(stated!).toPlainDateTime();
          expect(shown.toString().slice(0, 16), text).to.equal(text.slice(0, 16).replace(' ', 'T'));
        }
      }),
    );
  });

  it('says a naive date-time states no offset', () => {
    assertProperty(
      fc.property(zonedWallTime, spelling, ({ wall }, how) => {
        expect(statedOffsetZone(written(wall, how).text)).to.equal(undefined);
      }),
    );
  });

  it("puts an instant on the cinema's business date as Temporal's wall time minus the day start", () => {
    assertProperty(
      fc.property(zonedInstant, dayStartNear, ({ timeZone, ms }, dayStart) => {
        const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
        const start = dayStartMinutes(dayStart, zoned.toPlainDateTime());
        expect(businessDate(localDateTime(new Date(ms), timeZone), start)).to.equal(oracleBusinessDate(zoned, start));
      }),
    );
  });

  it('puts a naive time on the business date of the wall time it resolves to (a gap time counts as later)', () => {
    assertProperty(
      fc.property(zonedWallTime, dayStartNear, ({ timeZone, wall }, dayStart) => {
        const text = wall.toString();
        const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
        const start = dayStartMinutes(dayStart, zoned.toPlainDateTime());
        const instant = resolveInstant(text, timeZone)!;
        expect(businessDate(localDateTime(instant, timeZone), start), text).to.equal(oracleBusinessDate(zoned, start));
      }),
    );
  });

  it("spans a business day from its day start to the next as Temporal's 'compatible' wall times, in gaps too", () => {
    // The day start at the wall time near a transition (or within two minutes of it), on its date or the day before.
    assertProperty(
      fc.property(zonedWallTime, dayStartNear, fc.nat({ max: 1 }), ({ timeZone, wall }, dayStart, before) => {
        const start = dayStartMinutes(dayStart, wall);
        const date = wall.toPlainDate().subtract({ days: before });
        const plainTime = Temporal.PlainTime.from({ hour: Math.floor(start / 60), minute: start % 60 });
        const at = (day: Temporal.PlainDate) => day.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
        const range = businessDayRange(date.toString(), start, timeZone);
        expect(
          [range?.start.getTime(), range?.end.getTime()],
          `${date} from ${plainTime} in ${timeZone}`,
        ).to.deep.equal([at(date), at(date.add({ days: 1 }))]);
      }),
    );
  });

  it('moves a calendar date by whole days as Temporal.PlainDate does', () => {
    const date = fc
      .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    assertProperty(
      fc.property(date, fc.integer({ min: -3000, max: 3000 }), (from, days) => {
        expect(addDays(from, days)).to.equal(Temporal.PlainDate.from(from).add({ days }).toString());
      }),
    );
  });
});
