// The ends-by limit (src/schedule/ends-by.ts): a cinema-local wall time within the business day, resolved in the
// cinema's zone as a start time is: after midnight on the next calendar date, at the end of a calendar day for a
// 00:00 day start, forward across a DST gap, the earlier instant in an overlap. The viewer's own zone plays no part.
import { expect } from '@open-wc/testing';
import { endsByLimit } from '../../src/schedule/ends-by.js';

const limit = (date: string, time: string, dayStart: string, zone: string) => {
  const minutes = Number(dayStart.slice(0, 2)) * 60 + Number(dayStart.slice(3));
  return endsByLimit(date, time, minutes, zone)?.toISOString();
};

describe('endsByLimit', () => {
  it('places a time before the day start on the next calendar date: 01:00 of business day Nov 22 is Nov 23', () => {
    expect(limit('2026-11-22', '23:00', '03:00', 'Europe/Berlin')).to.equal('2026-11-22T22:00:00.000Z');
    expect(limit('2026-11-22', '00:00', '03:00', 'Europe/Berlin')).to.equal('2026-11-22T23:00:00.000Z');
    expect(limit('2026-11-22', '01:00', '03:00', 'America/New_York')).to.equal('2026-11-23T06:00:00.000Z');
  });

  it('reads 00:00 as the end of a calendar day when the day starts at 00:00', () => {
    expect(limit('2026-11-22', '00:00', '00:00', 'Europe/Berlin')).to.equal('2026-11-22T23:00:00.000Z');
    expect(limit('2026-11-22', '22:00', '00:00', 'Europe/Berlin')).to.equal('2026-11-22T21:00:00.000Z');
  });

  it('resolves a time in a DST gap forward and one in an overlap to the earlier instant', () => {
    // Berlin, 2027-03-28: 02:00 to 03:00 does not exist; 02:30 is 03:30 CEST.
    expect(limit('2027-03-27', '02:30', '03:00', 'Europe/Berlin')).to.equal('2027-03-28T01:30:00.000Z');
    // Berlin, 2026-10-25: 02:30 happens twice; the first is 02:30 CEST.
    expect(limit('2026-10-24', '02:30', '03:00', 'Europe/Berlin')).to.equal('2026-10-25T00:30:00.000Z');
  });
});
