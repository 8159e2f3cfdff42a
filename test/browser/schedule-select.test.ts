import { expect } from '@open-wc/testing';
import { scheduleOf } from '../support/programs.js';
import {
  cinemaMatches,
  distanceKm,
  firstDayWithShowings,
  nextDateWithShowings,
  showtimesOn,
  sortCinemas,
} from '../../src/schedule/select.js';
import { featureId, featuresPresent } from '../../src/schedule/features.js';
import type { CinemaSummary, Schedule } from '../../src/schedule/types.js';
import { showing } from '../support/showing-factory.js';

const now = new Date('2026-11-20T12:00:00Z');

/** Berlin showings on the 22nd (ids 1-4, various formats) and one far beyond the window. */
function sample(): Schedule {
  return scheduleOf(
    [
      showing({ id: 1, startDatetime: '2026-11-22T17:00:00', isThreeDimensional: true }),
      showing({
        id: 2,
        startDatetime: '2026-11-22T20:00:00',
        isThreeDimensional: true,
        isOriginalLanguage: true,
        originalLanguage: 'en',
      }),
      showing({
        id: 3,
        startDatetime: '2026-11-23T00:30:00',
        isOriginalLanguage: true,
        originalLanguage: 'en',
        subtitledLanguage: 'de',
      }),
      showing({ id: 4, startDatetime: '2026-11-22T22:00:00', subtitledLanguage: 'fr', isImax: true }),
      showing({ id: 5, startDatetime: '2026-12-24T20:00:00' }),
    ],
    { now, days: 7, dayStartMinutes: 180, viewerTimeZone: 'UTC' },
  );
}

const ids = (showtimes: readonly { id: number }[]) => showtimes.map((showtime) => showtime.id);

describe('select: days', () => {
  it('opens on the first offered day that has showings', () => {
    expect(firstDayWithShowings(sample())).to.equal('2026-11-22');
  });

  it('has no first day when nothing plays in the window', () => {
    const schedule = scheduleOf([showing({ startDatetime: '2026-12-24T20:00:00' })], {
      now,
      days: 7,
      dayStartMinutes: 180,
      viewerTimeZone: 'UTC',
    });
    expect(firstDayWithShowings(schedule)).to.equal(undefined);
  });

  it('names the next date with showings, beyond the window too', () => {
    const schedule = sample();
    expect(nextDateWithShowings(schedule, '2026-11-20')).to.equal('2026-11-22');
    expect(nextDateWithShowings(schedule, '2026-11-22')).to.equal('2026-12-24');
    expect(nextDateWithShowings(schedule, '2026-12-24')).to.equal(undefined);
  });
});

describe('select: showtimes of a day and format filters', () => {
  it("lists a day's showtimes by instant, the 00:30 show last", () => {
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set()))).to.deep.equal([1, 2, 4, 3]);
    expect(ids(showtimesOn(sample(), '2026-11-23', new Set()))).to.deep.equal([]);
  });

  it('combines filters with AND', () => {
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set(['3d'])))).to.deep.equal([1, 2]);
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set(['3d', 'ov:en'])))).to.deep.equal([2]);
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set(['3d', 'imax'])))).to.deep.equal([]);
  });

  it('matches a language filter exactly and a bare key in any language', () => {
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set(['subtitled:de'])))).to.deep.equal([3]);
    expect(ids(showtimesOn(sample(), '2026-11-22', new Set(['subtitled'])))).to.deep.equal([4, 3]);
  });

  it('writes a feature id as its key, with the language when there is one', () => {
    expect(featureId({ key: '3d' })).to.equal('3d');
    expect(featureId({ key: 'subtitled', language: 'de' })).to.equal('subtitled:de');
  });

  it('lists the features present once each, in badge order, languages alphabetical', () => {
    expect(featuresPresent(sample().showtimes)).to.deep.equal([
      { key: '3d' },
      { key: 'imax' },
      { key: 'ov', language: 'en' },
      { key: 'subtitled', language: 'de' },
      { key: 'subtitled', language: 'fr' },
    ]);
    expect(featuresPresent([])).to.deep.equal([]);
  });
});

