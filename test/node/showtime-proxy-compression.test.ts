// The proxy's answers in the content coding a request accepts, against the real emulator over loopback: brotli or
// gzip by Accept-Encoding and its q-values (q=0 refusals kept, identity where nothing else is taken), each decoding
// to the unencoded answer, with Vary: Accept-Encoding and an ETag (and a 304) per coding; the calendar built once
// per program read and kept with it, a kept one or a 304 drawing nothing from the client's budget; the codings
// counted in the cache's bound; and a bound too small for a movie's whole list told once, with one that holds it.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import { chosenCoding } from '../../src/server/content-coding.js';
import { programQuery, proxyFor } from '../support/proxy-harness.js';
import type { ProxyHarness } from '../support/proxy-harness.js';
import { showingsReads as readsOf } from '../support/showings-reads.js';

const NOW = '2026-11-22T11:00:00Z';
const PROGRAM = programQuery({ movie: 550, from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:00:00Z' });
/** The calendar's program: the next 14 days from the start of the proxy's day (UTC). */
const FORTNIGHT = { from: '2026-11-22T00:00:00Z', to: '2026-12-05T23:59:59Z' };

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

const showingsReads = () => readsOf(emulator);

/** The answer's bytes as sent, decoded by its Content-Encoding. */
async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('Content-Encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  assert.equal(coding, null, 'no other coding is sent');
  return bytes.toString();
}

function askIn(harness: ProxyHarness, path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return harness.ask(path, { headers: { 'Accept-Encoding': acceptEncoding, ...headers } });
}

describe('showtime proxy: content codings', () => {
  it('answers brotli and gzip that decode to the unencoded program, each with Vary and an ETag of its own', async () => {
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW) });
    const plain = await harness.ask(PROGRAM);
    const text = await plain.text();
    assert.ok(text.length > 10_000, `a day's program: ${text.length} characters`);
    const br = await askIn(harness, PROGRAM, 'gzip, deflate, br, zstd');
    const gzip = await askIn(harness, PROGRAM, 'gzip, deflate');
    assert.deepEqual(
      [plain, br, gzip].map((answer) => [answer.status, answer.headers.get('Content-Encoding')]),
      [
        [200, null],
        [200, 'br'],
        [200, 'gzip'],
      ],
    );
    for (const answer of [plain, br, gzip]) assert.equal(answer.headers.get('Vary'), 'Accept-Encoding');
    assert.equal(await decoded(br), text);
    assert.equal(await decoded(gzip), text);
    const tags = [plain, br, gzip].map((answer) => answer.headers.get('ETag'));
    assert.equal(new Set(tags).size, 3, `one strong tag per coding: ${tags}`);
    assert.ok(tags.every((tag) => /^"[\w-]+"$/.test(tag!)));
    assert.equal(showingsReads(), 1, 'one platform read for every coding');
  });

  it('answers 304 to the ETag of the coding it would send, and the other coding to another coding’s tag', async () => {
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW) });
    const gzipTag = (await askIn(harness, PROGRAM, 'gzip')).headers.get('ETag')!;
    const brTag = (await askIn(harness, PROGRAM, 'br')).headers.get('ETag')!;
    const plainTag = (await harness.ask(PROGRAM)).headers.get('ETag')!;
    const revalidated = await askIn(harness, PROGRAM, 'gzip', { 'If-None-Match': gzipTag });
    assert.deepEqual(
      [revalidated.status, revalidated.headers.get('ETag'), revalidated.headers.get('Vary')],
      [304, gzipTag, 'Accept-Encoding'],
    );
    assert.equal((await askIn(harness, PROGRAM, 'br', { 'If-None-Match': `W/${brTag}` })).status, 304);
    assert.equal((await harness.ask(PROGRAM, { headers: { 'If-None-Match': plainTag } })).status, 304);
    const other = await askIn(harness, PROGRAM, 'br', { 'If-None-Match': gzipTag });
    assert.deepEqual([other.status, other.headers.get('Content-Encoding')], [200, 'br']);
  });

  it('follows q-values: never a coding refused with q=0, the highest q first, identity where all are refused', () => {
    const offered = ['identity', 'br', 'gzip'] as const;
    const cases: Array<[string | null, string]> = [
      [null, 'identity'],
      ['', 'identity'],
      ['identity', 'identity'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['GZIP;Q=1', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.4, gzip;q=0.5', 'gzip'],
      ['br;q=0.000, gzip;q=0', 'identity'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['*;q=0', 'identity'],
      ['identity;q=0, gzip;q=0, br;q=0', 'identity'],
      ['identity;q=1, br;q=0.5', 'identity'],
      ['br;q=2, gzip', 'gzip'],
      ['deflate, zstd', 'identity'],
    ];
    for (const [header, expected] of cases) assert.equal(chosenCoding(header, offered), expected, String(header));
    assert.equal(chosenCoding('br, gzip', ['identity', 'gzip']), 'gzip', 'brotli only where the runtime has it');
  });

  it('sends no coding refused with q=0', async () => {
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW) });
    const refusedBr = await askIn(harness, PROGRAM, 'br;q=0, gzip;q=0.8');
    assert.equal(refusedBr.headers.get('Content-Encoding'), 'gzip');
    const refusedBoth = await askIn(harness, PROGRAM, 'br;q=0, gzip;q=0, *;q=0');
    assert.equal(refusedBoth.headers.get('Content-Encoding'), null);
    assert.equal(await decoded(refusedBr), await refusedBoth.text());
  });

  it('keeps the codings in the bound: a program that fits alone but not with its gzip is not kept once encoded', async () => {
    const measuring = proxyFor(emulator, { now: () => Date.parse(NOW) });
    const characters = (await (await measuring.ask(PROGRAM)).text()).length;
    const gzipBytes = (await (await askIn(measuring, PROGRAM, 'gzip')).arrayBuffer()).byteLength;
    // Room for the program, its key and an entry's cost (well under 2 KB), and half its gzip.
    const warnings: string[] = [];
    const logger = { warn: (line: string) => warnings.push(line), error: () => {} };
    const cacheMaxBytes = Math.floor(characters + 2_000 + gzipBytes / 2);
    assert.ok(gzipBytes > 4_000, `the gzip must outweigh the room left: ${gzipBytes} B`);
    emulator.clearRequests();
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW), cacheMaxBytes, logger });
    await harness.ask(PROGRAM);
    await harness.ask(PROGRAM);
    assert.equal(showingsReads(), 1, 'the program alone is kept');
    await askIn(harness, PROGRAM, 'gzip');
    assert.equal(showingsReads(), 1);
    await harness.ask(PROGRAM);
    assert.equal(showingsReads(), 2, 'with its gzip it outgrew the bound and was dropped');
    assert.equal(warnings.length, 1, warnings.join('\n'));
  });
});

