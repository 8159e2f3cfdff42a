// The windows a movie's load reads and the days they hold (src/load/window-plan.ts): whatever the
// zone, east or west of the viewer, the day start and the DST night, every offered day lies in the
// planned windows, and a day counts as read only once every window that holds it has landed whole.
import { expect } from '@open-wc/testing';
import { planDateWindows, planWindows, unreadDates } from '../../src/load/window-plan.js';
import type { Window, WindowState } from '../../src/load/window-plan.js';
import { businessDayRange } from '../../src/schedule/business-day.js';
import { dayOptions } from '../../src/schedule/day-options.js';

const ZONES = [
  'Pacific/Kiritimati', // +14: its business day is the first to begin
  'Asia/Kolkata', // +05:30
  'Europe/Berlin',
  'America/Havana', // DST switches at midnight: a day start of 00:00 falls in the gap
  'America/Los_Angeles', // the viewer's own zone in these tests
  'Pacific/Pago_Pago', // -11: its business day is the last to end
];
/** Moments around DST nights (Berlin, New York and Havana, spring and autumn) and an ordinary one. */
const MOMENTS = [
  '2026-03-07T22:40:00Z',
  '2026-03-08T04:10:00Z',
  '2026-03-28T23:59:00Z',
  '2026-10-24T12:00:00Z',
  '2026-10-31T20:07:00Z',
  '2026-11-01T05:30:00Z',
  '2026-11-22T12:00:00Z',
];
const DAY_STARTS = [0, 30, 180, 360, 1410];

/** The offered dates of a load at `now` whose cinemas are in `zones`, as the schedule counts them. */
function offered(now: Date, zones: readonly string[], dayStartMinutes: number, days: number): string[] {
  const options = { now, days, dayStartMinutes, viewerTimeZone: 'America/Los_Angeles' };
  return dayOptions(zones, [], options).map((day) => day.date);
}

function statesOf(windows: readonly Window[], state: (index: number) => WindowState): WindowState[] {
  return windows.map((_, index) => state(index));
}

