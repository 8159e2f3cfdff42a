// The showtime proxy against the real emulator over loopback HTTP: what it answers, that no
// platform token or secret is in any answer, one platform read per list however many ask, the
// cache's freshness, its stale answers when the platform fails, ETags, and its errors.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { PAGE_ORIGIN, allPages, proxyFor, windowQuery } from '../support/proxy-harness.js';

const NOW = '2026-11-22T11:00:00Z';
const FROM = '2026-11-22T11:00:00.000Z';
const TO = '2026-11-23T11:15:00.000Z';
/** A window of more than a page of showings. */
const WEEK_TO = '2026-11-29T11:15:00.000Z';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** The platform's list requests so far: the proxy's reads. */
const platformReads = (path = '/showings') =>
  emulator.requests.filter((request) => request.path === path && /(^|&)page=1(&|$)/.test(request.query)).length;

describe('showtime proxy: answers', () => {
  it("answers a movie's showings in the window, filtered and sorted, page by page with the total", async () => {
    const harness = proxyFor(emulator);
    const items = await allPages(harness, windowQuery(550, FROM, WEEK_TO));
    const expected = emulator
      .showings({ movieId: 550 })
      .filter((showing) => showing.start >= FROM && showing.start <= WEEK_TO)
      .map((showing) => showing.id);
    assert.ok(expected.length > 100, 'the window spans several pages');
    assert.deepEqual(
      items.map((item) => item.id),
      expected,
    );
  });

  it('answers a movie by legacy id, a cinema program, and passes on 404s with their codes', async () => {
    const harness = proxyFor(emulator);
    assert.equal(((await (await harness.ask('movies/tt0137523')).json()) as { id: number }).id, 550);
    const program = await harness.ask('cinemas/101/showings-future?movieId=550&limit=100&page=1&perPage=100');
    assert.equal(program.status, 200);
    const { data } = (await program.json()) as { data: { cinemaId: number; movieId: number }[] };
    assert.ok(data.length > 0 && data.every((showing) => showing.cinemaId === 101 && showing.movieId === 550));
    const unknownCinema = await harness.ask('cinemas/99999/showings-future?limit=100&page=1&perPage=100');
    assert.equal(unknownCinema.status, 404);
    emulator.configure({ legacyMovieIdsInPath: false });
    const legacy = await proxyFor(emulator).ask('movies/tt0137523');
    assert.deepEqual(
      [legacy.status, ((await legacy.json()) as { error: string }).error],
      [404, 'legacy_id_unsupported'],
    );
  });

  it('never puts the platform token or the client secret in an answer, its headers or its errors', async () => {
    const harness = proxyFor(emulator);
    const client = emulator.clients.find((candidate) => !candidate.admin)!;
    const answers = [
      await harness.ask(windowQuery(550, FROM, TO)),
      await harness.ask('movies/550', { method: 'HEAD' }),
      await harness.ask('movies/tt0137523'),
      await harness.ask('cinemas/99999/showings-future'),
      await harness.ask('showings?movieId=550&token=1'),
      await harness.ask('showings', { method: 'OPTIONS', headers: { Origin: PAGE_ORIGIN } }),
    ];
    emulator.configure({ faults: [{ path: '/showings', status: 500 }] });
    answers.push(await harness.ask(windowQuery(551, FROM, TO)));
    answers.push(await proxyFor(emulator, { clientSecret: 'wrong' }).ask('movies/550'));
    assert.ok(harness.sentTokens.size > 0, 'the proxy used a platform token');
    for (const answer of answers) {
      const text = `${JSON.stringify([...answer.headers])} ${await answer.text()}`;
      for (const secret of [...harness.sentTokens, client.secret])
        assert.ok(!text.includes(secret), text.slice(0, 200));
    }
    assert.equal(answers.at(-1)!.status, 502);
  });
});

