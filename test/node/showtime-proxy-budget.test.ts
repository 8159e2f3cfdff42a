// What one request to the showtime proxy may make the platform do, against the real emulator over
// loopback HTTP (issue 45): every platform request is paid from its client's budget (lists, pages,
// look-ups, legacy ids), taken before the read starts; a program names at most 50 cinemas; only
// ids of the legacy format are looked up; platform slots go to clients in turns; requests that
// name no page share a small budget; and every answer says `nosniff`.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { BASE_PATH, PAGE_ORIGIN, programQuery, proxyFor } from '../support/proxy-harness.js';
import { until } from '../support/until.js';

const NOW = '2026-11-22T11:00:00Z';
const DAY = { from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' };
const CLIENT = 'X-Test-Client';
const frozen = () => Date.parse(NOW);

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

const as = (client: string) => ({ headers: { [CLIENT]: client } });
const byHeader = (request: Request) => request.headers.get(CLIENT) ?? '';
/** The platform requests the proxy sent (its token requests aside: no client pays for those). */
const platformRequests = () => emulator.requests.filter((request) => request.path !== '/oauth/token');
/** `count` cinema ids the platform does not know, from `first` on. */
const unknownCinemas = (first: number, count = 50) => Array.from({ length: count }, (_, index) => first + index);

describe('showtime proxy: every platform request paid', () => {
  it('refuses more than 50 cinemas with 400 naming cinemas, asking the platform nothing: 700 never reach it', async () => {
    const harness = proxyFor(emulator);
    for (const count of [51, 700]) {
      const answer = await harness.ask(programQuery({ movie: 550, cinemas: unknownCinemas(101, count), ...DAY }));
      assert.equal(answer.status, 400, `${count} cinemas`);
      const body = (await answer.json()) as { error: string; message: string };
      assert.equal(body.error, 'bad-request');
      assert.match(body.message, /^Query parameter cinemas: expected at most 50 ids/);
    }
    assert.deepEqual(platformRequests(), []);
    const fifty = await harness.ask(programQuery({ movie: 550, cinemas: unknownCinemas(101), ...DAY }));
    assert.equal(fifty.status, 200, 'a partner of 50 cinemas, its URL to the platform well within length');
  });

  it('refuses NaN, Infinity, hex and an empty movie with 400, and looks up only legacy ids', async () => {
    const harness = proxyFor(emulator);
    for (const movie of ['NaN', 'Infinity', '0x226', '1e3', '']) {
      const answer = await harness.ask(programQuery({ movie, ...DAY }));
      assert.equal(answer.status, 400, `movie=${movie}`);
      assert.match(((await answer.json()) as { message: string }).message, /^Query parameter movie:/);
    }
    assert.deepEqual(platformRequests(), []);
    assert.equal((await harness.ask(programQuery({ movie: 'tt0137523', ...DAY }))).status, 200);
    assert.equal((await harness.ask(programQuery({ movie: 'm-forrest-gump', ...DAY }))).status, 200);
  });

  it('pays for legacy look-ups: a flood of made-up legacy ids causes no more platform requests than the budget', async () => {
    const harness = proxyFor(emulator, { clientKey: byHeader, clientReadsPerMinute: 10, now: frozen });
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push((await harness.ask(programQuery({ movie: `tt9${index}`, ...DAY }), as('stranger'))).status);
    }
    assert.equal(statuses.filter((status) => status === 404).length, 10, String(statuses));
    assert.equal(statuses.filter((status) => status === 429).length, 30);
    assert.equal(platformRequests().length, 10);
    assert.equal((await harness.ask(programQuery({ movie: 'tt0137523', ...DAY }), as('visitor'))).status, 200);
  });

  it("pays for a cinema-mode fan-out per list: one client's programs of 50 cinemas stay within its budget", async () => {
    const budget = 120;
    const harness = proxyFor(emulator, { clientKey: byHeader, clientReadsPerMinute: budget, now: frozen });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const asked = programQuery({ cinemas: unknownCinemas(10_000 + index * 50), ...DAY });
      statuses.push((await harness.ask(asked, as('stranger'))).status);
    }
    // 50 lists each (404s: cinemas the platform does not know): two programs, then 429 before a third list.
    assert.deepEqual(statuses, [404, 404, 429, 429, 429, 429, 429, 429, 429, 429]);
    assert.equal(platformRequests().length, 100);
  });

  it("pays for partner mode's look-ups of silent cinemas, one each (the spec has no look-up of several)", async () => {
    const harness = proxyFor(emulator, { clientKey: byHeader, clientReadsPerMinute: 60, now: frozen });
    const first = await harness.ask(programQuery({ movie: 550, cinemas: unknownCinemas(20_000), ...DAY }), as('p'));
    assert.equal(first.status, 404);
    const paths = platformRequests().map((request) => request.path);
    assert.equal(paths.filter((path) => /^\/cinemas\/\d+\/showings-future$/.test(path)).length, 50);
    emulator.clearRequests();
    const second = await harness.ask(programQuery({ movie: 550, cinemas: unknownCinemas(30_000), ...DAY }), as('p'));
    assert.equal(second.status, 429, 'fifty more look-ups than the budget has left');
    assert.deepEqual(platformRequests(), []);
  });

  it("gives a visitor's first platform request one of the first slots while a stranger's fan-outs wait", async () => {
    emulator.configure({ latencyMs: 20 });
    const harness = proxyFor(emulator, { clientKey: byHeader, clientReadsPerMinute: 10_000 });
    const flood = Array.from({ length: 20 }, (_, index) =>
      harness.ask(programQuery({ cinemas: unknownCinemas(40_000 + index * 50), ...DAY }), as('stranger')),
    );
    await until(() => platformRequests().length >= 16, "the stranger's first 16 platform requests start");
    const before = platformRequests().length;
    const visitor = await harness.ask(programQuery({ movie: 550, ...DAY }), as('visitor'));
    assert.equal(visitor.status, 200);
    const wentFirst = platformRequests().findIndex((request) => request.path === '/showings') - before;
    await Promise.all(flood);
    // The eight in flight when it came, and at most one more: never the thousand the stranger queued.
    assert.ok(wentFirst <= 8 + 1, `${wentFirst} of the stranger's requests went first`);
  });
});

