// The showtime proxy behind a real HTTP cache: Debian's nginx configured with examples/nginx.conf (the file
// docs/production.md quotes) in front of two proxy processes, against the emulator over loopback. The proxies'
// Cache-Control makes nginx do the work: one platform read per program per cache period across both processes
// however many viewers (identical misses collapsed), the kept program answered at once past its period while one
// request refreshes it, and answered while both processes are down. Skipped where nginx is not installed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { decodedBody, rawGet } from '../support/encoded-answer.js';
import { nginxMissing, startCacheSetup } from '../support/nginx-cache.js';
import type { CacheSetup } from '../support/nginx-cache.js';

// Long enough that 300 requests at once fit within one period on a loaded 2-core machine.
const MAX_AGE_SECONDS = 6;
const PAST_PERIOD_MS = MAX_AGE_SECONDS * 1000 + 1_200;
const VIEWERS = 100;
/** Three programs: one movie's next day from three starting hours (each its own key, its own platform read). */
const PROGRAMS = [11, 12, 13].map(
  (hour) => `/showtime-api/program?movie=550&from=2026-11-22T${hour}%3A00%3A00Z&to=2026-11-23T11%3A00%3A00Z`,
);

let emulator: RunningEmulator;
let setup: CacheSetup;

/** The platform reads of programs so far (the token requests aside). */
function programReads(): number {
  return emulator.requests.filter((entry) => entry.path === '/showings').length;
}

/** `viewers` requests for each program at once; resolves with their statuses and nginx's cache states. */
async function viewersAsk(viewers: number, programs = PROGRAMS): Promise<{ statuses: number[]; states: string[] }> {
  const answers = await Promise.all(
    programs.flatMap((program) =>
      Array.from({ length: viewers }, async () => {
        const response = await fetch(`${setup.url}${program}`);
        await response.arrayBuffer();
        return { status: response.status, state: response.headers.get('X-Cache-Status') ?? '' };
      }),
    ),
  );
  return { statuses: answers.map((answer) => answer.status), states: answers.map((answer) => answer.state) };
}

/** Waits until `count` reports `expected` (a refresh in the background lands a moment after its answer). */
async function settles(count: () => number, expected: number): Promise<number> {
  for (let tries = 0; tries < 100 && count() !== expected; tries += 1) await sleep(50);
  return count();
}

it('docs/production.md quotes examples/nginx.conf as it is', () => {
  const quoted = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/production.md', 'utf8'))?.[1];
  assert.equal(quoted, readFileSync('examples/nginx.conf', 'utf8'));
});

