// The window plan as properties (issue "Every engine, every fault"): for any moment, any set of
// cinema zones, any number of days and any day start, the windows cover every offered business
// day from now on, each day counts as read only once every window that holds it has landed, and
// no more is read than a day past the last offered day. Business days come from an
// independent oracle, temporal-polyfill's Temporal, not from the schedule's own day math.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { planDateWindows, planWindows, unreadDates } from '../../src/load/window-plan.js';
import type { Window, WindowState } from '../../src/load/window-plan.js';
import { dayOptions } from '../../src/schedule/day-options.js';
import { assertProperty } from '../support/properties.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIRST = Date.UTC(2020, 0, 1);
const LAST = Date.UTC(2040, 0, 1);

const zone = fc.constantFrom(...Intl.supportedValuesOf('timeZone'));

/** A moment within a day of one of the first zone's DST transitions, or anywhere in the range. */
const plan = fc
  .record({
    zones: fc.uniqueArray(zone, { minLength: 1, maxLength: 4 }),
    days: fc.integer({ min: 1, max: 31 }),
    dayStartMinutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    ms: fc.integer({ min: FIRST, max: LAST }),
    nearTransition: fc.boolean(),
    delta: fc.integer({ min: -DAY, max: DAY }),
  })
  .map(({ zones, days, dayStartMinutes, ms, nearTransition, delta }) => {
    const start = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zones[0]!);
    const transition = nearTransition ? start.getTimeZoneTransition('next') : null;
    const now = new Date(transition ? transition.epochMilliseconds + delta : ms);
    return { zones, days, dayStartMinutes, now };
  });

interface Plan {
  zones: string[];
  days: number;
  dayStartMinutes: number;
  now: Date;
}

/** The oracle's business day `date` in `timeZone`, from now on: [from, to) in epoch ms. */
function oracleDay(date: string, timeZone: string, { dayStartMinutes, now }: Plan): [number, number] {
  const plainTime = Temporal.PlainTime.from({ hour: Math.floor(dayStartMinutes / 60), minute: dayStartMinutes % 60 });
  const day = Temporal.PlainDate.from(date);
  const at = (plain: Temporal.PlainDate) => plain.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
  return [Math.max(at(day), now.getTime()), at(day.add({ days: 1 }))];
}

/** The oracle's business today in `timeZone`: the local date of now minus the day start. */
function oracleToday(timeZone: string, { dayStartMinutes, now }: Plan): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  return zoned.toPlainDateTime().subtract({ minutes: dayStartMinutes }).toPlainDate().toString();
}

function offeredDates(given: Plan): string[] {
  const options = { ...given, viewerTimeZone: given.zones[0]! };
  return dayOptions(given.zones, [], options).map((option) => option.date);
}

/** Whether the windows, both bounds included, leave no gap in [from, to). */
function covered(windows: readonly Window[], [from, to]: [number, number]): boolean {
  let reached = from;
  for (const window of windows) {
    if (window.from.getTime() > reached) break;
    reached = Math.max(reached, window.to.getTime());
  }
  return reached >= to;
}