describe('showtime proxy: requests that name no page', () => {
  it('draw on a small budget of their own, shared by all of them; pages of the site keep theirs', async () => {
    const harness = proxyFor(emulator, {
      clientKey: byHeader,
      anonymousReadsPerMinute: 3,
      allowedOrigins: ['https://partner.example'],
      now: frozen,
    });
    const window = (index: number) => programQuery({ movie: 550, from: `2026-11-22T1${index}:00:00Z`, to: DAY.to });
    const crossSite = (client: string) => ({ headers: { [CLIENT]: client, 'Sec-Fetch-Site': 'cross-site' } });
    for (let index = 1; index <= 3; index += 1) {
      assert.equal((await harness.ask(window(index), crossSite(`stranger-${index}`))).status, 200);
    }
    const refused = await harness.ask(window(4), crossSite('stranger-4'));
    assert.equal(refused.status, 429, 'another key changes nothing: the budget is one for all of them');
    assert.match(((await refused.json()) as { message: string }).message, /name no page of this site/);
    const bare = new Request(`${PAGE_ORIGIN}${BASE_PATH}${window(4)}`, as('stranger-4'));
    assert.equal((await harness.proxy(bare)).status, 429, 'neither Origin nor Sec-Fetch-Site');
    assert.equal((await harness.ask(window(4), as('visitor'))).status, 200, 'Sec-Fetch-Site: same-origin');
    const partner = { headers: { [CLIENT]: 'partner', Origin: 'https://partner.example' } };
    assert.equal((await harness.ask(window(5), partner)).status, 200, 'an allowed page of another origin');
  });
});

describe('showtime proxy: nosniff', () => {
  it('sends X-Content-Type-Options: nosniff with every answer', async () => {
    const harness = proxyFor(emulator, { clientReadsPerMinute: 1, now: frozen });
    const program = await harness.ask(programQuery({ movie: 550, ...DAY }));
    const answers = [
      program,
      await harness.ask(programQuery({ movie: 550, ...DAY }), {
        headers: { 'If-None-Match': program.headers.get('ETag')! },
      }),
      await harness.ask(programQuery({ movie: 550, ...DAY }), { method: 'HEAD' }),
      await harness.ask('calendar.ics?movie=550'),
      await harness.ask(programQuery({ movie: 'NaN', ...DAY })),
      await harness.ask('elsewhere'),
      await harness.ask('program', { method: 'POST' }),
      await harness.ask('program', { headers: { Origin: 'https://evil.example' } }),
      await harness.ask(programQuery({ movie: 551, ...DAY })),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 304, 200, 429, 400, 404, 405, 403, 429],
    );
    for (const answer of answers) assert.equal(answer.headers.get('X-Content-Type-Options'), 'nosniff');
  });
});