describe('select: cinemas', () => {
  const cinema = (id: number, name: string, extra: Partial<CinemaSummary> = {}): CinemaSummary => ({
    id,
    name,
    timeZone: 'Europe/Berlin',
    ...extra,
  });
  const berlinCentre = { lat: 52.52, lng: 13.405 };
  const zoo = cinema(1, 'Zoo Palast', { city: 'Berlin', latitude: 52.5058, longitude: 13.3372, postalCode: '10623' });
  const potsdam = cinema(2, 'Thalia', { city: 'Potsdam', latitude: 52.3906, longitude: 13.0645, postalCode: '14482' });
  const munich = cinema(3, 'Astor Film Lounge', { city: 'München', latitude: 48.1372, longitude: 11.5756 });
  const unplaced = cinema(4, 'Babylon');
  const names = (cinemas: readonly CinemaSummary[]) => cinemas.map((item) => item.name);

  it('sorts by the API distance when every cinema has one', () => {
    const sorted = sortCinemas(
      [
        { ...zoo, distance: 9 },
        { ...munich, distance: 1.5 },
        { ...potsdam, distance: 3 },
      ],
      berlinCentre,
    );
    expect(names(sorted)).to.deep.equal(['Astor Film Lounge', 'Thalia', 'Zoo Palast']);
  });

  it('sorts by the distance from near when a cinema lacks an API distance, unplaced ones last', () => {
    const sorted = sortCinemas([munich, unplaced, { ...potsdam, distance: 1 }, zoo], berlinCentre);
    expect(names(sorted)).to.deep.equal(['Zoo Palast', 'Thalia', 'Astor Film Lounge', 'Babylon']);
  });

  it('sorts by name without distances or near', () => {
    expect(names(sortCinemas([zoo, unplaced, munich, potsdam]))).to.deep.equal([
      'Astor Film Lounge',
      'Babylon',
      'Thalia',
      'Zoo Palast',
    ]);
  });

  it('leaves the input array as it was', () => {
    const input = [zoo, munich];
    sortCinemas(input);
    expect(names(input)).to.deep.equal(['Zoo Palast', 'Astor Film Lounge']);
  });

  it('gives the API distance first, else the great-circle distance from near', () => {
    expect(distanceKm({ ...zoo, distance: 2.5 }, berlinCentre)).to.equal(2.5);
    // One degree of longitude on the equator, with the mean Earth radius of 6371.0088 km.
    const equator = cinema(5, 'Equator', { latitude: 0, longitude: 1 });
    expect(distanceKm(equator, { lat: 0, lng: 0 })).to.be.closeTo(111.1951, 0.0001);
    expect(distanceKm(munich, berlinCentre)).to.be.closeTo(504.2, 0.5);
    expect(distanceKm(zoo)).to.equal(undefined);
    expect(distanceKm(unplaced, berlinCentre)).to.equal(undefined);
  });

  it('matches a search by name, city or postal code, ignoring case and accents', () => {
    expect(cinemaMatches(zoo, 'zoo')).to.equal(true);
    expect(cinemaMatches(zoo, 'PALAST')).to.equal(true);
    expect(cinemaMatches(zoo, '106')).to.equal(true);
    expect(cinemaMatches(munich, 'munchen')).to.equal(true);
    expect(cinemaMatches(cinema(6, 'Kino Zürich'), 'zurich')).to.equal(true);
    expect(cinemaMatches(cinema(6, 'Filmbühne Große Freiheit'), 'grosse')).to.equal(true);
    expect(cinemaMatches(potsdam, 'berlin')).to.equal(false);
  });

  it('needs every word of the search to match somewhere', () => {
    expect(cinemaMatches(zoo, '  zoo   berlin ')).to.equal(true);
    expect(cinemaMatches(zoo, 'zoo potsdam')).to.equal(false);
  });

  it('matches every cinema with an empty search', () => {
    expect(cinemaMatches(unplaced, '')).to.equal(true);
    expect(cinemaMatches(unplaced, '   ')).to.equal(true);
  });
});
