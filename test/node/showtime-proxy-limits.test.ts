// The showtime proxy under hostile traffic, against the real emulator over loopback HTTP: a
// budget of platform requests per client (429 with Retry-After; programs kept never limited), a
// bounded queue of reads (503 with Retry-After), a deadline per request (504), a visitor's cold
// request served in its turn while a stranger's thousand misses wait, and a log that a flood
// of refusals cannot grow.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { programQuery, proxyFor } from '../support/proxy-harness.js';
import { until } from '../support/until.js';

const NOW = '2026-11-22T11:00:00Z';
const DAY = { movie: 550, from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' };
const CLIENT = 'X-Test-Client';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** A window of a day long ago, one of many distinct keys a stranger makes up (each an empty program). */
const strangeWindow = (index: number) =>
  programQuery({
    movie: 550,
    from: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
    to: new Date(Date.UTC(2020, 0, 2) + index * 60_000).toISOString(),
  });

/** The platform requests the proxy sent (its token requests aside: no client pays for those). */
const platformRequests = () => emulator.requests.filter((request) => request.path !== '/oauth/token').length;
const as = (client: string) => ({ headers: { [CLIENT]: client } });
const byHeader = (request: Request) => request.headers.get(CLIENT) ?? '';

describe('showtime proxy: limits', () => {
  it('answers 429 with Retry-After to a client past its budget of platform requests, and never limits a program kept', async () => {
    const budget = 20;
    const harness = proxyFor(emulator, {
      clientKey: byHeader,
      clientReadsPerMinute: budget,
      now: () => Date.parse(NOW),
    });
    const cinemas = (ids: number[], window: { from: string; to: string } = DAY) =>
      programQuery({ cinemas: ids, from: window.from, to: window.to });
    assert.equal((await harness.ask(cinemas([101, 102, 103]), as('stranger'))).status, 200);
    assert.equal((await harness.ask(cinemas([104, 105, 106]), as('stranger'))).status, 200);
    const spent = platformRequests();
    assert.ok(spent > budget, `six cinemas' lists took ${spent} pages: the pages past the first were charged`);
    emulator.clearRequests();
    const limited = await harness.ask(cinemas([107, 201, 202]), as('stranger'));
    assert.equal(limited.status, 429);
    assert.equal(platformRequests(), 0, 'refused before it asked the platform anything');
    const seconds = String(Math.ceil((3 - (budget - spent)) * (60 / budget)));
    assert.equal(limited.headers.get('Retry-After'), seconds, 'until three lists are paid for');
    assert.deepEqual(await limited.json(), {
      error: 'rate-limited',
      message: `Too many platform requests for this client: try again in ${seconds} s.`,
    });
    const kept = await harness.ask(cinemas([101, 102, 103]), as('stranger'));
    assert.equal(kept.status, 200, 'a program kept is answered past the budget');
    assert.equal(kept.headers.get('X-Showtime-Proxy-Cache'), 'hit');
    const otherWindow = { from: DAY.to, to: '2026-11-24T11:00:00Z' };
    assert.equal((await harness.ask(cinemas([101, 102, 103], otherWindow), as('stranger'))).status, 200);
    assert.equal(platformRequests(), 0, 'a window cut from lists kept costs nothing, and is answered');
    assert.equal((await harness.ask(cinemas([107, 201, 202]), as('visitor'))).status, 200, 'another has its own');
  });

  it('answers 503 busy with Retry-After when its queue of reads is full', async () => {
    emulator.configure({ latencyMs: 200 });
    const harness = proxyFor(emulator, { maxReads: 3, upstreamConcurrency: 1 });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => harness.ask(strangeWindow(index))));
    const statuses = answers.map((answer) => answer.status);
    assert.ok(statuses.includes(200), String(statuses));
    const busy = answers.filter((answer) => answer.status === 503);
    assert.ok(busy.length >= 4, String(statuses));
    assert.equal(busy[0]!.headers.get('Retry-After'), '1');
    assert.equal(((await busy[0]!.json()) as { error: string }).error, 'busy');
  });

  it('answers 504 by its deadline when the platform takes longer', async () => {
    emulator.configure({ latencyMs: 1_500 });
    const started = performance.now();
    const answer = await proxyFor(emulator, { deadlineMs: 200 }).ask(programQuery(DAY));
    assert.equal(answer.status, 504);
    assert.equal(((await answer.json()) as { error: string }).error, 'upstream-timeout');
    assert.ok(performance.now() - started < 1_200);
  });

  for (const strangers of [1, 100]) {
    const who = strangers === 1 ? "a stranger's" : `${strangers} strangers'`;
    it(`answers a visitor's cold request before ${who} 1,000 distinct misses that wait`, async () => {
      const harness = proxyFor(emulator, { clientKey: byHeader, clientReadsPerMinute: 3_000 });
      await harness.ask(strangeWindow(-1), as('warm-up'));
      emulator.clearRequests();
      const strangerReads = () => emulator.requests.filter((request) => request.query.includes('2020-')).length;
      const flood = Array.from({ length: 1_000 }, (_, index) =>
        harness.ask(strangeWindow(index), as(`stranger-${index % strangers}`)),
      );
      // Let the stranger's reads start and fill the queue before the visitor comes.
      await until(() => strangerReads() >= 16, "the stranger's first 16 reads start", 60_000);
      const before = emulator.requests.length;
      const started = performance.now();
      const visitor = await harness.ask(programQuery(DAY), as('visitor'));
      const visitorMs = performance.now() - started;
      assert.equal(visitor.status, 200);
      assert.equal(visitor.headers.get('X-Showtime-Proxy-Cache'), 'miss');
      const firstOfVisitor = emulator.requests.findIndex((request) => request.query.includes('2026-11-2'));
      const wentFirst = firstOfVisitor - before;
      const answers = await Promise.all(flood);
      console.log(
        `the visitor's cold read started after ${wentFirst} stranger reads of 1,000 and was answered in ` +
          `${visitorMs.toFixed(0)} ms`,
      );
      // After the reads running when it came (8 at once) and at most one more, never after the queue
      // (first come, first served, it would wait for about 980; in turns, for one of each stranger's).
      assert.ok(wentFirst <= 8 + 1, `${wentFirst} stranger reads went first`);
      assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
    });
  }

  it('writes one log line a minute for 1,000 refused origins and 1,000 refusals over budget', async () => {
    let now = Date.parse(NOW);
    const lines: string[] = [];
    const logger = { warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const harness = proxyFor(emulator, { logger, now: () => now, clientReadsPerMinute: 1 });
    for (let index = 0; index < 1_000; index += 1) {
      const refused = await harness.ask(programQuery(DAY), {
        headers: { Origin: `https://stranger-${index}.example` },
      });
      assert.equal(refused.status, 403);
    }
    assert.equal((await harness.ask(strangeWindow(0))).status, 200);
    for (let index = 1; index <= 1_000; index += 1) assert.equal((await harness.ask(strangeWindow(index))).status, 429);
    assert.equal(lines.length, 2, lines.join('\n'));
    now += 60_000;
    await harness.ask(programQuery(DAY), { headers: { Origin: 'https://late.example' } });
    assert.equal(lines.length, 3);
    assert.match(lines[2]!, /999 more like it left out/);
  });
});
