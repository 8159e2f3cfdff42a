// The showtime proxy against the real emulator over loopback HTTP: the programs it answers (their
// shape against the shipped schema, exact windows with both bounds, naive platform times placed in
// the cinema's zone, drafts left out, the three modes, unknown movies and cinemas), that no
// platform token or secret is in any answer, and its platform failures with their codes.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import type { Program } from '../../src/program/program.js';
import { PAGE_ORIGIN, programIds, programQuery, proxyFor } from '../support/proxy-harness.js';
import type { Asked } from '../support/proxy-harness.js';
import { schemaErrors } from '../support/program-schema.js';

const NOW = '2026-11-22T11:00:00Z';
const DAY = { from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' };

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => emulator.reset());

/** The seed's published showings asked for, in the program's order (start, cinema, id). */
function expectedIds({ movie, cinemas, from, to }: Asked): number[] {
  return emulator
    .showings(typeof movie === 'number' ? { movieId: movie } : {})
    .filter((showing) => showing.state !== 'draft')
    .filter((showing) => Date.parse(showing.start) >= Date.parse(from) && Date.parse(showing.start) <= Date.parse(to))
    .filter((showing) => !cinemas || cinemas.includes(showing.cinemaId))
    .sort((a, b) => a.start.localeCompare(b.start) || a.cinemaId - b.cinemaId || a.id - b.id)
    .map((showing) => showing.id);
}

async function programOf(asked: Asked, harness = proxyFor(emulator)): Promise<Program> {
  const answer = await harness.ask(programQuery(asked));
  assert.equal(answer.status, 200, await answer.clone().text());
  return (await answer.json()) as Program;
}

