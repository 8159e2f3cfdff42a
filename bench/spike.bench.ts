// A trailer drop, measured: 20,000 page loads' worth of program requests over 60 s, 2,000 of them in one second,
// through nginx (examples/nginx.conf, test/support/nginx-cache.ts) to two proxy processes on loopback, one process
// killed and started again in the middle. Prints the platform's reads of programs, the answers other than 200,
// the median and p99 at the cache, and each proxy process's resident memory, with the goals beside them. Bounded
// in count and time (the requests are scheduled up front, at most 256 in flight), so it stops by itself; skipped
// where nginx is not installed. Figures only, never a failure on time.
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmulator } from '../emulator/src/index.js';
import { nginxMissing, startCacheSetup } from '../test/support/nginx-cache.js';
import type { CacheSetup } from '../test/support/nginx-cache.js';
import { percentile } from './support/load.js';
import { report } from './support/results.js';

const PAGE_LOADS = 20_000;
const DURATION_MS = 60_000;
const BURST = 2_000;
const BURST_AT_MS = 20_000;
const KILL_AT_MS = 30_000;
const RESTART_AT_MS = 35_000;
const MAX_IN_FLIGHT = 256;
const MAX_AGE_SECONDS = 20;
/** A distributor's landing page: one movie, its program from ten starting hours (ten keys in the cache). */
const PROGRAMS = Array.from(
  { length: 10 },
  (_, hour) => `/showtime-api/program?movie=550&from=2026-11-22T${10 + hour}%3A00%3A00Z&to=2026-11-23T11%3A00%3A00Z`,
);

/** When each request is sent, in ms from the start: evenly spread, and the burst within one second. */
function schedule(): number[] {
  const steady = PAGE_LOADS - BURST;
  const times = Array.from({ length: steady }, (_, index) => (index * DURATION_MS) / steady);
  for (let index = 0; index < BURST; index += 1) times.push(BURST_AT_MS + (index * 1000) / BURST);
  return times.sort((a, b) => a - b);
}

interface Outcome {
  times: number[];
  statuses: Map<string, number>;
}

/** Sends every request at its time (or as soon as fewer than MAX_IN_FLIGHT are running), timing each. */
async function load(setup: CacheSetup, sendAt: number[]): Promise<Outcome> {
  const outcome: Outcome = { times: [], statuses: new Map() };
  const running = new Set<Promise<void>>();
  const started = performance.now();
  for (const [index, at] of sendAt.entries()) {
    const wait = at - (performance.now() - started);
    if (wait > 1) await sleep(wait);
    while (running.size >= MAX_IN_FLIGHT) await Promise.race(running);
    const request = ask(setup, PROGRAMS[index % PROGRAMS.length]!, outcome).finally(() => running.delete(request));
    running.add(request);
  }
  await Promise.all(running);
  outcome.times.sort((a, b) => a - b);
  return outcome;
}

async function ask(setup: CacheSetup, program: string, outcome: Outcome): Promise<void> {
  const started = performance.now();
  let status: string;
  try {
    // As the widget on a page of the site asks (nginx forwards the header): its reads draw on its client's budget.
    const response = await fetch(`${setup.url}${program}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    await response.arrayBuffer();
    status = String(response.status);
  } catch (error) {
    status = `failed (${(error as Error).message})`;
  }
  outcome.times.push(performance.now() - started);
  outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
}

/** Kills the first proxy process in the middle and starts it again five seconds later. */
async function killAndRestart(setup: CacheSetup, started: number): Promise<void> {
  await sleep(KILL_AT_MS - (performance.now() - started));
  setup.proxies[0]!.child!.kill('SIGKILL');
  await sleep(RESTART_AT_MS - KILL_AT_MS);
  await setup.stopProxy(0);
  await setup.startProxy(0);
}

const missing = nginxMissing();
if (missing) {
  console.log(`spike: skipped, ${missing}`);
} else {
  const emulator = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
  const setup = await startCacheSetup({ emulator, processes: 2, maxAgeSeconds: MAX_AGE_SECONDS });
  try {
    const started = performance.now();
    const [outcome] = await Promise.all([load(setup, schedule()), killAndRestart(setup, started)]);
    const seconds = (performance.now() - started) / 1000;
    const reads = emulator.requests.filter((entry) => entry.path === '/showings').length;
    // Each program read once, then refreshed once per period that ends within the run.
    const readsGoal = PROGRAMS.length * (1 + Math.floor(seconds / MAX_AGE_SECONDS));
    const others = [...outcome.statuses].filter(([status]) => status !== '200');
    report(
      'spike',
      [
        { name: 'page loads (program requests)', value: outcome.times.length, unit: 'requests' },
        { name: 'run', value: seconds, unit: 's' },
        {
          name: `platform reads of programs (goal ≤ ${readsGoal}: ${PROGRAMS.length} programs)`,
          value: reads,
          unit: 'reads',
        },
        {
          name: 'answers other than 200 (goal 0)',
          value: others.reduce((sum, [, count]) => sum + count, 0),
          unit: 'answers',
        },
        ...others.map(([status, count]) => ({ name: `answered ${status}`, value: count, unit: 'answers' })),
        { name: 'median at the cache', value: percentile(outcome.times, 0.5), unit: 'ms' },
        { name: 'p99 at the cache', value: percentile(outcome.times, 0.99), unit: 'ms' },
        { name: 'proxy process 1 RSS (restarted at 35 s)', value: setup.rssOf(0) / 2 ** 20, unit: 'MiB' },
        { name: 'proxy process 2 RSS', value: setup.rssOf(1) / 2 ** 20, unit: 'MiB' },
      ],
      { pageLoads: PAGE_LOADS, burst: BURST, maxAgeSeconds: MAX_AGE_SECONDS, programs: PROGRAMS.length },
    );
  } finally {
    await setup.close();
    await emulator.close();
  }
}
