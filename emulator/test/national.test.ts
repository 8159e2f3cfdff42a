import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEmulator } from '../src/index.js';
import { createSeed } from '../src/seed/options.js';
import { presentShowing } from '../src/seed/present.js';
import { clientToken, NOW, testApp, type Page, type ShowingJson } from './support.js';

interface NationalShowingJson extends ShowingJson {
  language: string;
  subtitledLanguage: string | null;
  isImax: boolean;
}

const NATIONAL = { national: { cinemas: 400 } };

/** Every showing of the seed as served (straight from the state: 420 pages over HTTP would only be slow). */
function served(app: ReturnType<typeof testApp>): NationalShowingJson[] {
  return app.state
    .showings()
    .map((record) => presentShowing(record, 'offset', 'http://127.0.0.1') as unknown as NationalShowingJson);
}

const localDate = (showing: ShowingJson): string => showing.startDatetime.slice(0, 10);
const localTime = (showing: ShowingJson): string => showing.startDatetime.slice(11, 16);
const version = (showing: NationalShowingJson): string =>
  `${showing.language}/${showing.subtitledLanguage ?? '-'}${showing.isImax ? '/IMAX' : ''}`;

describe('national-release seed', () => {
  it('has 400 cinemas × 21 days × 5 = 42,000 showings, all of movie 550 and all published, and answers a list at once', async () => {
    const app = testApp(NOW, undefined, NATIONAL);
    const showings = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100');
    assert.equal(showings.pagination.total, 42_000);
    assert.equal(showings.data.length, 100);
    assert.equal((await app.json<Page<ShowingJson>>('/showings?limit=1')).pagination.total, 42_000);
    assert.equal((await app.json<Page<{ id: number }>>('/cinemas?limit=1')).pagination.total, 400);
    assert.ok(served(app).every((showing) => showing.movieId === 550 && showing.state === 'published'));
  });

  it('plays every cinema five times a day on the 21 local dates from the clock’s date − 1', () => {
    const perCinemaDay = new Map<string, number>();
    for (const showing of served(testApp(NOW, undefined, NATIONAL))) {
      const key = `${showing.cinemaId} ${localDate(showing)}`;
      perCinemaDay.set(key, (perCinemaDay.get(key) ?? 0) + 1);
    }
    assert.equal(perCinemaDay.size, 400 * 21);
    assert.deepEqual(new Set(perCinemaDay.values()), new Set([5]));
    const dates = [...perCinemaDay.keys()].filter((key) => key.startsWith('1001 ')).map((key) => key.slice(5));
    assert.equal(dates[0], '2026-11-21');
    assert.equal(dates.at(-1), '2026-12-11');
  });

  it('spreads its cinemas evenly over Berlin, London, New York and Chicago, none in the viewer’s Los Angeles', async () => {
    const app = testApp(NOW, undefined, NATIONAL);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => app.json<Page<{ timezone: string }>>(`/cinemas?limit=100&page=${page}`)),
    );
    const zones = new Map<string, number>();
    for (const cinema of pages.flatMap((page) => page.data)) {
      zones.set(cinema.timezone, (zones.get(cinema.timezone) ?? 0) + 1);
    }
    assert.deepEqual(
      zones,
      new Map([
        ['Europe/Berlin', 100],
        ['Europe/London', 100],
        ['America/New_York', 100],
        ['America/Chicago', 100],
      ]),
    );
  });

  it('plays three versions per country (dubbed or original, subtitled, IMAX), at least two in each cinema', () => {
    const versions = new Map<string, Set<string>>();
    const perCinema = new Map<number, Set<string>>();
    for (const showing of served(testApp(NOW, undefined, NATIONAL))) {
      const zone = showing.cinema.timezone;
      versions.set(zone, (versions.get(zone) ?? new Set()).add(version(showing)));
      perCinema.set(showing.cinemaId, (perCinema.get(showing.cinemaId) ?? new Set()).add(version(showing)));
    }
    const sorted = (zone: string) => [...versions.get(zone)!].sort();
    assert.deepEqual(sorted('Europe/Berlin'), ['de/-', 'de/-/IMAX', 'en/de']);
    assert.deepEqual(sorted('Europe/London'), ['en/-', 'en/-/IMAX', 'en/en']);
    assert.deepEqual(sorted('America/New_York'), ['en/-', 'en/-/IMAX', 'es/-']);
    assert.deepEqual(sorted('America/Chicago'), ['en/-', 'en/-/IMAX', 'es/-']);
    assert.ok([...perCinema.values()].every((set) => set.size >= 2));
  });

  it('has late shows between 00:15 and 01:30 local on about a third of cinema-days', () => {
    const late = served(testApp(NOW, undefined, NATIONAL)).filter(
      (showing) => localTime(showing) >= '00:15' && localTime(showing) <= '01:30',
    );
    const share = late.length / (400 * 21);
    assert.ok(share > 0.25 && share < 0.45, `${late.length} late shows`);
    assert.equal(new Set(late.map((showing) => showing.cinema.timezone)).size, 4);
  });

  it('is deterministic: pinned cinemas and showings, and a cinema is the same whatever the number of cinemas', async () => {
    const app = testApp(NOW, undefined, NATIONAL);
    const cinema = await app.json<Record<string, string>>('/cinemas/1003');
    assert.deepEqual(
      [cinema['name'], cinema['city'], cinema['stateAbbr'], cinema['timezone'], cinema['latitude'], cinema['phone']],
      ['Lyric Philadelphia', 'Philadelphia', 'PA', 'America/New_York', '39.9301', '+1 215 555 1003'],
    );
    const day = await app.json<Page<NationalShowingJson>>(
      '/showings?cinemaIds=1001&startDatetimeFrom=2026-11-22T00:00:00%2B01:00&startDatetimeTo=2026-11-22T23:59:59%2B01:00',
    );
    assert.deepEqual(
      day.data.map((showing) => `${showing.id} ${localTime(showing)} ${version(showing)}`),
      [
        '105610010 12:15 de/-/IMAX',
        '105610011 14:45 en/de',
        '105610012 17:15 en/de',
        '105610013 22:15 de/-/IMAX',
        '105610014 23:15 de/-',
      ],
    );
    const few = createSeed({ national: { cinemas: 12 } }).catalog.cinemas.map((plan) => plan.cinema);
    const many = createSeed(NATIONAL).catalog.cinemas.map((plan) => plan.cinema);
    assert.deepEqual(few, many.slice(0, 12));
  });

  it('gives every showing its own id, and keeps a cinema-day’s ids when the clock moves on', () => {
    const ids = (now: string) =>
      testApp(now, undefined, NATIONAL)
        .state.showings()
        .filter((record) => record.cinema.cinema.id === 1234 && record.start.toISOString().startsWith('2026-11-25'))
        .map((record) => record.id);
    const all = testApp(NOW, undefined, NATIONAL)
      .state.showings()
      .map((record) => record.id);
    assert.equal(new Set(all).size, 42_000);
    assert.ok(ids(NOW).length > 0);
    assert.deepEqual(ids('2026-11-24T12:00:00Z'), ids(NOW));
  });

  it('keeps the default catalogue’s movies: GET /movies/550 is Fight Club', async () => {
    const app = testApp(NOW, undefined, NATIONAL);
    assert.equal((await app.json<{ title: string }>('/movies/550')).title, 'Fight Club');
    assert.equal((await app.json<Page<{ id: number }>>('/movies')).pagination.total, 14);
  });

  it('takes days, showingsPerDay and zones', () => {
    const app = testApp(NOW, undefined, {
      national: { cinemas: 30, days: 3, showingsPerDay: 7, zones: ['Europe/London', 'America/Chicago'] },
    });
    const showings = served(app);
    assert.equal(showings.length, 30 * 3 * 7);
    assert.deepEqual(
      new Set(showings.map((showing) => showing.cinema.timezone)),
      new Set(['Europe/London', 'America/Chicago']),
    );
    assert.deepEqual([...new Set(showings.filter((showing) => showing.cinemaId === 1001).map(localDate))].sort(), [
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('refuses bad options with a message naming the field', () => {
    for (const [national, field] of [
      [{ cinemas: 0 }, 'national.cinemas'],
      [{ cinemas: 9000 }, 'national.cinemas'],
      [{ cinemas: 10, showingsPerDay: 11 }, 'national.showingsPerDay'],
      [{ cinemas: 10, zones: ['America/Los_Angeles'] }, 'national.zones[0]'],
      [{ cinemas: 10, zones: ['Europe/London', 'Europe/London'] }, 'national.zones'],
      [{ cinemas: 10, screens: 3 }, 'national'],
    ] as const) {
      assert.throws(
        () => createSeed({ national } as never),
        (error: Error) => error.message.startsWith('Invalid emulator seed') && error.message.includes(`at ${field}`),
        JSON.stringify(national),
      );
    }
  });

  it('showings() on the handle lists exactly what GET /showings pages through, by start', async () => {
    const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 12, days: 2 } } });
    try {
      const token = await clientToken(emulator.url);
      const wire: ShowingJson[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const response = await fetch(
          `${emulator.url}/showings?movieId=550&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          {
            headers: { Authorization: `Bearer ${token}` },
          },
        );
        const page = (await response.json()) as Page<ShowingJson>;
        wire.push(...page.data);
        cursor = page.pagination.next_cursor;
      }
      const expected = emulator.showings({ movieId: 550 });
      assert.equal(expected.length, 12 * 2 * 5);
      assert.deepEqual(
        expected.map(({ id, cinemaId, state, startDatetime }) => ({ id, cinemaId, state, startDatetime })),
        wire.map(({ id, cinemaId, state, startDatetime }) => ({ id, cinemaId, state, startDatetime })),
      );
      assert.deepEqual(
        expected.map((showing) => showing.start),
        wire.map((showing) => new Date(showing.startDatetime).toISOString()),
      );
      assert.deepEqual(emulator.showings({ movieId: 603 }), []);
    } finally {
      await emulator.close();
    }
  });
});
