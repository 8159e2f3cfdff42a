import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp, type Page, type ShowingJson } from './support.js';

const FILTERED =
  '/showings?movieId=550&cinemaIds[]=101&startDatetimeFrom=2026-11-23T00:00:00Z&startDatetimeTo=2026-11-23T23:59:59Z&sort=id&order=desc&limit=100';

describe('platform quirks', () => {
  it('ignoreFilters and ignoreSort: /showings ignores cinemaIds, the window, sort and order: the whole catalogue', async () => {
    const app = testApp();
    const filtered = await app.json<Page<ShowingJson>>(FILTERED);
    app.state.settings.ignoreFilters = true;
    app.state.settings.ignoreSort = true;
    const ignored = await app.json<Page<ShowingJson>>(FILTERED);
    const whole = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100');
    assert.ok(filtered.pagination.total < ignored.pagination.total);
    assert.equal(ignored.pagination.total, whole.pagination.total);
    assert.deepEqual(
      ignored.data.map((showing) => showing.id),
      whole.data.map((showing) => showing.id),
    );
    assert.ok(ignored.data.every((showing) => showing.movieId === 550));
  });

  it('ignoreFilters alone: the window and cinemas are ignored, the sort asked for still applies', async () => {
    const app = testApp();
    app.state.settings.ignoreFilters = true;
    const ignored = await app.json<Page<ShowingJson>>(FILTERED);
    const whole = await app.json<Page<ShowingJson>>('/showings?movieId=550&sort=id&order=desc&limit=100');
    assert.deepEqual(
      ignored.data.map((showing) => showing.id),
      whole.data.map((showing) => showing.id),
    );
  });

  it('ignoreSort alone: the window and cinemas still apply, the order is the default one', async () => {
    const app = testApp();
    app.state.settings.ignoreSort = true;
    app.state.settings.showingsSort = 'cinema';
    const unsorted = await app.json<Page<ShowingJson>>(
      FILTERED.replace('cinemaIds[]=101', 'cinemaIds[]=102&cinemaIds[]=101'),
    );
    const ids = unsorted.data.map((showing) => showing.cinemaId);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a! - b!),
    );
    assert.deepEqual(new Set(ids), new Set([101, 102]));
    const inWindow = (showing: ShowingJson) =>
      Date.parse(showing.startDatetime) >= Date.parse('2026-11-23T00:00:00Z') &&
      Date.parse(showing.startDatetime) <= Date.parse('2026-11-23T23:59:59Z');
    assert.ok(unsorted.data.length > 0 && unsorted.data.every(inWindow));
  });

  it('ignoreFilters and ignoreSort: values they ignore are not even read, so a bad one is no 400', async () => {
    const app = testApp();
    app.state.settings.ignoreFilters = true;
    app.state.settings.ignoreSort = true;
    for (const query of ['cinemaIds=abc', 'startDatetimeFrom=tomorrow', 'sort=price', 'order=up']) {
      assert.equal((await app.get(`/showings?movieId=550&${query}`)).status, 200, query);
    }
    assert.equal((await app.get('/showings?movieId=abc')).status, 400);
  });

  it('showingsSort cinema: /showings comes by cinema, then by start, unless a sort is asked for', async () => {
    const app = testApp();
    const byStart = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100');
    app.state.settings.showingsSort = 'cinema';
    const byCinema = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100');
    const expected = app.state
      .showings()
      .filter((record) => record.content.movieId === 550)
      .sort((a, b) => a.cinema.cinema.id - b.cinema.cinema.id || +a.start - +b.start || a.id - b.id)
      .slice(0, 100);
    assert.deepEqual(
      byCinema.data.map((showing) => showing.id),
      expected.map((record) => record.id),
    );
    assert.equal(byCinema.data[0]!.cinemaId, 101);
    assert.ok(new Set(byCinema.data.map((showing) => showing.cinemaId)).size < 31, 'page 1 misses most cinemas');
    const asked = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100&sort=startDatetime&order=asc');
    assert.deepEqual(asked.data, byStart.data);
  });
});
