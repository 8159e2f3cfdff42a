import { expect } from '@open-wc/testing';
import { businessDate, localDateTime, resolveInstant } from '../../src/schedule/zoned-time.js';
import { isTimeZoneName } from '../../src/shared/time-zone-name.js';

/** The instant as ISO text, or undefined: one exact string to compare per case. */
const iso = (dateTime: string, timeZone: string) => resolveInstant(dateTime, timeZone)?.toISOString();
const local = (instant: string, timeZone: string) => localDateTime(new Date(instant), timeZone);

describe('zoned time: reading platform date-times', () => {
  it('runs with the viewer in Los Angeles, a zone no cinema here uses', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
  });

  it('reads a date-time with Z as that instant, whatever the cinema zone', () => {
    expect(iso('2026-11-22T19:30:00Z', 'Europe/Berlin')).to.equal('2026-11-22T19:30:00.000Z');
    expect(iso('2026-11-22T19:30:00z', 'Asia/Tokyo')).to.equal('2026-11-22T19:30:00.000Z');
  });

  it('reads a date-time with an offset as that instant, in every offset notation', () => {
    expect(iso('2026-11-22T20:30:00+01:00', 'Asia/Tokyo')).to.equal('2026-11-22T19:30:00.000Z');
    expect(iso('2026-11-22T20:30:00+0530', 'Europe/Berlin')).to.equal('2026-11-22T15:00:00.000Z');
    expect(iso('2026-11-22T20:30:00-05', 'Europe/Berlin')).to.equal('2026-11-23T01:30:00.000Z');
    expect(iso('2026-11-22 20:30:00.250+01:00', 'Europe/Berlin')).to.equal('2026-11-22T19:30:00.250Z');
  });

  it('reads a naive date-time with T as wall-clock time in the cinema zone', () => {
    expect(iso('2026-11-22T20:30:00', 'Europe/Berlin')).to.equal('2026-11-22T19:30:00.000Z');
    expect(iso('2026-07-22T20:30:00', 'Europe/Berlin')).to.equal('2026-07-22T18:30:00.000Z');
    expect(iso('2026-11-22T20:30', 'America/New_York')).to.equal('2026-11-23T01:30:00.000Z');
  });

  it('reads a naive date-time with a space exactly like one with T', () => {
    expect(iso('2026-11-22 20:30:00', 'Europe/Berlin')).to.equal('2026-11-22T19:30:00.000Z');
    expect(iso('2026-11-22 20:30', 'Australia/Sydney')).to.equal('2026-11-22T09:30:00.000Z');
  });

  it('reads a naive time on the night Los Angeles springs forward in the cinema zone, not the viewer zone', () => {
    // 02:30 does not exist in Los Angeles on 2027-03-14; in Berlin it is an ordinary winter time.
    expect(iso('2027-03-14T02:30:00', 'Europe/Berlin')).to.equal('2027-03-14T01:30:00.000Z');
    expect(local('2027-03-14T01:30:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2027-03-14',
      time: '02:30',
      offset: '+01:00',
    });
  });

  it('rejects text that is not a real date and time', () => {
    for (const bad of [
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
    ]) {
      expect(iso(bad, 'Europe/Berlin'), bad).to.equal(undefined);
    }
  });

  it('cannot place a naive time without a real zone, but still reads one with an offset', () => {
    expect(iso('2026-11-22T20:30:00', 'Mars/Olympus_Mons')).to.equal(undefined);
    expect(iso('2026-11-22T20:30:00', '')).to.equal(undefined);
    expect(iso('2026-11-22T20:30:00+01:00', 'Mars/Olympus_Mons')).to.equal('2026-11-22T19:30:00.000Z');
  });
});