describe('nginx (examples/nginx.conf) in front of two proxy processes', { skip: nginxMissing() }, () => {
  before(async () => {
    emulator = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
    setup = await startCacheSetup({ emulator, processes: 2, maxAgeSeconds: MAX_AGE_SECONDS });
    // Each process warmed (its code compiled, its platform token fetched) on a program of its own, then the log
    // cleared: a cold start on a loaded machine would otherwise eat into the first period.
    for (const hour of [15, 16])
      await viewersAsk(1, [`/showtime-api/program?movie=550&from=2026-11-22T${hour}%3A00%3A00Z`]);
    emulator.clearRequests();
  });

  after(async () => {
    await setup?.close();
    await emulator?.close();
  });

  it('reads each program once per cache period however many viewers ask at once, across both processes', async () => {
    const started = Date.now();
    const first = await viewersAsk(VIEWERS);
    assert.deepEqual(new Set(first.statuses), new Set([200]));
    assert.equal(programReads(), PROGRAMS.length, 'identical misses collapsed into one read per program');
    const again = await viewersAsk(20);
    assert.deepEqual(new Set(again.states), new Set(['HIT']), `asked within ${Date.now() - started} ms`);
    assert.equal(programReads(), PROGRAMS.length, 'no read within the period');
  });

  it('keeps one answer a program for viewers of every coding, each encoded once, from one platform read', async () => {
    const program = '/showtime-api/program?movie=550&from=2026-11-22T10%3A00%3A00Z&to=2026-11-23T11%3A00%3A00Z';
    const ways = ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'br', 'gzip', 'br;q=0, gzip', 'identity', ''];
    const ask = () =>
      Promise.all(
        ways.flatMap((way) =>
          Array.from({ length: 5 }, () => rawGet(`${setup.url}${program}`, { 'Accept-Encoding': way })),
        ),
      );
    const before = programReads();
    const first = await ask();
    const texts = new Set(first.map(decodedBody));
    assert.equal(texts.size, 1, 'every coding decodes to the same program');
    assert.equal(JSON.parse([...texts][0]!).format, 'showtime-program/1');
    // One coding is kept (gzip: Debian's nginx has no brotli); nginx unpacks it for a viewer who takes none.
    const codings = first.map(({ headers }) => headers['content-encoding'] ?? 'none');
    assert.deepEqual([...new Set(codings)], ['gzip', 'none']);
    const unpacked = first.filter(({ headers }) => !headers['content-encoding']).length;
    assert.equal(unpacked, 15, 'unpacked for the viewers who take no gzip: brotli alone, identity, nothing');
    assert.ok(first.every(({ headers }) => headers.vary === 'Accept-Encoding'));
    assert.equal(programReads(), before + 1, 'one platform read for every coding');
    const again = await ask();
    assert.deepEqual(new Set(again.map(({ headers }) => headers['x-cache-status'])), new Set(['HIT']));
    assert.equal(programReads(), before + 1);
  });

  it('passes the token handler through uncached: its answers say no-store', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => fetch(`${setup.url}/showtime-token`, { headers: { Origin: 'https://cinema.example' } })),
    );
    for (const answer of answers) {
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('Cache-Control'), 'no-store');
      assert.equal(answer.headers.get('X-Cache-Status'), null, 'the token location has no cache');
      assert.equal(typeof ((await answer.json()) as { access_token: unknown }).access_token, 'string');
    }
  });

  it('past the period, answers the kept program at once while one request per program refreshes it', async () => {
    await sleep(PAST_PERIOD_MS);
    const before = programReads();
    const stale = await viewersAsk(VIEWERS);
    assert.deepEqual(new Set(stale.statuses), new Set([200]));
    // STALE: the first, whose refresh runs in the background; UPDATING: the others meanwhile. None waits for a proxy.
    assert.ok(
      stale.states.every((state) => ['STALE', 'UPDATING', 'HIT'].includes(state)),
      `no viewer waits: ${stale.states}`,
    );
    assert.ok(stale.states.includes('UPDATING'));
    assert.equal(await settles(programReads, before + PROGRAMS.length), before + PROGRAMS.length, 'one refresh each');
    await sleep(300);
    assert.equal(programReads(), before + PROGRAMS.length);
  });

  it('answers the kept programs while both proxy processes are down, and reads again once they are back', async () => {
    await Promise.all(setup.proxies.map((_, index) => setup.stopProxy(index)));
    await sleep(PAST_PERIOD_MS);
    const before = programReads();
    const down = await viewersAsk(20);
    assert.deepEqual(new Set(down.statuses), new Set([200]), 'stale-if-error: every viewer answered');
    // STALE: the proxies failed; UPDATING: another viewer's request is trying them meanwhile.
    assert.ok(
      down.states.every((state) => state === 'STALE' || state === 'UPDATING'),
      `kept programs: ${down.states}`,
    );
    const never = await viewersAsk(1, [
      '/showtime-api/program?movie=550&from=2026-11-22T14%3A00%3A00Z&to=2026-11-23T11%3A00%3A00Z',
    ]);
    assert.deepEqual(never.statuses, [502], 'a program never kept has nothing to answer with');
    await Promise.all(setup.proxies.map((_, index) => setup.startProxy(index)));
    // nginx tries a server that failed again after its fail_timeout (10 s by default): stale until then.
    for (let tries = 0; tries < 30 && programReads() < before + PROGRAMS.length; tries += 1) {
      assert.deepEqual(new Set((await viewersAsk(5)).statuses), new Set([200]));
      await sleep(500);
    }
    assert.equal(await settles(programReads, before + PROGRAMS.length), before + PROGRAMS.length);
  });
});
