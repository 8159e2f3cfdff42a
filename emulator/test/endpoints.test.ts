import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp, type Page, type ShowingJson } from './support.js';

const errorOf = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { error: string; message: string }),
});

describe('data endpoints', () => {
  it('GET /cinemas/{id} answers the cinema, and 404 not_found for an unknown one', async () => {
    const app = testApp();
    assert.equal((await app.json<{ name: string }>('/cinemas/801')).name, 'Kumari Cinema Hall');
    const missing = await errorOf(await app.get('/cinemas/4242'));
    assert.deepEqual([missing.status, missing.error, missing.message], [404, 'not_found', 'No cinema with id 4242']);
  });

  it('GET /cinemas/{id}/showings-future answers only that cinema’s showings not yet started, filtered by movieId', async () => {
    const app = testApp('2026-11-22T12:00:00Z');
    const { data } = await app.json<Page<ShowingJson>>('/cinemas/101/showings-future?movieId=550&limit=100');
    assert.ok(data.length > 0);
    for (const showing of data) {
      assert.equal(showing.cinemaId, 101);
      assert.equal(showing.movieId, 550);
      assert.ok(Date.parse(showing.startDatetime) > Date.parse('2026-11-22T12:00:00Z'));
    }
  });

  it('GET /showings filters by movieId, by cinemaIds in all three spellings, and by a start range', async () => {
    const app = testApp();
    const ids = async (query: string) =>
      new Set(
        (await app.json<Page<ShowingJson>>(`/showings?limit=100&${query}`)).data.map((showing) => showing.cinemaId),
      );
    for (const query of ['cinemaIds[]=101&cinemaIds[]=801', 'cinemaIds=101&cinemaIds=801', 'cinemaIds=101,801']) {
      assert.deepEqual([...(await ids(query))].sort(), [101, 801], query);
    }
    const ranged = await app.json<Page<ShowingJson>>(
      '/showings?movieId=550&startDatetimeFrom=2026-11-23T00:00:00Z&startDatetimeTo=2026-11-23T23:59:59Z&limit=100',
    );
    assert.ok(ranged.data.length > 0);
    for (const showing of ranged.data) {
      assert.equal(showing.movieId, 550);
      assert.equal(new Date(showing.startDatetime).toISOString().slice(0, 10), '2026-11-23');
    }
    const naive = await errorOf(await app.get('/showings?startDatetimeFrom=2026-11-23T00:00:00'));
    assert.equal(naive.status, 400);
    assert.match(naive.message, /startDatetimeFrom must be an ISO 8601 date-time with Z or an offset/);
    assert.equal((await app.get('/showings?cinemaIds=abc')).status, 400);
  });

  it('GET /showings sorts by startDatetime (the default) or id, ascending or descending', async () => {
    const app = testApp();
    const ids = async (query: string) =>
      (await app.json<Page<ShowingJson>>(`/showings?movieId=550&limit=100&${query}`)).data.map((showing) => showing.id);
    const byStart = await app.json<Page<ShowingJson>>('/showings?movieId=550&limit=100&sort=startDatetime&order=asc');
    const starts = byStart.data.map((showing) => Date.parse(showing.startDatetime));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.deepEqual(
      byStart.data.map((showing) => showing.id),
      await ids(''),
    );
    const byIdDescending = await ids('sort=id&order=desc');
    assert.deepEqual(
      byIdDescending,
      [...byIdDescending].sort((a, b) => b - a),
    );
    assert.ok(byIdDescending[0]! > (await ids('sort=id&order=asc'))[0]!);
  });

  it('accepts serviceMovieId before 2026-10-01 and lets a numeric movieId win over it', async () => {
    const app = testApp('2026-09-30T23:59:59Z');
    const legacy = await app.json<Page<ShowingJson>>('/showings?serviceMovieId=tt0137523&limit=5');
    assert.ok(legacy.data.length > 0);
    assert.ok(legacy.data.every((showing) => showing.movieId === 550));
    const both = await app.json<Page<ShowingJson>>('/showings?serviceMovieId=tt0137523&movieId=603&limit=5');
    assert.ok(both.data.every((showing) => showing.movieId === 603));
  });

  it('filters to an empty list for a legacy id no movie has (not to the live event, which has no movie)', async () => {
    const app = testApp('2026-09-20T12:00:00Z');
    for (const path of [
      '/showings?serviceMovieId=tt0000000',
      '/cinemas/101/showings-future?serviceMovieId=tt0000000',
    ]) {
      const { data, pagination } = await app.json<Page<ShowingJson>>(path);
      assert.deepEqual([data, pagination.total], [[], 0], path);
    }
  });

  it('refuses serviceMovieId from 2026-10-01 with 400 naming movieId', async () => {
    const app = testApp('2026-10-01T00:00:00Z');
    for (const path of [
      '/showings?serviceMovieId=tt0137523',
      '/cinemas/101/showings-future?serviceMovieId=tt0137523',
      '/movies?serviceMovieId=tt0137523',
    ]) {
      const error = await errorOf(await app.get(path));
      assert.equal(error.status, 400, path);
      assert.equal(error.error, 'invalid_request');
      assert.match(error.message, /use the numeric movieId/);
    }
  });

  it('GET /movies/{id} accepts the numeric id and the legacy id', async () => {
    const app = testApp();
    assert.equal((await app.json<{ title: string }>('/movies/550')).title, 'Fight Club');
    assert.equal((await app.json<{ id: number }>('/movies/tt0137523')).id, 550);
    assert.equal((await app.json<{ id: number }>('/movies/m-forrest-gump')).id, 13);
    const unknown = await errorOf(await app.get('/movies/999999'));
    assert.deepEqual([unknown.status, unknown.error], [404, 'not_found']);
  });

  it('answers a legacy id in the path with 404 legacy_id_unsupported when legacyMovieIdsInPath is off', async () => {
    const app = testApp();
    app.state.settings.legacyMovieIdsInPath = false;
    const error = await errorOf(await app.get('/movies/tt0137523'));
    assert.equal(error.status, 404);
    assert.equal(error.error, 'legacy_id_unsupported');
    assert.match(error.message, /no longer supported; use the numeric movie id/);
    assert.equal((await app.json<{ id: number }>('/movies/550')).id, 550);
  });

  it('answers an unknown path with 404 not_found JSON', async () => {
    const error = await errorOf(await testApp().get('/nothing-here'));
    assert.deepEqual([error.status, error.error], [404, 'not_found']);
  });
});