describe('the window plan', () => {
  it('plans contiguous windows from the quarter hour before now: the next 24 hours, then a day each', () => {
    const windows = planWindows(new Date('2026-11-22T12:07:30Z'), 7);
    expect(windows).to.have.length(7);
    expect(windows[0]!.from.toISOString()).to.equal('2026-11-22T12:00:00.000Z');
    expect(windows[0]!.to.toISOString()).to.equal('2026-11-23T12:15:00.000Z');
    for (let index = 1; index < windows.length; index += 1) {
      expect(windows[index]!.from.getTime(), `window ${index}`).to.equal(windows[index - 1]!.to.getTime());
    }
    expect(windows.at(-1)!.to.toISOString()).to.equal('2026-11-29T13:15:00.000Z');
  });

  it("plans proxy mode's windows from one set for the whole UTC date: today's quarters, then a date each", () => {
    const span = (windows: Window[]) =>
      windows.map(({ from, to }) => `${from.toISOString().slice(5, 13)} ${to.toISOString().slice(5, 13)}`);
    const midnight = span(planDateWindows(new Date('2026-11-22T00:00:00Z'), 7));
    expect(midnight).to.deep.equal([
      '11-22T00 11-22T06',
      '11-22T06 11-22T12',
      '11-22T12 11-22T18',
      '11-22T18 11-23T00',
      '11-23T00 11-24T00',
      '11-24T00 11-25T00',
      '11-25T00 11-26T00',
      '11-26T00 11-27T00',
      '11-27T00 11-28T00',
      '11-28T00 11-29T00',
      '11-29T00 11-30T00',
      '11-30T00 12-01T00',
    ]);
    // Later in the day, the same windows but the quarters already over: they hold no showing to show.
    expect(span(planDateWindows(new Date('2026-11-22T12:07:30Z'), 7))).to.deep.equal(midnight.slice(2));
    expect(span(planDateWindows(new Date('2026-11-22T23:59:59Z'), 7))).to.deep.equal(midnight.slice(3));
  });

  it('holds every offered day in every zone, whatever the day start and the DST night, in either plan', () => {
    for (const [moment, plan] of MOMENTS.flatMap((moment) =>
      [planWindows, planDateWindows].map((plan) => [moment, plan] as const),
    )) {
      const now = new Date(moment);
      for (const dayStart of DAY_STARTS) {
        for (const days of [1, 7]) {
          const windows = plan(now, days);
          const read = statesOf(windows, () => 'read');
          for (const zone of ZONES) {
            const dates = offered(now, [zone], dayStart, days);
            const label = `${moment}, ${zone}, day start ${dayStart}, ${days} days`;
            expect([...unreadDates(dates, [zone], dayStart, now, windows, read)], label).to.deep.equal([]);
          }
          // The cinemas of one load in zones a day apart: the days start at the earliest zone's today.
          const dates = offered(now, ZONES, dayStart, days);
          expect(unreadDates(dates, ZONES, dayStart, now, windows, read).size, `${moment}, all zones`).to.equal(0);
        }
      }
    }
  });

  it("reads each zone's current business day with token mode's first window alone", () => {
    for (const moment of MOMENTS) {
      const now = new Date(moment);
      const windows = planWindows(now, 7);
      const firstOnly = statesOf(windows, (index) => (index === 0 ? 'read' : 'pending'));
      for (const zone of ZONES) {
        const [today, ...later] = offered(now, [zone], 180, 7);
        const unread = unreadDates([today!, ...later], [zone], 180, now, windows, firstOnly);
        expect(unread.has(today!), `${moment}, ${zone}`).to.equal(false);
        expect([...unread.values()], `${moment}, ${zone}`).to.deep.equal(later.map(() => 'loading'));
      }
    }
  });

  it("reads each zone's business today in proxy mode once the windows to the end of tomorrow's UTC date land", () => {
    for (const moment of MOMENTS) {
      const now = new Date(moment);
      const windows = planDateWindows(now, 7);
      const dayAfter = (Math.floor(now.getTime() / 86_400_000) + 2) * 86_400_000;
      const landed = statesOf(windows, (index) => (windows[index]!.to.getTime() <= dayAfter ? 'read' : 'pending'));
      for (const zone of ZONES) {
        const [today, ...later] = offered(now, [zone], 180, 7);
        const unread = unreadDates([today!, ...later], [zone], 180, now, windows, landed);
        expect(unread.has(today!), `${moment}, ${zone}`).to.equal(false);
        expect(
          [...unread.values()].every((state) => state === 'loading'),
          `${moment}, ${zone}`,
        ).to.equal(true);
      }
    }
  });

  it('keeps a day loading while any window that holds it in any zone is pending', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const windows = planWindows(now, 7);
    // Every window but the one from Nov 24, 12:15 UTC to Nov 25, 12:15 UTC.
    const states = statesOf(windows, (index) => (index === 2 ? 'pending' : 'read'));
    const loading = (zones: string[]) => [
      ...unreadDates(offered(now, zones, 180, 7), zones, 180, now, windows, states),
    ];
    // Berlin's Nov 24 and 25 reach into it (from 02:00 UTC); Pago Pago's Nov 23 ends on Nov 24 at 14:00 UTC.
    expect(loading(['Europe/Berlin'])).to.deep.equal([
      ['2026-11-24', 'loading'],
      ['2026-11-25', 'loading'],
    ]);
    expect(loading(['Pacific/Pago_Pago'])).to.deep.equal([
      ['2026-11-23', 'loading'],
      ['2026-11-24', 'loading'],
    ]);
    expect(loading(['Europe/Berlin', 'Pacific/Pago_Pago'])).to.deep.equal([
      ['2026-11-23', 'loading'],
      ['2026-11-24', 'loading'],
      ['2026-11-25', 'loading'],
    ]);
  });

  it('marks the days of a cut window incomplete for good, and only those', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const windows = planWindows(now, 7);
    const states = statesOf(windows, (index) => (index === 4 ? 'cut' : 'read'));
    const dates = offered(now, ['Europe/Berlin'], 180, 7);
    expect(unreadDates(dates, ['Europe/Berlin'], 180, now, windows, states)).to.deep.equal(
      new Map([
        ['2026-11-26', 'incomplete'],
        ['2026-11-27', 'incomplete'],
      ]),
    );
  });

  it('calls a day no window reaches incomplete, never read', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const windows = planWindows(now, 2);
    const read = statesOf(windows, () => 'read');
    const unread = unreadDates(['2026-11-22', '2026-11-23', '2026-11-30'], ['Europe/Berlin'], 180, now, windows, read);
    expect([...unread]).to.deep.equal([['2026-11-30', 'incomplete']]);
  });
});

describe('a business day in its zone', () => {
  it('starts at day-start in the cinema zone and ends at the next one: 23 or 25 hours on DST days', () => {
    const hours = (date: string, dayStart: number, zone: string) => {
      const range = businessDayRange(date, dayStart, zone)!;
      return (range.end.getTime() - range.start.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-28', 180, 'Europe/Berlin')).to.equal(23);
    expect(hours('2026-10-24', 180, 'Europe/Berlin')).to.equal(25);
    expect(hours('2026-11-22', 180, 'Europe/Berlin')).to.equal(24);
    expect(businessDayRange('2026-11-22', 180, 'Asia/Kolkata')!.start.toISOString()).to.equal(
      '2026-11-21T21:30:00.000Z',
    );
  });

  it('moves a day start in a DST gap forward, and takes the earlier of two in an overlap', () => {
    // Havana springs from 00:00 to 01:00 on Mar 8, 2026, and falls back from 01:00 to 00:00 on Nov 1.
    expect(businessDayRange('2026-03-08', 0, 'America/Havana')!.start.toISOString()).to.equal(
      '2026-03-08T05:00:00.000Z',
    );
    expect(businessDayRange('2026-03-07', 0, 'America/Havana')!.end.toISOString()).to.equal('2026-03-08T05:00:00.000Z');
    expect(businessDayRange('2026-11-01', 30, 'America/Havana')!.start.toISOString()).to.equal(
      '2026-11-01T04:30:00.000Z',
    );
  });

  it('has no range in a zone that cannot be read', () => {
    expect(businessDayRange('2026-11-22', 180, 'Mars/Olympus_Mons')).to.equal(undefined);
  });
});
