// The schedule's zone math (docs/design.md, "Times") as tables, a row a case with why it
// matters: platform date-time texts read in a cinema's zone, DST gaps and overlaps, instants
// written as a zone's wall time, and business dates. The viewer's own zone is pinned to Los
// Angeles (web-test-runner.config.mjs), which no row uses.
import { expect } from '@open-wc/testing';
import { businessDate, localDateTime, resolveInstant } from '../../src/schedule/zoned-time.js';
import { isTimeZoneName } from '../../src/common/time-zone-name.js';

/** The instant as ISO text, or undefined: one exact string to compare per case. */
const iso = (dateTime: string, timeZone: string) => resolveInstant(dateTime, timeZone)?.toISOString();

/** An instant's wall time in a zone, written as the contract's `<time datetime>`. */
function wallTime(instant: string, timeZone: string): string {
  const { date, time, offset } = localDateTime(new Date(instant), timeZone);
  return `${date}T${time}${offset}`;
}

/** A platform text read in a cinema zone: the instant it names (undefined: none). */
// prettier-ignore
const READINGS: [text: string, zone: string, instant: string | undefined, why: string][] = [
  ['2026-11-22T19:30:00Z',          'Europe/Berlin',     '2026-11-22T19:30Z',        'Z: that instant, in any zone'],
  ['2026-11-22T19:30:00z',          'Asia/Tokyo',        '2026-11-22T19:30Z',        'a lower-case z too'],
  ['2026-11-22T20:30:00+01:00',     'Asia/Tokyo',        '2026-11-22T19:30Z',        'an offset +hh:mm: that instant'],
  ['2026-11-22T20:30:00+0530',      'Europe/Berlin',     '2026-11-22T15:00Z',        'an offset +hhmm'],
  ['2026-11-22T20:30:00-05',        'Europe/Berlin',     '2026-11-23T01:30Z',        'an offset -hh'],
  ['2026-11-22 20:30:00.250+01:00', 'Europe/Berlin',     '2026-11-22T19:30:00.250Z', 'space, fraction and offset'],
  ['2026-11-22T20:30:00',           'Europe/Berlin',     '2026-11-22T19:30Z',        'naive: cinema wall time, winter'],
  ['2026-07-22T20:30:00',           'Europe/Berlin',     '2026-07-22T18:30Z',        'naive: cinema wall time, summer'],
  ['2026-11-22T20:30',              'America/New_York',  '2026-11-23T01:30Z',        'naive without seconds'],
  ['2026-11-22 20:30:00',           'Europe/Berlin',     '2026-11-22T19:30Z',        'naive with a space, as with T'],
  ['2026-11-22 20:30',              'Australia/Sydney',  '2026-11-22T09:30Z',        'naive with a space, no seconds'],
  ['2027-03-14T02:30:00',           'Europe/Berlin',     '2027-03-14T01:30Z',        'a gap in the viewer zone only'],
  ['2026-11-22T20:30:00',           'Asia/Kolkata',      '2026-11-22T15:00Z',        'India, +05:30'],
  ['2026-11-22T20:30:00',           'Asia/Kathmandu',    '2026-11-22T14:45Z',        'Nepal, +05:45'],
  ['2026-11-22T20:30:00',           'Mars/Olympus_Mons', undefined,                  'naive needs a real zone'],
  ['2026-11-22T20:30:00',           '',                  undefined,                  'naive needs a zone'],
  ['2026-11-22T20:30:00+01:00',     'Mars/Olympus_Mons', '2026-11-22T19:30Z',        'an offset needs no zone'],
];

/** Texts that are no date and time at all. */
const UNREADABLE = [
  '',
  'tomorrow',
  '2026-11-22',
  '2026-02-30T20:30:00',
  '2026-13-01T20:30:00',
  '2026-11-22T24:00:00',
  '2026-11-22T20:60:00',
  '2026-11-22T20:30:00+25:00',
  '22.11.2026 20:30',
  '2026-11-22T20:30:00 Europe/Berlin',
  '<img src=x onerror=alert(1)>',
];

