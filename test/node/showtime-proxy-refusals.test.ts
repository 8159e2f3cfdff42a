// The showtime proxy refuses, before any platform request, every path, method, parameter and
// origin that the widget does not use, each with a JSON error and its stable code (TRACE, which no
// `Request` can carry, is the recipes' to refuse: test/node/examples.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { createShowtimeProxy } from '../../src/server/index.js';
import { BASE_PATH, PAGE_ORIGIN, proxyFor } from '../support/proxy-harness.js';

const WINDOW = 'from=2026-11-22T11:00:00Z&to=2026-11-23T11:15:00Z';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
});

after(() => emulator.close());

const refusals: [what: string, path: string, init: RequestInit, status: number, code: string, names?: string][] = [
  ['a path outside the base path', '../oauth/token', {}, 404, 'not-found'],
  ['the token endpoint', 'oauth/token', {}, 404, 'not-found'],
  ['an old route of the proxy', `showings?movieId=550&${WINDOW}`, {}, 404, 'not-found'],
  ['a movie record', 'movies/550', {}, 404, 'not-found'],
  ['the CORS origin registry', 'cors-origins', {}, 404, 'not-found'],
  ['a trailing slash', `program/?movie=550&${WINDOW}`, {}, 404, 'not-found'],
  ['a POST', `program?movie=550&${WINDOW}`, { method: 'POST', body: '{}' }, 405, 'method-not-allowed'],
  ['a PUT', `program?movie=550&${WINDOW}`, { method: 'PUT', body: '{}' }, 405, 'method-not-allowed'],
  ['a DELETE', `program?movie=550&${WINDOW}`, { method: 'DELETE' }, 405, 'method-not-allowed'],
  ['neither movie nor cinemas', `program?${WINDOW}`, {}, 400, 'bad-request', 'movie'],
  ['an unknown parameter', `program?movie=550&${WINDOW}&query=fight`, {}, 400, 'bad-request', 'query'],
  ['a parameter given twice', `program?movie=550&movie=551&${WINDOW}`, {}, 400, 'bad-request', 'movie'],
  ['a repeated window bound', `program?movie=550&${WINDOW}&to=2026-11-23T12:00:00Z`, {}, 400, 'bad-request', 'to'],
  ['a movie id that is no id', `program?movie=55%2F0&${WINDOW}`, {}, 400, 'bad-request', 'movie'],
  ['a movie id with a leading zero', `program?movie=0550&${WINDOW}`, {}, 400, 'bad-request', 'movie'],
  ['an empty movie', `program?movie=&${WINDOW}`, {}, 400, 'bad-request', 'movie'],
  ['a cinema id that is no number', `program?cinemas=101%3B102&${WINDOW}`, {}, 400, 'bad-request', 'cinemas'],
  ['an empty cinema id', `program?cinemas=101,,102&${WINDOW}`, {}, 400, 'bad-request', 'cinemas'],
  ['no from', 'program?movie=550&to=2026-11-23T11:15:00Z', {}, 400, 'bad-request', 'from'],
  ['no to', 'program?movie=550&from=2026-11-22T11:00:00Z', {}, 400, 'bad-request', 'to'],
  [
    'a naive from',
    'program?movie=550&from=2026-11-22T11:00:00&to=2026-11-23T11:15:00Z',
    {},
    400,
    'bad-request',
    'from',
  ],
  [
    'a date without a time',
    'program?movie=550&from=2026-11-22&to=2026-11-23T11:15:00Z',
    {},
    400,
    'bad-request',
    'from',
  ],
  [
    'a day that does not exist',
    'program?movie=550&from=2026-02-30T00:00Z&to=2026-03-02T00:00Z',
    {},
    400,
    'bad-request',
    'from',
  ],
  [
    'an hour that does not exist',
    'program?movie=550&from=2026-11-22T24:00:00Z&to=2026-11-23T11:15:00Z',
    {},
    400,
    'bad-request',
    'from',
  ],
  [
    'a window that ends before it starts',
    'program?movie=550&from=2026-11-23T11:15:00Z&to=2026-11-22T11:00:00Z',
    {},
    400,
    'bad-request',
    'from',
  ],
  [
    'a window over 32 days',
    'program?movie=550&from=2026-11-22T00:00:00Z&to=2026-12-24T00:00:01Z',
    {},
    400,
    'bad-request',
    'to',
  ],
  [
    'a page of another origin',
    `program?movie=550&${WINDOW}`,
    { headers: { Origin: 'https://elsewhere.example' } },
    403,
    'origin-not-allowed',
  ],
];

