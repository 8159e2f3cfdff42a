import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { presentShowing } from '../src/seed/present.js';
import { formatInZone } from '../src/seed/zone-time.js';
import { testApp, type Page, type ShowingJson } from './support.js';

/** Every showing for the clock's day, followed through the cursor. */
async function allShowings(app: ReturnType<typeof testApp>, query = ''): Promise<ShowingJson[]> {
  const showings: ShowingJson[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: Page<ShowingJson> = await app.json(`/showings?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    showings.push(...page.data);
    cursor = page.pagination.next_cursor;
  }
  return showings;
}

const localTime = (showing: ShowingJson): string => showing.startDatetime.slice(11, 16);

describe('seed', () => {
  it('has at least 30 cinemas in at least 8 zones, the required ones among them', async () => {
    const { data } = await testApp().json<Page<{ timezone: string }>>('/cinemas?limit=100');
    assert.ok(data.length >= 30, `${data.length} cinemas`);
    const zones = new Set(data.map((cinema) => cinema.timezone));
    assert.ok(zones.size >= 8, `${zones.size} zones`);
    for (const zone of [
      'Europe/Berlin',
      'Europe/Zurich',
      'Europe/Vienna',
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Asia/Kathmandu',
    ]) {
      assert.ok(zones.has(zone), zone);
    }
    assert.ok(!zones.has('America/Los_Angeles'), 'the browser tests’ viewer zone must not be a cinema zone');
  });

  it('has at least 12 movies, each with a numeric id and a legacy serviceId, 550 among them', async () => {
    const { data } = await testApp().json<Page<{ id: number; serviceId: string; title: string }>>('/movies?limit=100');
    assert.ok(data.length >= 12);
    for (const movie of data) {
      assert.equal(Number.isInteger(movie.id), true);
      assert.match(movie.serviceId, /^(tt\d+|m-[a-z0-9-]+)$/);
    }
    assert.equal(data.find((movie) => movie.id === 550)?.title, 'Fight Club');
  });

  it('is deterministic: a cinema-day always has the same program (pinned values)', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const day = await app.json<Page<ShowingJson & { cinemaRoom: { name: string } }>>(
      '/showings?cinemaIds=101&startDatetimeFrom=2026-11-25T00:00:00%2B01:00&startDatetimeTo=2026-11-25T23:59:59%2B01:00&limit=100',
    );
    assert.equal(day.pagination.total, 13);
    const brief = (showing: ShowingJson) =>
      `${showing.id} ${showing.startDatetime} ${showing.movieId} ${showing.cinemaRoom.name}`;
    assert.equal(brief(day.data[0]!), '105910106 2026-11-25T13:30:00+01:00 680 Saal 3');
    assert.equal(brief(day.data.at(-1)!), '105910109 2026-11-25T21:45:00+01:00 13 Saal 3');
  });

  it('keeps a cinema-day program and its ids when the clock moves to another day', async () => {
    const day = (showings: ShowingJson[]) =>
      showings.filter((showing) => showing.cinemaId === 101 && showing.startDatetime.startsWith('2026-11-25'));
    const fromSunday = day(await allShowings(testApp('2026-11-22T12:00:00Z'), '&cinemaIds=101'));
    const fromTuesday = day(await allShowings(testApp('2026-11-24T12:00:00Z'), '&cinemaIds=101'));
    assert.ok(fromSunday.length > 0);
    assert.deepEqual(fromTuesday, fromSunday);
  });

  it('covers the clock day - 1 to + 20 in each cinema’s local dates', async () => {
    const showings = await allShowings(testApp('2026-11-22T12:00:00Z'), '&cinemaIds=101');
    const dates = [...new Set(showings.map((showing) => showing.startDatetime.slice(0, 10)))];
    assert.equal(dates[0], '2026-11-21');
    assert.equal(dates.at(-1), '2026-12-12');
    assert.equal(dates.length, 22);
  });

  it('serves offset date-times with the cinema’s offset at that instant, half- and quarter-hour zones included', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const offsetOf = async (cinemaId: number) =>
      (await app.json<Page<ShowingJson>>(`/cinemas/${cinemaId}/showings-future?limit=1`)).data[0]!.startDatetime.slice(
        19,
      );
    assert.equal(await offsetOf(101), '+01:00');
    assert.equal(await offsetOf(401), '+00:00');
    assert.equal(await offsetOf(501), '-05:00');
    assert.equal(await offsetOf(601), '+11:00');
    assert.equal(await offsetOf(701), '+05:30');
    assert.equal(await offsetOf(801), '+05:45');
  });

  it('follows DST: a Berlin showing in July carries +02:00', () => {
    assert.equal(
      formatInZone(new Date('2026-07-01T18:30:00Z'), 'Europe/Berlin', 'offset'),
      '2026-07-01T20:30:00+02:00',
    );
    assert.equal(formatInZone(new Date('2026-07-01T18:30:00Z'), 'Europe/Berlin', 'naive'), '2026-07-01T20:30:00');
  });

  it('serves naive cinema-local date-times when dateTimes is naive', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const offset = (await app.json<Page<ShowingJson>>('/cinemas/801/showings-future?limit=1')).data[0]!;
    app.state.settings.dateTimes = 'naive';
    const naive = (await app.json<Page<ShowingJson>>('/cinemas/801/showings-future?limit=1')).data[0]!;
    assert.equal(naive.id, offset.id);
    assert.equal(naive.startDatetime, offset.startDatetime.slice(0, 19));
    assert.match(naive.endDatetime, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('has shows shortly after local midnight (00:15 to 01:30), drafts, and every kind of booking URL', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    // Straight from the state: paging 8,000 showings over HTTP would only slow the suite down.
    const showings = app.state
      .showings()
      .map((record) => presentShowing(record, 'offset', 'http://127.0.0.1') as unknown as ShowingJson);
    const late = showings.filter((showing) => localTime(showing) >= '00:15' && localTime(showing) <= '01:30');
    assert.ok(late.length >= 30, `${late.length} late shows`);
    assert.ok(new Set(late.map((showing) => showing.cinema.timezone)).size >= 5);
    assert.ok(showings.some((showing) => showing.state === 'draft'));
    assert.ok(showings.some((showing) => showing.onlineTicketUrl?.startsWith('https://')));
    assert.ok(showings.some((showing) => showing.bookingUrlExternal?.startsWith('https://')));
    assert.ok(showings.some((showing) => showing.ticketUrls.length > 1));
    assert.ok(showings.some((showing) => showing.bookingUrlExternal?.startsWith('tel:')));
    assert.ok(showings.some((showing) => showing.movieId === null && showing.content.movie === null));
  });

  it('nests cinema (with timezone), room and content with its movie, with movieId next to serviceMovieId', async () => {
    const [showing] = (await testApp().json<Page<ShowingJson>>('/showings?movieId=550&limit=1')).data;
    assert.equal(showing!.movieId, 550);
    assert.equal(showing!.serviceMovieId, 'tt0137523');
    assert.equal(showing!.content.movie!.id, 550);
    assert.equal(showing!.cinema.id, showing!.cinemaId);
    assert.equal(typeof showing!.cinema.timezone, 'string');
    assert.equal(typeof showing!.cinemaRoom.name, 'string');
  });
});