describe('zoned time: DST gaps and overlaps resolve like Temporal "compatible"', () => {
  it('moves Berlin 02:30 on the spring-forward night to 03:30 CEST', () => {
    expect(iso('2027-03-28T02:30:00', 'Europe/Berlin')).to.equal('2027-03-28T01:30:00.000Z');
    expect(local('2027-03-28T01:30:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2027-03-28',
      time: '03:30',
      offset: '+02:00',
    });
  });

  it('takes the earlier Berlin 02:30 on the fall-back night (CEST, 00:30Z)', () => {
    expect(iso('2026-10-25T02:30:00', 'Europe/Berlin')).to.equal('2026-10-25T00:30:00.000Z');
    expect(local('2026-10-25T00:30:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2026-10-25',
      time: '02:30',
      offset: '+02:00',
    });
    expect(local('2026-10-25T01:30:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2026-10-25',
      time: '02:30',
      offset: '+01:00',
    });
  });

  it('moves New York 02:30 on the spring-forward night to 03:30 EDT', () => {
    expect(iso('2027-03-14T02:30:00', 'America/New_York')).to.equal('2027-03-14T07:30:00.000Z');
    expect(local('2027-03-14T07:30:00Z', 'America/New_York')).to.deep.equal({
      date: '2027-03-14',
      time: '03:30',
      offset: '-04:00',
    });
  });

  it('takes the earlier New York 01:30 on the fall-back night (EDT, 05:30Z)', () => {
    expect(iso('2026-11-01T01:30:00', 'America/New_York')).to.equal('2026-11-01T05:30:00.000Z');
  });

  it('moves Sydney 02:30 on the October spring-forward night to 03:30 AEDT', () => {
    expect(iso('2026-10-04T02:30:00', 'Australia/Sydney')).to.equal('2026-10-03T16:30:00.000Z');
    expect(local('2026-10-03T16:30:00Z', 'Australia/Sydney')).to.deep.equal({
      date: '2026-10-04',
      time: '03:30',
      offset: '+11:00',
    });
  });

  it('takes the earlier Sydney 02:30 on the April fall-back night (AEDT, 15:30Z)', () => {
    expect(iso('2027-04-04T02:30:00', 'Australia/Sydney')).to.equal('2027-04-03T15:30:00.000Z');
  });

  it("moves a time in Lord Howe Island's 30-minute gap forward by 30 minutes", () => {
    expect(iso('2026-10-04T02:10:00', 'Australia/Lord_Howe')).to.equal('2026-10-03T15:40:00.000Z');
    expect(local('2026-10-03T15:40:00Z', 'Australia/Lord_Howe')).to.deep.equal({
      date: '2026-10-04',
      time: '02:40',
      offset: '+11:00',
    });
  });

  it('changes the Berlin offset at the instant of the change, 01:00Z, not at a wall time', () => {
    expect(local('2027-03-28T00:59:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2027-03-28',
      time: '01:59',
      offset: '+01:00',
    });
    expect(local('2027-03-28T01:00:00Z', 'Europe/Berlin')).to.deep.equal({
      date: '2027-03-28',
      time: '03:00',
      offset: '+02:00',
    });
  });

  it("changes the offset at a switch one minute past a quarter hour (St. John's, 00:01 local until 2011)", () => {
    // 00:01 NST is 03:31Z, inside a quarter hour of UTC (Moncton, Goose Bay and Casey switched at 00:01 too).
    expect(local('2005-04-03T03:30:59Z', 'America/St_Johns')).to.deep.equal({
      date: '2005-04-03',
      time: '00:00',
      offset: '-03:30',
    });
    expect(local('2005-04-03T03:31:30Z', 'America/St_Johns')).to.deep.equal({
      date: '2005-04-03',
      time: '01:01',
      offset: '-02:30',
    });
    expect(iso('2005-04-03T01:10', 'America/St_Johns')).to.equal('2005-04-03T03:40:00.000Z');
  });
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

describe('zoned time: offsets', () => {
  it('gives India +05:30 and Nepal +05:45', () => {
    expect(iso('2026-11-22T20:30:00', 'Asia/Kolkata')).to.equal('2026-11-22T15:00:00.000Z');
    expect(local('2026-11-22T15:00:00Z', 'Asia/Kolkata')).to.deep.equal({
      date: '2026-11-22',
      time: '20:30',
      offset: '+05:30',
    });
    expect(iso('2026-11-22T20:30:00', 'Asia/Kathmandu')).to.equal('2026-11-22T14:45:00.000Z');
    expect(local('2026-11-22T14:45:00Z', 'Asia/Kathmandu')).to.deep.equal({
      date: '2026-11-22',
      time: '20:30',
      offset: '+05:45',
    });
  });

  it('writes a negative half-hour offset as -03:30 (Newfoundland in winter)', () => {
    expect(local('2026-11-22T23:30:00Z', 'America/St_Johns')).to.deep.equal({
      date: '2026-11-22',
      time: '20:00',
      offset: '-03:30',
    });
  });

  it('writes UTC as +00:00, never Z', () => {
    expect(local('2026-11-22T20:30:00Z', 'UTC')).to.deep.equal({ date: '2026-11-22', time: '20:30', offset: '+00:00' });
    expect(local('2026-11-22T20:30:00Z', 'Europe/London')).to.deep.equal({
      date: '2026-11-22',
      time: '20:30',
      offset: '+00:00',
    });
  });

  it('reads a fixed-offset zone such as +05:30 without Intl', () => {
    expect(local('2026-11-22T15:00:00Z', '+05:30')).to.deep.equal({
      date: '2026-11-22',
      time: '20:30',
      offset: '+05:30',
    });
  });

  it('crosses the date line: Auckland is already on the next day', () => {
    expect(local('2026-11-22T20:30:00Z', 'Pacific/Auckland')).to.deep.equal({
      date: '2026-11-23',
      time: '09:30',
      offset: '+13:00',
    });
  });
});

describe('zoned time: business dates', () => {
  const at = (date: string, time: string) => ({ date, time, offset: '+01:00' });

  it('lists a 00:30 show on the evening before when the day starts at 03:00', () => {
    expect(businessDate(at('2026-11-23', '00:30'), 180)).to.equal('2026-11-22');
    expect(businessDate(at('2026-11-23', '02:59'), 180)).to.equal('2026-11-22');
  });

  it('lists a 03:00 show on its own date when the day starts at 03:00', () => {
    expect(businessDate(at('2026-11-23', '03:00'), 180)).to.equal('2026-11-23');
  });

  it('lists a 00:30 show on its calendar date when the day starts at 00:00', () => {
    expect(businessDate(at('2026-11-23', '00:30'), 0)).to.equal('2026-11-23');
  });

  it('steps back over month, leap-day and year boundaries', () => {
    expect(businessDate(at('2027-03-01', '00:30'), 180)).to.equal('2027-02-28');
    expect(businessDate(at('2028-03-01', '00:30'), 180)).to.equal('2028-02-29');
    expect(businessDate(at('2027-01-01', '01:00'), 180)).to.equal('2026-12-31');
  });
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