describe('the window plan, as properties against Temporal', () => {
  it("covers a one-day offer whose business today lasts 25 hours (found by the next property's search)", () => {
    // Fiji left DST at 03:00 on 12 January 2020: a business day from 18:16 on the 11th was 25 hours.
    const given = {
      zones: ['Pacific/Fiji'],
      days: 1,
      dayStartMinutes: 18 * 60 + 16,
      now: new Date('2020-01-11T06:14:59.999Z'),
    };
    const [date] = offeredDates(given);
    expect(covered(planWindows(given.now, 1), oracleDay(date!, 'Pacific/Fiji', given))).to.equal(true);
  });

  it('offers days from the earliest business today among the zones', () => {
    assertProperty(
      fc.property(plan, (given) => {
        const earliest = given.zones.map((timeZone) => oracleToday(timeZone, given)).sort()[0]!;
        const dates = offeredDates(given);
        expect(dates).to.have.length(given.days);
        expect(dates[0]).to.equal(earliest);
        expect(dates.at(-1)).to.equal(
          Temporal.PlainDate.from(earliest)
            .add({ days: given.days - 1 })
            .toString(),
        );
      }),
    );
  });

  it('covers every offered business day in every zone from now on, and reads at most a day past them', () => {
    assertProperty(
      fc.property(plan, (given) => {
        const windows = planWindows(given.now, given.days);
        expect(windows).to.have.length(given.days);
        expect(windows[0]!.from.getTime()).to.be.within(given.now.getTime() - 15 * 60_000, given.now.getTime());
        windows.slice(1).forEach((window, index) => expect(window.from).to.deep.equal(windows[index]!.to));
        const ranges = offeredDates(given).flatMap((date) =>
          given.zones.map((timeZone) => oracleDay(date, timeZone, given)),
        );
        for (const range of ranges) if (range[0] < range[1]) expect(covered(windows, range), `${range}`).to.equal(true);
        // The first window is the next 24 hours whatever the zones, so up to a day past the last
        // offered day may be read (and filtered out); never more than the offered days' span.
        const lastEnd = Math.max(...ranges.map(([, to]) => to));
        expect(windows.at(-1)!.to.getTime()).to.be.at.most(lastEnd + DAY + 2 * HOUR);
        expect(windows.at(-1)!.to.getTime()).to.be.at.most(given.now.getTime() + given.days * DAY + HOUR + 15 * 60_000);
      }),
    );
  });

  it("covers every offered business day in every zone with proxy mode's whole dates, the same all date long", () => {
    assertProperty(
      fc.property(plan, (given) => {
        const windows = planDateWindows(given.now, given.days);
        // From the quarter of now's UTC date that holds now, to (days + 2) dates from its start: the
        // same windows for every moment of that date, less the quarters already over.
        const today = Math.floor(given.now.getTime() / DAY) * DAY;
        expect(windows[0]!.from.getTime() % (6 * HOUR)).to.equal(0);
        expect(windows[0]!.from.getTime()).to.be.within(given.now.getTime() - 6 * HOUR, given.now.getTime());
        expect(windows.at(-1)!.to.getTime()).to.equal(today + (given.days + 2) * DAY);
        windows.slice(1).forEach((window, index) => expect(window.from).to.deep.equal(windows[index]!.to));
        const ranges = offeredDates(given).flatMap((date) =>
          given.zones.map((timeZone) => oracleDay(date, timeZone, given)),
        );
        for (const range of ranges) if (range[0] < range[1]) expect(covered(windows, range), `${range}`).to.equal(true);
      }),
    );
  });

  it('counts a day read once every window that holds it landed whole, and loading while one of them is out', () => {
    assertProperty(
      fc.property(
        plan.chain((given) => fc.record({ given: fc.constant(given), out: fc.nat({ max: given.days - 1 }) })),
        ({ given, out }) => {
          const windows = planWindows(given.now, given.days);
          const dates = offeredDates(given);
          const read = windows.map((): WindowState => 'read');
          const unread = (states: WindowState[]) =>
            unreadDates(dates, given.zones, given.dayStartMinutes, given.now, windows, states);
          expect([...unread(read)]).to.deep.equal([]);
          const states = read.map((state, index) => (index === out ? 'pending' : state));
          const { from, to } = windows[out]!;
          const holds = (date: string) =>
            given.zones.some((timeZone) => {
              const [start, end] = oracleDay(date, timeZone, given);
              return start < end && from.getTime() < end && to.getTime() >= start;
            });
          expect([...unread(states).keys()]).to.deep.equal(dates.filter(holds));
          expect([...unread(states).values()].every((state) => state === 'loading')).to.equal(true);
        },
      ),
    );
  });
});