/** A naive time in a DST gap or overlap resolves like Temporal's `disambiguation: 'compatible'`. */
// prettier-ignore
const TRANSITIONS: [text: string, zone: string, instant: string, why: string][] = [
  ['2027-03-28T02:30:00', 'Europe/Berlin',       '2027-03-28T01:30Z', 'Berlin gap: 02:30 is 03:30 CEST'],
  ['2026-10-25T02:30:00', 'Europe/Berlin',       '2026-10-25T00:30Z', 'Berlin overlap: the earlier 02:30, CEST'],
  ['2027-03-14T02:30:00', 'America/New_York',    '2027-03-14T07:30Z', 'New York gap: 02:30 is 03:30 EDT'],
  ['2026-11-01T01:30:00', 'America/New_York',    '2026-11-01T05:30Z', 'New York overlap: the earlier 01:30, EDT'],
  ['2026-10-04T02:30:00', 'Australia/Sydney',    '2026-10-03T16:30Z', 'Sydney October gap: 02:30 is 03:30 AEDT'],
  ['2027-04-04T02:30:00', 'Australia/Sydney',    '2027-04-03T15:30Z', 'Sydney April overlap: the earlier 02:30, AEDT'],
  ['2026-10-04T02:10:00', 'Australia/Lord_Howe', '2026-10-03T15:40Z', 'Lord Howe 30-minute gap: 02:10 is 02:40'],
];

/** An instant written as the zone's wall time, with the offset at that instant. */
// prettier-ignore
const WALL_TIMES: [instant: string, zone: string, wallTime: string, why: string][] = [
  ['2027-03-14T01:30:00Z', 'Europe/Berlin',       '2027-03-14T02:30+01:00', 'winter time while LA springs forward'],
  ['2027-03-28T01:30:00Z', 'Europe/Berlin',       '2027-03-28T03:30+02:00', 'a gap time, as the time it becomes'],
  ['2026-10-25T00:30:00Z', 'Europe/Berlin',       '2026-10-25T02:30+02:00', 'the earlier 02:30 of the overlap, CEST'],
  ['2026-10-25T01:30:00Z', 'Europe/Berlin',       '2026-10-25T02:30+01:00', 'the later 02:30 of the overlap, CET'],
  ['2027-03-28T00:59:00Z', 'Europe/Berlin',       '2027-03-28T01:59+01:00', 'the offset changes at 01:00Z: before it'],
  ['2027-03-28T01:00:00Z', 'Europe/Berlin',       '2027-03-28T03:00+02:00', 'and at it'],
  ['2027-03-14T07:30:00Z', 'America/New_York',    '2027-03-14T03:30-04:00', 'New York after its gap'],
  ['2026-10-03T16:30:00Z', 'Australia/Sydney',    '2026-10-04T03:30+11:00', 'Sydney after its gap'],
  ['2026-10-03T15:40:00Z', 'Australia/Lord_Howe', '2026-10-04T02:40+11:00', 'Lord Howe after its half-hour gap'],
  ['2026-11-22T15:00:00Z', 'Asia/Kolkata',        '2026-11-22T20:30+05:30', 'India'],
  ['2026-11-22T14:45:00Z', 'Asia/Kathmandu',      '2026-11-22T20:30+05:45', 'Nepal'],
  ['2026-11-22T23:30:00Z', 'America/St_Johns',    '2026-11-22T20:00-03:30', 'a negative half hour: Newfoundland'],
  ['2026-11-22T20:30:00Z', 'UTC',                 '2026-11-22T20:30+00:00', 'UTC is +00:00, never Z'],
  ['2026-11-22T20:30:00Z', 'Europe/London',       '2026-11-22T20:30+00:00', 'so is London in winter'],
  ['2026-11-22T15:00:00Z', '+05:30',              '2026-11-22T20:30+05:30', 'a fixed-offset zone, without Intl'],
  ['2026-11-22T20:30:00Z', 'Pacific/Auckland',    '2026-11-23T09:30+13:00', 'across the date line: the next day'],
];

/** A cinema-local date and time, and the day start in minutes: the business date it belongs to. */
// prettier-ignore
const BUSINESS_DATES: [date: string, time: string, dayStart: number, businessDate: string, why: string][] = [
  ['2026-11-23', '00:30', 180, '2026-11-22', 'a 00:30 show, day starting at 03:00: the evening before'],
  ['2026-11-23', '02:59', 180, '2026-11-22', 'a 02:59 show too'],
  ['2026-11-23', '03:00', 180, '2026-11-23', 'a 03:00 show: its own date'],
  ['2026-11-23', '00:30', 0,   '2026-11-23', 'a 00:30 show, day starting at 00:00: its calendar date'],
  ['2027-03-01', '00:30', 180, '2027-02-28', 'the evening before, across a month'],
  ['2028-03-01', '00:30', 180, '2028-02-29', 'across a leap day'],
  ['2027-01-01', '01:00', 180, '2026-12-31', 'across a year'],
];

