// The showtime proxy under a seeded soak of platform faults (issue "Every engine, every fault"):
// every kind of fault (5xx, a gateway's HTML page, a cut body, JSON of the wrong shape, a late
// answer, a reset connection, 429 and 503 with Retry-After) fires on the list, movie, program
// and token endpoints while the clock moves through fresh, stale and expired answers. Each
// answer is exactly the fault-free one (fresh or stale), an incomplete program (a later page
// failed) answered no-store, or a coded JSON error; a program kept within its stale windows is
// never replaced by an error; no answer carries a platform token.
// SOAK_SEED and SOAK_ROUNDS run a longer search (`SOAK_ROUNDS=2000 npm test -- soak`).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startEmulator } from '../../emulator/src/index.js';
import type { FaultRule, RunningEmulator } from '../../emulator/src/index.js';
import { programQuery, proxyFor } from '../support/proxy-harness.js';
import type { ProxyHarness } from '../support/proxy-harness.js';
import { SEED } from '../support/properties.js';

const NOW = '2026-11-22T11:00:00Z';
const MAX_AGE_S = 30;
const STALE_S = 120;
/** The proxy gives up on a platform answer after this long; a late answer waits longer. */
const TIMEOUT_MS = 300;
const ROUNDS = Number(process.env['SOAK_ROUNDS'] ?? 120);

/** What the proxy is asked: a movie's programs of two windows, one by its legacy id, a cinema's program. */
const PATHS = [
  programQuery({ movie: 550, from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' }),
  programQuery({ movie: 550, from: '2026-11-23T11:15:00Z', to: '2026-11-24T11:15:00Z' }),
  programQuery({ movie: 'tt0137523', from: '2026-11-22T11:00:00Z', to: '2026-11-22T23:00:00Z' }),
  programQuery({ cinemas: [1001], from: '2026-11-22T11:00:00Z', to: '2026-11-24T11:00:00Z' }),
];

/** The platform paths behind them, and the token's. */
const ENDPOINTS = ['/showings', '/movies', '/cinemas', '/oauth/token'] as const;

/** Every kind of fault the soak injects, as emulator rules without a path. */
const FAULTS: Record<string, Omit<FaultRule, 'path'>> = {
  '500': { status: 500 },
  '502': { status: 502 },
  'html page': { body: 'html' },
  'cut body': { body: 'truncated' },
  'wrong shape': { body: 'wrong-shape' },
  'late answer': { latencyMs: TIMEOUT_MS + 200 },
  'reset connection': { dropConnection: true },
  '429 with Retry-After': { status: 429, retryAfter: 1 },
  '503 with Retry-After': { status: 503, retryAfter: 1 },
};

const ERROR_STATUSES = new Set([429, 502, 503, 504]);

interface Step {
  path: number;
  /** A fault set before the request: a kind on an endpoint, for one or two platform requests. */
  fault?: { kind: string; endpoint: number; times: number };
  /** Seconds the clock moves before the request. */
  advance: number;
  /** The proxy is made anew (a cold cache, a new platform token). */
  restart: boolean;
}

/** Which asked path reads each endpoint (the token's is read by any, on a cold proxy). */
const PATH_FOR_ENDPOINT = [0, 2, 3, 1];

/** First every kind on every endpoint, on a cold proxy so that the fault fires: then the random steps. */
const coverage: Step[] = Object.keys(FAULTS).flatMap((kind) =>
  ENDPOINTS.map((_, endpoint) => ({
    path: PATH_FOR_ENDPOINT[endpoint]!,
    fault: { kind, endpoint, times: 1 },
    advance: 0,
    restart: true,
  })),
);

const randomStep: fc.Arbitrary<Step> = fc.record({
  path: fc.nat({ max: PATHS.length - 1 }),
  fault: fc.option(
    fc.record({
      kind: fc.constantFrom(...Object.keys(FAULTS)),
      endpoint: fc.nat({ max: ENDPOINTS.length - 1 }),
      times: fc.integer({ min: 1, max: 2 }),
    }),
    { nil: undefined },
  ),
  advance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 })),
  restart: fc.nat({ max: 9 }).map((draw) => draw === 0),
});

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 40, days: 3 } } });
});

after(() => emulator.close());

describe('showtime proxy: a soak of platform faults', () => {
  it('answers exactly or with a code, keeps stale answers where allowed, and leaks no token', async () => {
    const clean = proxyFor(emulator);
    const expected = await Promise.all(PATHS.map(async (path) => (await clean.ask(path)).text()));
    const random = fc.sample(randomStep, { seed: Number(process.env['SOAK_SEED'] ?? SEED), numRuns: ROUNDS });
    let clock = Date.parse(NOW);
    const tokens = new Set(clean.sentTokens);
    let harness: ProxyHarness | undefined;
    /** Per path, when the proxy last read it from the platform, as its answers' Age tells. */
    let stored = new Map<number, number>();
    for (const [index, { path, fault, advance, restart }] of [...coverage, ...random].entries()) {
      if (!harness || restart) {
        harness = proxyFor(emulator, {
          now: () => clock,
          maxAgeSeconds: MAX_AGE_S,
          staleWhileRevalidateSeconds: STALE_S,
          staleIfErrorSeconds: STALE_S,
          timeoutMs: TIMEOUT_MS,
        });
        stored = new Map();
      }
      clock += advance * 1000;
      const rules = fault ? [{ ...FAULTS[fault.kind]!, path: ENDPOINTS[fault.endpoint], times: fault.times }] : [];
      emulator.configure({ faults: rules });
      const answer = await harness.ask(PATHS[path]!);
      const body = await answer.text();
      const where = `step ${index} (${PATHS[path]}, ${JSON.stringify(rules)})`;
      if (index < coverage.length) assert.deepEqual(emulator.settings.faults, [], `the fault fired: ${where}`);
      for (const token of harness.sentTokens) tokens.add(token);
      for (const token of tokens) {
        assert.ok(!body.includes(token) && ![...answer.headers.values()].join().includes(token), `token in ${where}`);
      }
      const keptUntil = (stored.get(path) ?? -Infinity) + (MAX_AGE_S + STALE_S) * 1000;
      if (answer.status === 200 && answer.headers.get('Cache-Control') === 'no-store') {
        const { complete, unread } = JSON.parse(body) as { complete: boolean; unread?: { reason: string } };
        assert.deepEqual([complete, unread?.reason], [false, 'page-failed'], `an incomplete program: ${where}`);
      } else if (answer.status === 200) {
        assert.equal(body, expected[path], `a 200 is the fault-free answer: ${where}`);
        const readAt = clock - Number(answer.headers.get('Age')) * 1000;
        stored.set(path, Math.max(stored.get(path) ?? -Infinity, readAt));
      } else {
        assert.ok(ERROR_STATUSES.has(answer.status), `status ${answer.status}: ${where}`);
        const { error, message } = JSON.parse(body) as { error: unknown; message: unknown };
        assert.match(String(error), /^[a-z]+(-[a-z]+)*$/, where);
        assert.equal(typeof message, 'string', where);
        assert.ok(clock >= keptUntil, `an error while a kept answer was within its stale window: ${where}`);
      }
    }
    emulator.configure({ faults: [] });
  });
});
