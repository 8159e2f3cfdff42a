// The showtime proxy refuses, before any platform request, every path, method, parameter and
// origin that the widget does not use, each with a JSON error naming what was wrong.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { createShowtimeProxy } from '../../src/server/index.js';
import { BASE_PATH, PAGE_ORIGIN, proxyFor, windowQuery } from '../support/proxy-harness.js';

const FROM = '2026-11-22T11:00:00.000Z';
const TO = '2026-11-23T11:15:00.000Z';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
});

after(() => emulator.close());

const refusals: [what: string, path: string, init: RequestInit, status: number, code: string][] = [
  ['a path outside the base path', '../oauth/token', {}, 404, 'not_found'],
  ['the token endpoint', 'oauth/token', {}, 404, 'not_found'],
  ['another platform list', 'cinemas?limit=100', {}, 404, 'not_found'],
  ['a cinema record', 'cinemas/101', {}, 404, 'not_found'],
  ['the CORS origin registry', 'cors-origins', {}, 404, 'not_found'],
  ['a trailing slash', 'showings/', {}, 404, 'not_found'],
  ['a POST', 'showings?movieId=550', { method: 'POST', body: '{}' }, 405, 'method_not_allowed'],
  ['a PATCH', 'movies/550', { method: 'PATCH', body: '{}' }, 405, 'method_not_allowed'],
  ['a DELETE', 'movies/550', { method: 'DELETE' }, 405, 'method_not_allowed'],
  ['showings without a movie', 'showings?limit=100', {}, 400, 'invalid_parameter'],
  ['an unknown parameter', 'showings?movieId=550&query=fight', {}, 400, 'unknown_parameter'],
  ['serviceMovieId', 'showings?movieId=550&serviceMovieId=tt0137523', {}, 400, 'unknown_parameter'],
  ['a parameter given twice', 'showings?movieId=550&movieId=551', {}, 400, 'invalid_parameter'],
  ['a movie id that is no number', 'showings?movieId=55a', {}, 400, 'invalid_parameter'],
  ['a movie id with a leading zero', 'showings?movieId=0550', {}, 400, 'invalid_parameter'],
  ['a cinema id that is no number', 'showings?movieId=550&cinemaIds[]=1%3B2', {}, 400, 'invalid_parameter'],
  ['cinemaIds without brackets', 'showings?movieId=550&cinemaIds=101', {}, 400, 'unknown_parameter'],
  ['a naive window bound', 'showings?movieId=550&startDatetimeFrom=2026-11-22T20:30:00', {}, 400, 'invalid_parameter'],
  ['a date without a time', 'showings?movieId=550&startDatetimeTo=2026-11-22', {}, 400, 'invalid_parameter'],
  [
    'an impossible instant',
    'showings?movieId=550&startDatetimeFrom=2026-13-40T25:00:00Z',
    {},
    400,
    'invalid_parameter',
  ],
  ['a window that ends before it starts', windowQuery(550, TO, FROM), {}, 400, 'invalid_parameter'],
  ['an unknown sort', 'showings?movieId=550&sort=price', {}, 400, 'invalid_parameter'],
  ['an unknown order', 'showings?movieId=550&order=up', {}, 400, 'invalid_parameter'],
  ['a page size over 100', 'showings?movieId=550&limit=1000', {}, 400, 'invalid_parameter'],
  ['a page size of 0', 'showings?movieId=550&perPage=0', {}, 400, 'invalid_parameter'],
  ['a page number of 0', 'showings?movieId=550&page=0', {}, 400, 'invalid_parameter'],
  ['a cursor the proxy did not issue', 'showings?movieId=550&cursor=b2Zmc2V0OjEwMA', {}, 400, 'invalid_parameter'],
  [
    'a window on a cinema program',
    `cinemas/101/showings-future?startDatetimeFrom=${FROM}`,
    {},
    400,
    'unknown_parameter',
  ],
  ['a cinema id that is no number', 'cinemas/abc/showings-future', {}, 400, 'invalid_parameter'],
  ['a movie id with odd characters', 'movies/tt%2F..', {}, 400, 'invalid_parameter'],
  ['a query on a movie', 'movies/550?expand=all', {}, 400, 'unknown_parameter'],
  [
    'a page of another origin',
    'movies/550',
    { headers: { Origin: 'https://elsewhere.example' } },
    403,
    'origin_not_allowed',
  ],
];

describe('showtime proxy: refusals', () => {
  for (const [what, path, init, status, code] of refusals) {
    it(`refuses ${what} with ${status} ${code}, asking the platform nothing`, async () => {
      emulator.clearRequests();
      const answer = await proxyFor(emulator).ask(path, init);
      const body = (await answer.json()) as { error: string; message: string };
      assert.deepEqual([answer.status, body.error], [status, code]);
      assert.ok(body.message.length > 10, body.message);
      assert.match(answer.headers.get('Content-Type') ?? '', /^application\/json/);
      assert.deepEqual(emulator.requests, []);
    });
  }

  it('names Allow on a 405 and answers a preflight of an allowed page only', async () => {
    const harness = proxyFor(emulator, { allowedOrigins: ['https://partner.example'] });
    const refused = await harness.ask('movies/550', { method: 'PUT' });
    assert.equal(refused.headers.get('Allow'), 'GET, HEAD, OPTIONS');
    const preflight = await harness.ask('movies/550', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'https://partner.example');
    assert.equal(preflight.headers.get('Access-Control-Allow-Methods'), 'GET, HEAD, OPTIONS');
    const foreign = await harness.ask('movies/550', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
  });

  it('answers its own origin, a page without Origin, and an allowed page with CORS headers', async () => {
    const harness = proxyFor(emulator, { allowedOrigins: ['https://partner.example'] });
    const own = await harness.ask('movies/550', { headers: { Origin: PAGE_ORIGIN } });
    assert.deepEqual([own.status, own.headers.get('Access-Control-Allow-Origin')], [200, null]);
    assert.equal((await harness.ask('movies/550')).status, 200);
    const partner = await harness.ask('movies/550', { headers: { Origin: 'https://partner.example' } });
    assert.equal(partner.headers.get('Access-Control-Allow-Origin'), 'https://partner.example');
    assert.equal(partner.headers.get('Vary'), 'Origin');
  });

  it('refuses to be created with a configuration that cannot work', () => {
    const options = { apiBase: emulator.url, clientId: 'id', clientSecret: 'secret', basePath: BASE_PATH };
    assert.throws(() => createShowtimeProxy({ ...options, clientSecret: '' }), /clientId and clientSecret/);
    assert.throws(() => createShowtimeProxy({ ...options, apiBase: 'ftp://x' }), /apiBase/);
    assert.throws(() => createShowtimeProxy({ ...options, basePath: 'showtime-api' }), /basePath/);
    assert.throws(() => createShowtimeProxy({ ...options, allowedOrigins: ['nope'] }), /allowedOrigins\[0\]/);
  });
});
