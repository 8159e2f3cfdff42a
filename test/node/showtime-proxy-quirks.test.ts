// A national release at 400 cinemas through the showtime proxy, on platforms that ignore what the
// spec does not name: every window the widget asks for holds exactly the platform's showtimes of
// that window, in start order, whether the platform filtered and sorted or not.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { EmulatorSettings, RunningEmulator } from '../../emulator/src/index.js';
import { allPages, proxyFor, windowQuery } from '../support/proxy-harness.js';

const NOW = '2026-11-22T11:00:00Z';
const DAY_MS = 86_400_000;
/** The widget's first window (24 hours and a quarter) and the next two days, as src/load/load.ts asks them. */
const WINDOWS = [0, 1, 2].map((day) => {
  const from = Date.parse(NOW) + (day === 0 ? 0 : DAY_MS + 15 * 60_000 + (day - 1) * DAY_MS);
  const to = day === 0 ? from + DAY_MS + 15 * 60_000 : from + DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
});
const SOME_CINEMAS = Array.from({ length: 40 }, (_, index) => 1001 + index * 7);

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 4 } } });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** The platform's showings of the window (and cinemas), in start order: what the widget must get. */
function expectedIds(window: { from: string; to: string }, cinemas?: readonly number[]): number[] {
  return emulator
    .showings({ movieId: 550 })
    .filter((showing) => showing.start >= window.from && showing.start <= window.to)
    .filter((showing) => !cinemas || cinemas.includes(showing.cinemaId))
    .map((showing) => showing.id);
}

async function assertExactWindows(settings: Partial<EmulatorSettings>): Promise<void> {
  emulator.configure(settings);
  const harness = proxyFor(emulator);
  for (const window of WINDOWS) {
    const all = await allPages(harness, windowQuery(550, window.from, window.to));
    const expected = expectedIds(window);
    assert.ok(expected.length > 1500, `a day at 400 cinemas: ${expected.length}`);
    assert.deepEqual(
      all.map((item) => item.id),
      expected,
      window.from,
    );
    const cinemaIds = SOME_CINEMAS.map((id) => `&cinemaIds[]=${id}`).join('');
    const some = await allPages(harness, windowQuery(550, window.from, window.to, cinemaIds));
    assert.deepEqual(
      some.map((item) => item.id),
      expectedIds(window, SOME_CINEMAS),
    );
  }
}

describe('showtime proxy: platforms with quirks, 400 cinemas', () => {
  it('gives every window exactly from a platform that ignores the window and the cinema ids', async () => {
    await assertExactWindows({ ignoreFilters: true });
    // The first read showed the platform ignores filters; every later window is cut from one read of the whole list.
    const wholeListReads = emulator.requests.filter(
      (request) => request.path === '/showings' && !request.query.includes('startDatetimeFrom'),
    );
    assert.equal(wholeListReads.filter((request) => /(^|&)page=1(&|$)/.test(request.query)).length, 1);
  });

  it('gives every window exactly, in start order, from a platform that ignores the sort', async () => {
    await assertExactWindows({ ignoreSort: true, showingsSort: 'cinema' });
  });

  it('gives every window exactly from a platform that ignores the filters and the sort, in bare arrays', async () => {
    await assertExactWindows({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema', listEnvelope: 'array' });
  });
});