describe('showtime proxy: programs', () => {
  it('answers a movie, a cinema program and a partner program that the shipped JSON Schema accepts', async () => {
    const programs = [
      await programOf({ movie: 550, ...DAY }),
      await programOf({ cinemas: [101, 102], ...DAY }),
      await programOf({ movie: 550, cinemas: [101, 99999], ...DAY }),
      await programOf({ movie: 550, from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' }),
    ];
    for (const program of programs) assert.deepEqual(schemaErrors(program), [], JSON.stringify(program).slice(0, 300));
    const [movie, cinemas, partner, empty] = programs as [Program, Program, Program, Program];
    assert.deepEqual(
      [movie.format, movie.movie, movie.complete, movie.from, movie.to],
      ['showtime-program/1', 550, true, '2026-11-22T11:00:00Z', '2026-11-23T11:15:00Z'],
    );
    assert.equal(cinemas.movie, null);
    assert.deepEqual(new Set(cinemas.showings.map((showing) => showing.cinemaId)), new Set([101, 102]));
    assert.deepEqual(partner.unknownCinemas, [99999]);
    assert.deepEqual([empty.showings, empty.cinemas, empty.movies], [[], [], []]);
    // Each cinema and movie once, every one a showing names, and only those.
    for (const program of programs) {
      const cinemaIds = program.cinemas.map((cinema) => cinema.id);
      const movieIds = program.movies.map((item) => item.id);
      assert.equal(new Set(cinemaIds).size, cinemaIds.length);
      assert.equal(new Set(movieIds).size, movieIds.length);
      assert.deepEqual(new Set(cinemaIds), new Set(program.showings.map((showing) => showing.cinemaId)));
      assert.deepEqual(new Set(movieIds), new Set(program.showings.map((showing) => showing.movieId)));
    }
  });

  it('holds exactly the showings of the window, both bounds included, drafts left out, in each mode', async () => {
    const starts = emulator.showings({ movieId: 550 }).filter((showing) => showing.state !== 'draft');
    // A window that starts and ends exactly on showings' starts.
    const window = { from: starts[3]!.start.replace('.000Z', 'Z'), to: starts[40]!.start.replace('.000Z', 'Z') };
    const drafts = emulator
      .showings()
      .filter((showing) => showing.state === 'draft')
      .map((showing) => showing.id);
    assert.ok(drafts.length > 0, 'the seed has drafts');
    for (const asked of [
      { movie: 550, ...window },
      { movie: 550, cinemas: [101, 105, 951], ...DAY },
      { cinemas: [101, 105], ...DAY },
      { cinemas: [101], from: '2026-11-22T11:00:00Z', to: '2026-12-12T11:00:00Z' },
    ]) {
      const ids = await programIds(proxyFor(emulator), asked);
      assert.deepEqual(ids, expectedIds(asked), JSON.stringify(asked));
      assert.ok(ids.length > 0 && !ids.some((id) => drafts.includes(id)), JSON.stringify(asked));
    }
    const bounds = await programIds(proxyFor(emulator), { movie: 550, ...window });
    assert.ok(bounds.includes(starts[3]!.id) && bounds.includes(starts[40]!.id), 'both bounds included');
  });

  it("reads a cinema's future showings once for every window of its program within the cache period", async () => {
    const harness = proxyFor(emulator);
    // Days after the clock: a cinema's future showings hold none that started.
    for (const day of [23, 24, 25, 26]) {
      const window = { from: `2026-11-${day}T03:00:00Z`, to: `2026-11-${day + 1}T03:00:00Z` };
      for (const cinemas of [[101], [101, 102]]) {
        assert.deepEqual(await programIds(harness, { cinemas, ...window }), expectedIds({ cinemas, ...window }));
      }
    }
    const firstPages = (cinema: number) =>
      emulator.requests.filter(
        (request) => request.path === `/cinemas/${cinema}/showings-future` && /(^|&)page=1(&|$)/.test(request.query),
      ).length;
    assert.deepEqual([firstPages(101), firstPages(102)], [1, 1]);
  });

  it('places naive platform times in the cinema zone: every start an instant with Z', async () => {
    emulator.configure({ dateTimes: 'naive' });
    const program = await programOf({ movie: 550, ...DAY });
    const seed = new Map(emulator.showings({ movieId: 550 }).map((showing) => [showing.id, showing.start]));
    assert.ok(program.showings.length > 20);
    for (const showing of program.showings) {
      assert.equal(showing.startDatetime, seed.get(showing.id)!.replace('.000Z', 'Z'), String(showing.id));
    }
    assert.deepEqual(
      program.showings.map((showing) => showing.id),
      expectedIds({ movie: 550, ...DAY }),
    );
  });

  it('resolves a legacy movie id itself, once per period, and answers the numeric id', async () => {
    const harness = proxyFor(emulator);
    const legacy = await programOf({ movie: 'tt0137523', ...DAY }, harness);
    assert.equal(legacy.movie, 550);
    assert.deepEqual(
      legacy.showings.map((showing) => showing.id),
      expectedIds({ movie: 550, ...DAY }),
    );
    await programOf({ movie: 'tt0137523', from: '2026-11-23T11:15:00Z', to: '2026-11-24T11:15:00Z' }, harness);
    assert.equal(emulator.requests.filter((request) => request.path === '/movies/tt0137523').length, 1);
  });

  it('answers 404 not-found for an unknown movie, a legacy id the platform cannot resolve, and only unknown cinemas', async () => {
    // What is missing, said in `missing` for the widget to name the attribute to fix.
    const asked = [
      [{ movie: 424242, ...DAY }, 'movie'],
      [{ movie: 'tt0000000', ...DAY }, 'movie'],
      [{ cinemas: [99998, 99999], ...DAY }, 'cinemas'],
      [{ movie: 550, cinemas: [99999], ...DAY }, 'cinemas'],
    ] as const;
    for (const [one, missing] of asked) {
      const answer = await proxyFor(emulator).ask(programQuery(one));
      const body = (await answer.json()) as { error: string; message: string; missing?: string };
      assert.deepEqual([answer.status, body.error, body.missing], [404, 'not-found', missing], JSON.stringify(one));
    }
    emulator.configure({ legacyMovieIdsInPath: false });
    const unsupported = await proxyFor(emulator).ask(programQuery({ movie: 'tt0137523', ...DAY }));
    assert.equal(unsupported.status, 404);
  });

  it('never puts the platform token or the client secret in an answer, its headers or its errors', async () => {
    const harness = proxyFor(emulator);
    const client = emulator.clients.find((candidate) => !candidate.admin)!;
    const answers = [
      await harness.ask(programQuery({ movie: 550, ...DAY })),
      await harness.ask(programQuery({ movie: 550, ...DAY }), { method: 'HEAD' }),
      await harness.ask(programQuery({ movie: 'tt0137523', ...DAY })),
      await harness.ask(programQuery({ cinemas: [99999], ...DAY })),
      await harness.ask('program?movie=550&token=1'),
      await harness.ask('program', { method: 'OPTIONS', headers: { Origin: PAGE_ORIGIN } }),
    ];
    emulator.configure({ faults: [{ path: '/showings', status: 500 }] });
    answers.push(await harness.ask(programQuery({ movie: 551, ...DAY })));
    const wrongSecret = await proxyFor(emulator, { clientSecret: 'wrong' }).ask(programQuery({ movie: 550, ...DAY }));
    const { error } = (await wrongSecret.clone().json()) as { error: string };
    assert.deepEqual([wrongSecret.status, error], [503, 'proxy-misconfigured']);
    answers.push(wrongSecret);
    assert.ok(harness.sentTokens.size > 0, 'the proxy used a platform token');
    for (const answer of answers) {
      const text = `${JSON.stringify([...answer.headers])} ${await answer.text()}`;
      for (const secret of [...harness.sentTokens, client.secret])
        assert.ok(!text.includes(secret), text.slice(0, 200));
    }
  });
});

describe('showtime proxy: platform failures', () => {
  it('waits out a short Retry-After and passes a long one on with its 429', async () => {
    emulator.configure({ faults: [{ path: '/showings', status: 429, retryAfter: 1, times: 1 }] });
    assert.equal((await proxyFor(emulator).ask(programQuery({ movie: 550, ...DAY }))).status, 200);
    emulator.configure({ faults: [{ path: '/showings', status: 429, retryAfter: 120 }] });
    const passed = await proxyFor(emulator).ask(programQuery({ movie: 551, ...DAY }));
    assert.deepEqual([passed.status, passed.headers.get('Retry-After')], [429, '120']);
    assert.equal(((await passed.json()) as { error: string }).error, 'rate-limited');
  });

  it("waits out a short 503's Retry-After before its retry, not sooner", async () => {
    emulator.configure({ faults: [{ path: '/showings', status: 503, retryAfter: 1, times: 1 }] });
    const started = performance.now();
    assert.equal((await proxyFor(emulator).ask(programQuery({ movie: 550, ...DAY }))).status, 200);
    assert.ok(performance.now() - started >= 1_000, 'the retry left before the second the platform asked for');
    const statuses = emulator.requests.filter((request) => request.path === '/showings').map(({ status }) => status);
    assert.deepEqual(statuses, [503, 200]);
  });

  it("answers 502, 503 and 504 with kebab-case codes that say what failed, passing a 503's Retry-After on", async () => {
    const cases = [
      { fault: { status: 500 }, status: 502, code: 'upstream-error' },
      { fault: { status: 503, retryAfter: 30 }, status: 503, code: 'upstream-unavailable', retryAfter: '30' },
      { fault: { dropConnection: true }, status: 502, code: 'upstream-unreachable' },
      { fault: { latencyMs: 1500 }, status: 504, code: 'upstream-timeout' },
      { fault: { body: 'malformed' as const }, status: 502, code: 'upstream-bad-response' },
    ];
    for (const { fault, status, code, retryAfter } of cases) {
      emulator.configure({ faults: [{ path: '/showings', ...fault }] });
      const answer = await proxyFor(emulator, { timeoutMs: 500 }).ask(programQuery({ movie: 550, ...DAY }));
      const body = (await answer.json()) as { error: string; message: string };
      assert.deepEqual([answer.status, body.error], [status, code], JSON.stringify(fault));
      assert.equal(answer.headers.get('Cache-Control'), 'no-store');
      assert.equal(answer.headers.get('Retry-After'), retryAfter ?? null);
    }
  });

  it('gets a new platform token once after a 401, and says upstream-unauthorized when that fails too', async () => {
    const harness = proxyFor(emulator);
    emulator.configure({ faults: [{ path: '/showings', status: 401, times: 1 }] });
    assert.equal((await harness.ask(programQuery({ movie: 550, ...DAY }))).status, 200);
    assert.equal(emulator.requests.filter((request) => request.path === '/oauth/token').length, 2);
    emulator.configure({ faults: [{ path: '/showings', status: 401 }] });
    const refused = await harness.ask(programQuery({ movie: 551, ...DAY }));
    assert.deepEqual(
      [refused.status, ((await refused.json()) as { error: string }).error],
      [502, 'upstream-unauthorized'],
    );
  });
});