describe('showtime proxy: the calendar kept with its program', () => {
  /** Cold programs of distinct windows until the client's budget refuses one; bounded. */
  async function spendBudget(harness: ProxyHarness, budget: number): Promise<void> {
    for (let hour = 0; hour <= budget; hour += 1) {
      const window = { from: `2026-11-23T${String(hour).padStart(2, '0')}:00:00Z`, to: '2026-11-24T00:00:00Z' };
      if ((await harness.ask(programQuery({ movie: 550, ...window }))).status === 429) return;
    }
    assert.fail(`no refusal within ${budget + 1} cold programs`);
  }

  it('builds a calendar once: asked again, revalidated or in another coding, it draws nothing from the budget', async () => {
    const budget = 6;
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW), clientReadsPerMinute: budget });
    const first = await harness.ask('calendar.ics?movie=550&cinemas=101,102');
    assert.equal(first.status, 200);
    const calendar = await first.text();
    assert.ok(calendar.includes('BEGIN:VEVENT'));
    await spendBudget(harness, budget);
    const reads = showingsReads();
    const again = await harness.ask('calendar.ics?movie=550&cinemas=101,102');
    assert.deepEqual([again.status, await again.text()], [200, calendar], 'the kept calendar, not refused');
    const revalidated = await harness.ask('calendar.ics?movie=550&cinemas=101,102', {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    assert.equal(revalidated.status, 304);
    const gzip = await askIn(harness, 'calendar.ics?movie=550&cinemas=101,102', 'gzip');
    assert.deepEqual([gzip.status, gzip.headers.get('Content-Type')], [200, 'text/calendar; charset=utf-8']);
    assert.equal(await decoded(gzip), calendar);
    assert.equal(showingsReads(), reads, 'no platform read either');
  });

  it('draws on the budget to build a calendar whose program is kept but which was never built', async () => {
    const budget = 6;
    const harness = proxyFor(emulator, { now: () => Date.parse(NOW), clientReadsPerMinute: budget });
    const program = await harness.ask(programQuery({ movie: 550, cinemas: [101], ...FORTNIGHT }));
    assert.equal(program.status, 200);
    await spendBudget(harness, budget);
    assert.equal((await harness.ask(programQuery({ movie: 550, cinemas: [101], ...FORTNIGHT }))).status, 200);
    const refused = await harness.ask('calendar.ics?movie=550&cinemas=101');
    assert.equal(refused.status, 429, 'the program is kept, its calendar is built only within the budget');
    assert.ok(Number(refused.headers.get('Retry-After')) > 0);
  });
});

describe('showtime proxy: a cache too small for a movie’s whole list', () => {
  it('says so once, with a bound that holds it, on a platform that ignores the window', async () => {
    emulator.configure({ ignoreFilters: true });
    const warnings: string[] = [];
    const logger = { warn: (line: string) => warnings.push(line), error: () => {} };
    const windows = [11, 12, 13, 14].map((hour) =>
      programQuery({ movie: 550, from: `2026-11-22T${hour}:00:00Z`, to: '2026-11-23T11:00:00Z' }),
    );
    const small = proxyFor(emulator, { now: () => Date.parse(NOW), cacheMaxBytes: 32 * 1024, logger });
    for (const window of windows) assert.equal((await small.ask(window)).status, 200);
    assert.equal(showingsReads(), windows.length, 'the list is read again for every window');
    const tooSmall = warnings.filter((line) => line.includes('cacheMaxBytes'));
    assert.equal(tooSmall.length, 1, warnings.join('\n'));
    const suggested = /a cacheMaxBytes of (\d+) MiB \(\d+ \* 2 \*\* 20\) would hold it/.exec(tooSmall[0]!)?.[1];
    assert.ok(suggested, tooSmall[0]);
    assert.match(tooSmall[0]!, /"movie 550"/);

    emulator.clearRequests();
    const held = proxyFor(emulator, { now: () => Date.parse(NOW), cacheMaxBytes: Number(suggested) * 2 ** 20, logger });
    for (const window of windows) assert.equal((await held.ask(window)).status, 200);
    // The first window is read for itself (the proxy learns the platform ignores it), then the list is kept.
    assert.equal(showingsReads(), 1, 'one read of the list with the bound the log named');
    assert.equal(warnings.filter((line) => line.includes('cacheMaxBytes')).length, 1);
  });
});