describe('showtime proxy: cache', () => {
  it('makes one platform read for 1,000 concurrent requests of one list, and none for a later one', async () => {
    const harness = proxyFor(emulator);
    const path = windowQuery(550, FROM, TO, '&cinemaIds[]=101&cinemaIds[]=102');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => harness.ask(path)));
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    assert.equal(bodies.size, 1);
    const again = await harness.ask(path);
    assert.equal(again.headers.get('X-Showtime-Proxy-Cache'), 'hit');
    console.log(`1,000 concurrent requests of one list -> ${platformReads()} platform read(s)`);
    assert.equal(platformReads(), 1);
  });

  it('keeps an answer max-age seconds, says so in Cache-Control, and reads the platform again after', async () => {
    let now = Date.parse(NOW);
    const harness = proxyFor(emulator, { now: () => now, maxAgeSeconds: 30, staleSeconds: 300 });
    const path = windowQuery(550, FROM, TO);
    const first = await harness.ask(path);
    assert.equal(first.headers.get('Cache-Control'), 'public, max-age=30, stale-while-revalidate=300');
    now += 29_000;
    const kept = await harness.ask(path);
    assert.deepEqual([kept.headers.get('X-Showtime-Proxy-Cache'), kept.headers.get('Age')], ['hit', '29']);
    assert.equal(platformReads(), 1);
    now += 2_000;
    assert.equal((await harness.ask(path)).headers.get('X-Showtime-Proxy-Cache'), 'miss');
    assert.equal(platformReads(), 2);
  });

  it('serves the stale answer, marked, when the platform fails in the stale window, and an error after it', async () => {
    let now = Date.parse(NOW);
    const errors: string[] = [];
    const logger = { warn: () => {}, error: (message: string) => errors.push(message) };
    const harness = proxyFor(emulator, { now: () => now, maxAgeSeconds: 30, staleSeconds: 300, logger });
    const path = windowQuery(550, FROM, TO);
    const fresh = await (await harness.ask(path)).text();
    emulator.configure({ faults: [{ path: '/showings', status: 503 }] });
    now += 31_000;
    const stale = await harness.ask(path);
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('X-Showtime-Proxy-Cache'), 'stale');
    assert.equal(stale.headers.get('Cache-Control'), 'no-cache');
    assert.equal(await stale.text(), fresh);
    assert.match(errors.join('\n'), /stale answer: upstream_unavailable/);
    now += 300_000;
    const failed = await harness.ask(path);
    assert.equal(failed.status, 503);
    assert.equal(((await failed.json()) as { error: string }).error, 'upstream_unavailable');
  });

  it('holds a failed read for a second: meanwhile the stale answer or the error comes at once, no platform read', async () => {
    let now = Date.parse(NOW);
    const harness = proxyFor(emulator, { now: () => now, maxAgeSeconds: 30, staleSeconds: 300 });
    const cached = windowQuery(550, FROM, TO);
    const uncached = windowQuery(550, FROM, '2026-11-23T10:00:00.000Z');
    await harness.ask(cached);
    emulator.configure({ faults: [{ path: '/showings', status: 503 }] });
    now += 31_000;
    const first = [await harness.ask(cached), await harness.ask(uncached)].map((answer) => answer.status);
    const tried = platformReads();
    now += 900;
    const held = [await harness.ask(cached), await harness.ask(uncached)];
    assert.deepEqual(
      [first, held.map((answer) => answer.status)],
      [
        [200, 503],
        [200, 503],
      ],
    );
    assert.equal(held[0]!.headers.get('X-Showtime-Proxy-Cache'), 'stale');
    assert.equal(platformReads(), tried, 'no platform read while the failure is held');
    emulator.configure({ faults: [] });
    now += 200;
    assert.equal((await harness.ask(uncached)).status, 200);
    assert.equal(platformReads(), tried + 1, 'a new try once the hold is over');
  });

  it('answers 304 to an If-None-Match of the current ETag, for lists and movies', async () => {
    const harness = proxyFor(emulator);
    for (const path of [windowQuery(550, FROM, TO), 'movies/550']) {
      const first = await harness.ask(path);
      const etag = first.headers.get('ETag')!;
      assert.match(etag, /^"[\w.-]+"$/);
      const revalidated = await harness.ask(path, { headers: { 'If-None-Match': `W/${etag}` } });
      assert.equal(revalidated.status, 304, path);
      assert.equal(await revalidated.text(), '');
      assert.equal((await harness.ask(path, { headers: { 'If-None-Match': '"other"' } })).status, 200);
    }
  });
});

describe('showtime proxy: platform failures', () => {
  it('waits out a short Retry-After and passes a long one on with its 429', async () => {
    const harness = proxyFor(emulator);
    emulator.configure({ faults: [{ path: '/showings', status: 429, retryAfter: 1, times: 1 }] });
    const waited = await harness.ask(windowQuery(550, FROM, TO));
    assert.equal(waited.status, 200);
    emulator.configure({ faults: [{ path: '/showings', status: 429, retryAfter: 120 }] });
    const passed = await harness.ask(windowQuery(551, FROM, TO));
    assert.deepEqual([passed.status, passed.headers.get('Retry-After')], [429, '120']);
    assert.equal(((await passed.json()) as { error: string }).error, 'rate_limited');
  });

  it('answers 502, 503 and 504 with codes that say what failed', async () => {
    const cases = [
      { fault: { status: 500 }, status: 502, code: 'upstream_error' },
      { fault: { status: 503 }, status: 503, code: 'upstream_unavailable' },
      { fault: { dropConnection: true }, status: 502, code: 'upstream_unreachable' },
      { fault: { latencyMs: 1500 }, status: 504, code: 'upstream_timeout' },
      { fault: { body: 'malformed' as const }, status: 502, code: 'upstream_bad_response' },
    ];
    for (const { fault, status, code } of cases) {
      emulator.configure({ faults: [{ path: '/showings', ...fault }] });
      const answer = await proxyFor(emulator, { timeoutMs: 500 }).ask(windowQuery(550, FROM, TO));
      const body = (await answer.json()) as { error: string; message: string };
      assert.deepEqual([answer.status, body.error], [status, code], JSON.stringify(fault));
      assert.equal(answer.headers.get('Cache-Control'), 'no-store');
    }
  });

  it('gets a new platform token once after a 401, and says upstream_unauthorized when that fails too', async () => {
    const harness = proxyFor(emulator);
    emulator.configure({ faults: [{ path: '/showings', status: 401, times: 1 }] });
    assert.equal((await harness.ask(windowQuery(550, FROM, TO))).status, 200);
    assert.equal(emulator.requests.filter((request) => request.path === '/oauth/token').length, 2);
    emulator.configure({ faults: [{ path: '/showings', status: 401 }] });
    const refused = await harness.ask(windowQuery(551, FROM, TO));
    assert.deepEqual(
      [refused.status, ((await refused.json()) as { error: string }).error],
      [502, 'upstream_unauthorized'],
    );
  });
});