describe('zoned time: reading platform date-times', () => {
  it('runs with the viewer in Los Angeles, a zone no cinema here uses', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
  });

  for (const [text, zone, instant, why] of READINGS) {
    it(`${why}: ${JSON.stringify(text)} in ${JSON.stringify(zone)} is ${instant ?? 'no instant'}`, () => {
      expect(iso(text, zone)).to.equal(instant && new Date(instant).toISOString());
    });
  }

  it('reads no instant from text that is no date and time', () => {
    expect(UNREADABLE.filter((text) => iso(text, 'Europe/Berlin') !== undefined)).to.deep.equal([]);
  });
});

describe('zoned time: DST gaps and overlaps resolve like Temporal "compatible"', () => {
  for (const [text, zone, instant, why] of TRANSITIONS) {
    it(`${why}: ${text} in ${zone} is ${instant}`, () => {
      expect(iso(text, zone)).to.equal(new Date(instant).toISOString());
    });
  }
});

describe('zoned time: wall times and offsets', () => {
  it('gives the cinema-local date, time and offset of an instant', () => {
    expect(localDateTime(new Date('2026-11-22T15:00:00Z'), 'Asia/Kolkata')).to.deep.equal({
      date: '2026-11-22',
      time: '20:30',
      offset: '+05:30',
    });
  });

  for (const [instant, zone, expected, why] of WALL_TIMES) {
    it(`${why}: ${instant} in ${zone} is ${expected}`, () => {
      expect(wallTime(instant, zone)).to.equal(expected);
    });
  }
});

describe('zoned time: business dates', () => {
  for (const [date, time, dayStart, expected, why] of BUSINESS_DATES) {
    it(`${why}: ${date} ${time} with the day starting at minute ${dayStart} is ${expected}`, () => {
      expect(businessDate({ date, time, offset: '+01:00' }, dayStart)).to.equal(expected);
    });
  }
});

describe('zoned time: agrees with Intl over two whole years', () => {
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'America/Santiago',
    'Asia/Kathmandu',
  ];
  const from = Date.parse('2026-01-01T00:00:00Z');
  const to = Date.parse('2028-01-01T00:00:00Z');
  // 61 minutes: every minute of the hour comes up, and every DST change is passed.
  const step = 61 * 60_000;

  /** Intl's own rendering of the offset, `GMT+05:45`, as `+05:45`: an independent reading. */
  function intlOffset(instant: Date, formatter: Intl.DateTimeFormat): string {
    const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
    return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
  }

  for (const zone of zones) {
    it(`gives the offset Intl gives, and reads each wall time back to itself or its earlier twin, in ${zone}`, () => {
      const formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
      const mismatches: string[] = [];
      for (let ms = from; ms < to; ms += step) {
        const instant = new Date(ms);
        const local = localDateTime(instant, zone);
        if (local.offset !== intlOffset(instant, formatter))
          mismatches.push(`${instant.toISOString()} offset ${local.offset}`);
        const back = resolveInstant(`${local.date}T${local.time}`, zone);
        const backLocal = back && localDateTime(back, zone);
        const sameWallTime = backLocal?.date === local.date && backLocal.time === local.time;
        const minuteStart = Math.floor(ms / 60_000) * 60_000;
        if (!back || !sameWallTime || back.getTime() > minuteStart)
          mismatches.push(`${instant.toISOString()} read back as ${back?.toISOString()}`);
      }
      expect(mismatches).to.deep.equal([]);
    });
  }
});

describe('zoned time: zone names', () => {
  it('knows IANA zone names', () => {
    for (const zone of ['Europe/Berlin', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC', 'Etc/GMT-1']) {
      expect(isTimeZoneName(zone), zone).to.equal(true);
    }
  });

  it('refuses what is not a zone name, offsets included', () => {
    for (const zone of [
      '',
      'Mars/Olympus_Mons',
      'Berlin',
      '+01:00',
      '-05:00',
      'Europe/Berlin; DROP TABLE',
      '<script>',
    ]) {
      expect(isTimeZoneName(zone), zone).to.equal(false);
    }
  });
});

describe('a switch that is not on a quarter hour', () => {
  it("changes the offset at a switch one minute past a quarter hour (St. John's, 00:01 local until 2011)", () => {
    // 00:01 NST is 03:31Z, inside a quarter hour of UTC (Moncton, Goose Bay and Casey switched at 00:01 too).
    const before = localDateTime(new Date('2005-04-03T03:30:59Z'), 'America/St_Johns');
    const after = localDateTime(new Date('2005-04-03T03:31:30Z'), 'America/St_Johns');
    expect(before).to.deep.equal({ date: '2005-04-03', time: '00:00', offset: '-03:30' });
    expect(after).to.deep.equal({ date: '2005-04-03', time: '01:01', offset: '-02:30' });
    expect(iso('2005-04-03T01:10', 'America/St_Johns')).to.equal('2005-04-03T03:40:00.000Z');
  });
});
