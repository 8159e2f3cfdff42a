// What the chosen day shows, decided in the schedule: versions, the chips that split the day,
// and whether a cinema's zone needs naming for this viewer.
import { expect } from '@open-wc/testing';
import { dayView } from '../../src/schedule/day-listing.js';
import type { CinemaListing, listDay } from '../../src/schedule/day-listing.js';
import { buildSchedule } from '../../src/schedule/schedule.js';
import type { Showing } from '../../src/platform/schemas.js';
import { showing } from '../support/showing-factory.js';

const now = new Date('2026-11-22T09:00:00Z');
const zurich = { id: 3, name: 'Kino Limmat', city: 'Zürich', timezone: 'Europe/Zurich' };

function day(showings: Showing[], viewerTimeZone: string, filter: ReadonlySet<string> = new Set()) {
  const schedule = buildSchedule(showings, { now, days: 1, dayStartMinutes: 180, viewerTimeZone });
  return dayView(schedule, { date: '2026-11-22', filter, query: '', byMovie: false });
}

const cinemasOf = (listing: ReturnType<typeof listDay>): readonly CinemaListing[] => listing.cinemas ?? [];

describe('day listing: versions', () => {
  it("groups a cinema's showtimes by format and language version, in the order of their first showtime", () => {
    const { listing } = day(
      [
        showing({ id: 1, startDatetime: '2026-11-22T14:00:00', isDubbed: true, dubbedLanguage: 'de' }),
        showing({
          id: 2,
          startDatetime: '2026-11-22T17:00:00',
          isImax: true,
          isOriginalLanguage: true,
          originalLanguage: 'en',
          isSubtitled: true,
          subtitledLanguage: 'de',
        }),
        showing({ id: 3, startDatetime: '2026-11-22T20:00:00', isDubbed: true, dubbedLanguage: 'de' }),
        showing({
          id: 4,
          startDatetime: '2026-11-22T22:30:00',
          isImax: true,
          isOriginalLanguage: true,
          originalLanguage: 'en',
          isSubtitled: true,
          subtitledLanguage: 'de',
        }),
      ],
      'Europe/Berlin',
    );
    const versions = cinemasOf(listing)[0]!.versions!;
    expect(versions.map((version) => version.key)).to.deep.equal(['dubbed:de', 'imax ov:en subtitled:de']);
    expect(versions.map((version) => version.showtimes.map((showtime) => showtime.id))).to.deep.equal([
      [1, 3],
      [2, 4],
    ]);
  });
});

describe('day listing: chips', () => {
  it("offers chips only for features on some but not all of the day's showtimes", () => {
    const { chips } = day(
      [
        showing({
          startDatetime: '2026-11-22T14:00:00',
          isThreeDimensional: true,
          isDubbed: true,
          dubbedLanguage: 'de',
        }),
        showing({ startDatetime: '2026-11-22T17:00:00', isDubbed: true, dubbedLanguage: 'de' }),
      ],
      'Europe/Berlin',
    );
    expect(chips.map((chip) => chip.id)).to.deep.equal(['3d']);
  });

  it('keeps a chosen chip, so that it can be switched off again', () => {
    const { chips } = day(
      [showing({ startDatetime: '2026-11-22T14:00:00', isDubbed: true, dubbedLanguage: 'de' })],
      'Europe/Berlin',
      new Set(['dubbed:de']),
    );
    expect(chips.map((chip) => chip.id)).to.deep.equal(['dubbed:de']);
  });
});

describe('day listing: zone labels', () => {
  const zurichShow = showing({ cinema: zurich, startDatetime: '2026-11-22T20:00:00' });

  it('names no zone for a Zürich cinema seen from Berlin: the same offset at those times', () => {
    expect(cinemasOf(day([zurichShow], 'Europe/Berlin').listing)[0]!.zoneOf).to.equal(undefined);
  });

  it('names the zone for a Zürich cinema seen from London or Honolulu', () => {
    for (const viewer of ['Europe/London', 'Pacific/Honolulu']) {
      expect(cinemasOf(day([zurichShow], viewer).listing)[0]!.zoneOf?.id, viewer).to.equal(zurichShow.id);
    }
  });
});
