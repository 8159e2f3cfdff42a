// A national release at 400 cinemas through the showtime proxy, on platforms that ignore what the
// spec does not name: every program holds exactly the platform's showings of its window, in
// program order, whether the platform filtered and sorted or not; and on a platform that ignores
// the window, the proxy reads each movie's list once per cache period, however many windows and
// views are asked.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { EmulatorSettings, RunningEmulator } from '../../emulator/src/index.js';
import { programIds, programQuery, proxyFor } from '../support/proxy-harness.js';
import type { Asked } from '../support/proxy-harness.js';
import { showingsReads as readsOf } from '../support/showings-reads.js';

const NOW = '2026-11-22T11:00:00Z';
/** The widget's windows: three business days, as instants. */
const WINDOWS = [
  { from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' },
  { from: '2026-11-23T02:00:00Z', to: '2026-11-24T09:00:00Z' },
  { from: '2026-11-24T02:00:00Z', to: '2026-11-25T09:00:00Z' },
];
const SOME_CINEMAS = Array.from({ length: 40 }, (_, index) => 1001 + index * 7);

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 4 } } });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** The platform's showings of the window (and cinemas), in program order: what the program must hold. */
function expectedIds({ from, to, cinemas }: Asked): number[] {
  return emulator
    .showings({ movieId: 550 })
    .filter((showing) => Date.parse(showing.start) >= Date.parse(from) && Date.parse(showing.start) <= Date.parse(to))
    .filter((showing) => !cinemas || cinemas.includes(showing.cinemaId))
    .sort((a, b) => a.start.localeCompare(b.start) || a.cinemaId - b.cinemaId || a.id - b.id)
    .map((showing) => showing.id);
}

const showingsReads = () => readsOf(emulator);

async function assertExactWindows(settings: Partial<EmulatorSettings>): Promise<void> {
  emulator.configure(settings);
  const harness = proxyFor(emulator);
  for (const window of WINDOWS) {
    const all = { movie: 550, ...window };
    const expected = expectedIds(all);
    assert.ok(expected.length > 1500, `a day at 400 cinemas: ${expected.length}`);
    assert.deepEqual(await programIds(harness, all), expected, window.from);
    const some = { ...all, cinemas: SOME_CINEMAS };
    assert.deepEqual(await programIds(harness, some), expectedIds(some), window.from);
  }
}

describe('showtime proxy: platforms with quirks, 400 cinemas', () => {
  it('cuts every window exactly from a platform that ignores the window and the cinema ids', async () => {
    await assertExactWindows({ ignoreFilters: true });
  });

  it('cuts every window exactly, in program order, from a platform that ignores the sort', async () => {
    await assertExactWindows({ ignoreSort: true, showingsSort: 'cinema' });
  });

  it('cuts every window exactly from a platform that ignores the filters and the sort, in bare arrays', async () => {
    await assertExactWindows({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema', listEnvelope: 'array' });
  });

  it('reads a movie once per cache period on a platform that ignores the window, whatever the windows and views', async () => {
    emulator.configure({ ignoreFilters: true });
    let now = Date.parse(NOW);
    const harness = proxyFor(emulator, { now: () => now, maxAgeSeconds: 60 });
    const views = WINDOWS.flatMap((window) => [
      { movie: 550, ...window },
      { movie: 550, ...window, cinemas: SOME_CINEMAS },
      { movie: 550, ...window, cinemas: [1001] },
    ]);
    for (let view = 0; view < 5; view += 1) {
      for (const asked of views) assert.equal((await harness.ask(programQuery(asked))).status, 200);
      // Windows no viewer asked before, within the same period.
      const from = new Date(Date.parse(NOW) + view * 3_600_000).toISOString();
      const to = new Date(Date.parse(NOW) + (view + 20) * 3_600_000).toISOString();
      assert.equal((await harness.ask(programQuery({ movie: 550, from, to }))).status, 200);
      now += 10_000;
    }
    assert.equal(showingsReads(), 1, 'one read of the movie for 5 views of 10 windows');
    now += 60_000;
    // A window not asked before: cut from the movie's list, read again now that it is past its max-age.
    await harness.ask(programQuery({ movie: 550, from: '2026-11-22T12:00:00Z', to: '2026-11-22T13:00:00Z' }));
    assert.equal(showingsReads(), 2, 'read again after the cache period');
  });
});