describe('showtime proxy: refusals', () => {
  for (const [what, path, init, status, code, names] of refusals) {
    it(`refuses ${what} with ${status} ${code}, asking the platform nothing`, async () => {
      emulator.clearRequests();
      const answer = await proxyFor(emulator).ask(path, init);
      const body = (await answer.json()) as { error: string; message: string };
      assert.deepEqual([answer.status, body.error], [status, code]);
      if (names) assert.match(body.message, new RegExp(`\\b${names}\\b`), body.message);
      assert.ok(body.message.length > 10, body.message);
      assert.match(answer.headers.get('Content-Type') ?? '', /^application\/json/);
      assert.equal(answer.headers.get('Cache-Control'), 'no-store');
      assert.deepEqual(emulator.requests, []);
    });
  }

  it('takes a window of exactly 32 days, offsets as instants', async () => {
    const answer = await proxyFor(emulator).ask(
      'program?movie=550&from=2026-11-22T01:00:00%2B01:00&to=2026-12-24T00:00:00Z',
    );
    assert.equal(answer.status, 200);
    const { from } = (await answer.json()) as { from: string };
    assert.equal(from, '2026-11-22T00:00:00Z');
  });

  it('names Allow on a 405 and answers a preflight of an allowed page only', async () => {
    const harness = proxyFor(emulator, { allowedOrigins: ['https://partner.example'] });
    const refused = await harness.ask(`program?movie=550&${WINDOW}`, { method: 'PATCH' });
    assert.equal(refused.headers.get('Allow'), 'GET, HEAD, OPTIONS');
    const preflight = await harness.ask(`program?movie=550&${WINDOW}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'https://partner.example');
    assert.equal(preflight.headers.get('Access-Control-Allow-Methods'), 'GET, HEAD, OPTIONS');
    const foreign = await harness.ask('program', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
  });

  it('answers its own origin, a page without Origin, and an allowed page with CORS headers', async () => {
    const harness = proxyFor(emulator, { allowedOrigins: ['https://partner.example'] });
    const path = `program?movie=550&${WINDOW}`;
    const own = await harness.ask(path, { headers: { Origin: PAGE_ORIGIN } });
    assert.deepEqual([own.status, own.headers.get('Access-Control-Allow-Origin')], [200, null]);
    assert.equal((await harness.ask(path)).status, 200);
    const partner = await harness.ask(path, { headers: { Origin: 'https://partner.example' } });
    assert.equal(partner.headers.get('Access-Control-Allow-Origin'), 'https://partner.example');
    assert.equal(partner.headers.get('Vary'), 'Origin, Accept-Encoding');
  });

  it('refuses to be created with a configuration that cannot work', () => {
    const options = { apiBase: emulator.url, clientId: 'id', clientSecret: 'secret', basePath: BASE_PATH };
    assert.throws(() => createShowtimeProxy({ ...options, clientSecret: '' }), /clientSecret is required/);
    assert.throws(() => createShowtimeProxy({ ...options, apiBase: 'ftp://x' }), /apiBase/);
    assert.throws(() => createShowtimeProxy({ ...options, basePath: 'showtime-api' }), /basePath/);
    assert.throws(() => createShowtimeProxy({ ...options, allowedOrigins: ['nope'] }), /allowedOrigins\[0\]/);
  });
});
