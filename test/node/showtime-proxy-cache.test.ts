// The showtime proxy's cache against the real emulator over loopback HTTP, on the proxy's own
// clock (the `now` option): one platform read for any number of viewers, ETag and 304,
// Cache-Control, Age, stale-while-revalidate answered at once and refreshed behind the answer,
// stale-if-error, incomplete programs never kept, and a heap that the byte bound bounds whatever
// keys are asked.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import type { Program } from '../../src/program/program.js';
import { programQuery, proxyFor } from '../support/proxy-harness.js';
import { schemaErrors } from '../support/program-schema.js';
import { showingsReads as readsOf } from '../support/showings-reads.js';

const NOW = '2026-11-22T11:00:00Z';
const DAY = { movie: 550, from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' };
const CACHE_STATE = 'X-Showtime-Proxy-Cache';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

const showingsReads = () => readsOf(emulator);

describe('showtime proxy: cache', () => {
  it('makes one platform read for 1,000 concurrent requests of one program, and none for a later one', async () => {
    const harness = proxyFor(emulator);
    const path = programQuery({ ...DAY, cinemas: [101, 102] });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => harness.ask(path)));
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
    assert.equal(new Set(await Promise.all(answers.map((answer) => answer.text()))).size, 1);
    assert.equal((await harness.ask(path)).headers.get(CACHE_STATE), 'hit');
    assert.equal(showingsReads(), 1);
  });

  it('says max-age, s-maxage, stale-while-revalidate and stale-if-error, with Age on every answer from the cache', async () => {
    let now = Date.parse(NOW);
    const harness = proxyFor(emulator, {
      now: () => now,
      maxAgeSeconds: 30,
      staleWhileRevalidateSeconds: 300,
      staleIfErrorSeconds: 3600,
    });
    const first = await harness.ask(programQuery(DAY));
    assert.equal(
      first.headers.get('Cache-Control'),
      'public, max-age=30, s-maxage=30, stale-while-revalidate=300, stale-if-error=3600',
    );
    assert.deepEqual([first.headers.get(CACHE_STATE), first.headers.get('Age')], ['miss', '0']);
    now += 29_000;
    const kept = await harness.ask(programQuery(DAY));
    assert.deepEqual([kept.headers.get(CACHE_STATE), kept.headers.get('Age')], ['hit', '29']);
    assert.equal(showingsReads(), 1);
    const defaults = await proxyFor(emulator).ask(programQuery(DAY));
    assert.equal(
      defaults.headers.get('Cache-Control'),
      'public, max-age=60, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
  });

  it('answers 304 to an If-None-Match of the current strong ETag (W/ or *), and 200 to another', async () => {
    const harness = proxyFor(emulator);
    const first = await harness.ask(programQuery(DAY));
    const etag = first.headers.get('ETag')!;
    assert.match(etag, /^"[\w-]{22}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await harness.ask(programQuery(DAY), { headers: { 'If-None-Match': ifNoneMatch } });
      assert.equal(revalidated.status, 304, ifNoneMatch);
      assert.equal(await revalidated.text(), '');
      assert.deepEqual([revalidated.headers.get('ETag'), revalidated.headers.has('Age')], [etag, true]);
    }
    const other = await harness.ask(programQuery(DAY), { headers: { 'If-None-Match': '"other"' } });
    assert.equal(other.status, 200);
    // The tag is the body's: another proxy reading the same program answers the same one.
    assert.equal((await proxyFor(emulator).ask(programQuery(DAY))).headers.get('ETag'), etag);
  });

  it('past max-age answers from the cache at once, its Age above max-age, and refreshes behind the answer', async () => {
    let now = Date.parse(NOW);
    // One proxy whose platform then stops answering: its stale answer comes while the platform is held.
    let platformOpen = true;
    const release: (() => void)[] = [];
    const proxy = proxyFor(emulator, {
      now: () => now,
      maxAgeSeconds: 30,
      fetch: async (input, init) => {
        if (!platformOpen) await new Promise<void>((resolve) => release.push(resolve));
        return fetch(input, init);
      },
    });
    const fresh = await (await proxy.ask(programQuery(DAY))).text();
    const readsBefore = showingsReads();
    platformOpen = false;
    now += 31_000;
    const stale = await proxy.ask(programQuery(DAY));
    assert.deepEqual([stale.status, stale.headers.get(CACHE_STATE), stale.headers.get('Age')], [200, 'stale', '31']);
    assert.equal(await stale.text(), fresh);
    assert.equal(showingsReads(), readsBefore, 'answered before the platform was asked to answer');
    // Viewers meanwhile share the one refresh.
    await proxy.ask(programQuery(DAY));
    platformOpen = true;
    release.forEach((resolve) => resolve());
    let refreshed: Response | undefined;
    for (let tries = 0; tries < 200 && refreshed?.headers.get(CACHE_STATE) !== 'hit'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      refreshed = await proxy.ask(programQuery(DAY));
    }
    assert.deepEqual([refreshed!.headers.get(CACHE_STATE), refreshed!.headers.get('Age')], ['hit', '0']);
    assert.equal(showingsReads(), readsBefore + 1, 'one refresh behind the answers');
  });

  it('past stale-while-revalidate reads again, and serves the kept program with its Age when the platform fails', async () => {
    let now = Date.parse(NOW);
    const errors: string[] = [];
    const logger = { warn: () => {}, error: (message: string) => errors.push(message) };
    const harness = proxyFor(emulator, {
      now: () => now,
      maxAgeSeconds: 30,
      staleWhileRevalidateSeconds: 0,
      staleIfErrorSeconds: 300,
      logger,
    });
    const fresh = await (await harness.ask(programQuery(DAY))).text();
    emulator.configure({ faults: [{ path: '/showings', status: 503 }] });
    now += 31_000;
    const stale = await harness.ask(programQuery(DAY));
    assert.deepEqual([stale.status, stale.headers.get(CACHE_STATE), stale.headers.get('Age')], [200, 'stale', '31']);
    assert.equal(await stale.text(), fresh);
    assert.match(errors.join('\n'), /stale program: upstream-unavailable/);
    now += 300_000;
    const failed = await harness.ask(programQuery(DAY));
    assert.deepEqual(
      [failed.status, ((await failed.json()) as { error: string }).error],
      [503, 'upstream-unavailable'],
    );
  });

  it('holds a failed read for a second: meanwhile the error comes at once, without a platform read', async () => {
    let now = Date.parse(NOW);
    const harness = proxyFor(emulator, { now: () => now });
    emulator.configure({ faults: [{ path: '/showings', status: 503 }] });
    assert.equal((await harness.ask(programQuery(DAY))).status, 503);
    const tried = emulator.requests.length;
    now += 900;
    assert.equal((await harness.ask(programQuery(DAY))).status, 503);
    assert.equal(emulator.requests.length, tried, 'no platform request while the failure is held');
    emulator.configure({ faults: [] });
    now += 200;
    assert.equal((await harness.ask(programQuery(DAY))).status, 200);
  });

  it('answers a program cut at the page cap or at a failed page as incomplete, no-store, and never keeps it', async () => {
    const week = { movie: 550, from: '2026-11-22T11:00:00Z', to: '2026-11-29T11:00:00Z' };
    const capped = proxyFor(emulator, { maxPages: 1 });
    for (let ask = 1; ask <= 2; ask += 1) {
      const answer = await capped.ask(programQuery(week));
      const program = (await answer.json()) as Program;
      assert.deepEqual([program.complete, program.unread?.reason], [false, 'page-cap']);
      assert.deepEqual(schemaErrors(program), []);
      assert.deepEqual([answer.headers.get('Cache-Control'), answer.headers.get(CACHE_STATE)], ['no-store', 'miss']);
      assert.equal(showingsReads(), ask, 'read again: an incomplete program is not kept');
    }
    emulator.configure({ faults: [{ path: '/showings', query: 'page=2&', status: 500 }] });
    const failedPage = await proxyFor(emulator).ask(programQuery(week));
    const program = (await failedPage.json()) as Program;
    assert.deepEqual([failedPage.status, program.complete, program.unread?.reason], [200, false, 'page-failed']);
    assert.ok(program.showings.length > 90, 'the first page read is answered');
    assert.equal(failedPage.headers.get('Cache-Control'), 'no-store');
  });

  it('stays within a small multiple of a 1 MiB bound over 2,000 distinct keys', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const harness = proxyFor(emulator, { cacheMaxBytes: 2 ** 20, clientReadsPerMinute: 10_000 });
    // Long keys of empty programs: windows of a year long ago, with many cinema ids.
    const cinemas = Array.from({ length: 50 }, (_, index) => 100 + index);
    const asked = (index: number) => ({
      movie: 550,
      cinemas,
      from: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
      to: new Date(Date.UTC(2020, 0, 2) + index * 60_000).toISOString(),
    });
    await harness.ask(programQuery(asked(-1)));
    emulator.clearRequests();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let batch = 0; batch < 2000; batch += 50) {
      await Promise.all(
        Array.from({ length: 50 }, async (_, offset) => {
          const answer = await harness.ask(programQuery(asked(batch + offset)));
          assert.equal(answer.status, 200);
          await answer.arrayBuffer();
        }),
      );
    }
    emulator.clearRequests();
    gc();
    const grownMiB = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    console.log(`2,000 distinct keys, 1 MiB bound: heap grew ${grownMiB.toFixed(1)} MiB`);
    assert.ok(grownMiB < 10, `heap grew ${grownMiB.toFixed(1)} MiB`);
  });

  it('is mounted with basePath given with or without the trailing slash', async () => {
    for (const basePath of ['/showtime-api', '/showtime-api/', '/']) {
      const harness = proxyFor(emulator, { basePath });
      assert.equal((await harness.ask(programQuery(DAY))).status, 200, basePath);
    }
  });
});
