// The schedule's decisions behind the at-a-glance layout: which cinemas name their zone, which
// dates are the viewer's "today" and "tomorrow", versions, and which features get a chip. Viewers
// in other zones than the page's pinned Los Angeles are given to the schedule as viewerTimeZone.
import { expect } from '@open-wc/testing';
import { filterChips } from '../../src/schedule/features.js';
import { scheduleOf } from '../support/programs.js';
import type { ScheduleOptions } from '../../src/schedule/types.js';
import { versionsOf } from '../../src/schedule/versions.js';
import { needsZoneLabel } from '../../src/schedule/zone-label.js';
import { berlin, showing } from '../support/showing-factory.js';

const zurich = { id: 3, name: 'Kino Limmat', city: 'Zürich', timezone: 'Europe/Zurich' };

const options = (overrides: Partial<ScheduleOptions> = {}): ScheduleOptions => ({
  now: new Date('2026-11-20T12:00:00Z'),
  days: 3,
  dayStartMinutes: 180,
  viewerTimeZone: 'UTC',
  ...overrides,
});

describe('zone labels', () => {
  const zurichShows = (startDatetime: string) =>
    scheduleOf([showing({ cinema: zurich, startDatetime })], options()).showtimes;

  it('names no zone for a Zürich cinema seen from Berlin, whose offset is the same', () => {
    expect(needsZoneLabel(zurichShows('2026-11-22T20:00:00'), 'Europe/Berlin')).to.equal(false);
  });

  it('names the zone for a Zürich cinema seen from London or Honolulu', () => {
    expect(needsZoneLabel(zurichShows('2026-11-22T20:00:00'), 'Europe/London')).to.equal(true);
    expect(needsZoneLabel(zurichShows('2026-11-22T20:00:00'), 'Pacific/Honolulu')).to.equal(true);
  });

  it('compares offsets at the show, not now: London and Lisbon agree all year', () => {
    const lisbon = { id: 4, name: 'Cinema Ideal', timezone: 'Europe/Lisbon' };
    const summer = scheduleOf([showing({ cinema: lisbon, startDatetime: '2027-07-01T20:00:00' })], options());
    expect(needsZoneLabel(summer.showtimes, 'Europe/London')).to.equal(false);
    expect(needsZoneLabel(summer.showtimes, 'Europe/Berlin')).to.equal(true);
  });
});

describe("the viewer's today and tomorrow", () => {
  const days = (now: string, viewerTimeZone: string) =>
    scheduleOf(
      [showing({ cinema: berlin, startDatetime: '2026-11-24T20:00:00' })],
      options({ now: new Date(now), viewerTimeZone }),
    ).days.map(({ date, relative }) => [date, relative]);

  it('calls the Berlin business day "Tomorrow" for a viewer behind it, in Los Angeles on the evening before', () => {
    // 03:30Z: 04:30 in Berlin (business day 23), 19:30 of the 22nd in Los Angeles.
    expect(days('2026-11-23T03:30:00Z', 'America/Los_Angeles')).to.deep.equal([
      ['2026-11-23', 'tomorrow'],
      ['2026-11-24', undefined],
      ['2026-11-25', undefined],
    ]);
  });

  it('calls the Berlin business day of the evening before "Today" for a viewer ahead, in Auckland', () => {
    // 01:00Z: 02:00 in Berlin, still business day 22; 14:00 of the 23rd in Auckland.
    expect(days('2026-11-23T01:00:00Z', 'Pacific/Auckland')).to.deep.equal([
      ['2026-11-22', undefined],
      ['2026-11-23', 'today'],
      ['2026-11-24', 'tomorrow'],
    ]);
  });

  it('calls the first two days Today and Tomorrow for a viewer in the cinema zone', () => {
    expect(days('2026-11-23T12:00:00Z', 'Europe/Berlin')).to.deep.equal([
      ['2026-11-23', 'today'],
      ['2026-11-24', 'tomorrow'],
      ['2026-11-25', undefined],
    ]);
  });
});

describe('versions and chips', () => {
  const { showtimes } = scheduleOf(
    [
      showing({ id: 1, startDatetime: '2026-11-22T14:00:00', isThreeDimensional: true, isDolbyAtmos: true }),
      showing({ id: 2, startDatetime: '2026-11-22T16:00:00', isDolbyAtmos: true }),
      showing({ id: 3, startDatetime: '2026-11-22T18:00:00', isThreeDimensional: true, isDolbyAtmos: true }),
      showing({
        id: 4,
        startDatetime: '2026-11-22T20:00:00',
        isDolbyAtmos: true,
        isSubtitled: true,
        subtitledLanguage: 'en',
      }),
    ],
    options(),
  );

  it('groups showtimes by version, the versions in the order of their first showtime', () => {
    expect(
      versionsOf(showtimes).map((version) => [version.id, version.showtimes.map((showtime) => showtime.id)]),
    ).to.deep.equal([
      ['3d dolby-atmos', [1, 3]],
      ['dolby-atmos', [2]],
      ['dolby-atmos subtitled:en', [4]],
    ]);
  });

  it('offers a chip only for a feature that some showtimes have and others not', () => {
    expect(filterChips(showtimes, new Set()).map((chip) => chip.id)).to.deep.equal(['3d', 'subtitled:en']);
  });

  it('keeps the chip of a feature the viewer turned on, so it can be turned off', () => {
    expect(filterChips(showtimes, new Set(['dolby-atmos'])).map((chip) => chip.id)).to.deep.equal([
      '3d',
      'dolby-atmos',
      'subtitled:en',
    ]);
  });
});
