// The showtime proxy under bounded floods on loopback (docs/performance.md, "The showtime proxy
// under hostile traffic"; issue 45): a visitor's cold program, alone and while strangers flood
// it, one stranger (one client key) and a crowd (100 keys), with four floods: distinct misses,
// fan-outs (cinema mode, 50 cinemas a program), made-up legacy ids, and calendars; and the shared
// key (no `clientKey`: the visitor and the stranger one client). Each round prints the visitor's
// cold program against idle (goal at most 2x with one stranger, 3x with 100) and the platform
// requests the flood caused against its budget (the clock frozen: one minute's budget, a full
// bucket, for the whole flood). The emulator runs in a process of its own and answers every
// request after 20 ms, as a platform across a network would; every flood is bounded in count and
// in flight and stops by itself. Figures only, never a failure.
// `npm run bench -- hostile`.
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EmulatorClient } from '../emulator/src/index.js';
import { createShowtimeProxy } from '../src/server/index.js';
import { inFlight, percentile } from './support/load.js';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';

const NOW = '2026-11-22T11:00:00Z';
const VISITS = 7;
const CLIENT = 'X-Bench-Client';
/** The proxy's default `clientReadsPerMinute`: platform requests a client may cause a minute. */
const BUDGET = 600;
/** Every request here as a page of the proxy's origin says it, so that each draws on its client's budget. */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const emulatorChild = spawn(
  process.execPath,
  ['--import', 'tsx', 'emulator/src/main.ts', '--port', '0', '--json', '--now', NOW, '--latency', '20'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      EMULATOR_ORIGINS_FILE: join(mkdtempSync(join(tmpdir(), 'showtime-finder-bench-')), 'origins.json'),
    },
  },
);
const [line] = (await once(createInterface({ input: emulatorChild.stdout }), 'line')) as [string];
const emulator = JSON.parse(line) as { url: string; clients: EmulatorClient[] };
const client = emulator.clients.find((candidate) => !candidate.admin)!;
/** Requests the proxy sent the platform. */
let platformRequests = 0;

/** A proxy behind a loopback HTTP server, telling clients apart by a header (as behind a reverse proxy) unless `shared`. */
async function proxyServer(shared = false) {
  const proxy = createShowtimeProxy({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    basePath: '/showtime-api/',
    ...(shared ? {} : { clientKey: (request: Request) => request.headers.get(CLIENT) ?? '' }),
    now: () => Date.parse(NOW),
    fetch: (input, init) => {
      if (!String(input instanceof Request ? input.url : input).endsWith('/oauth/token')) platformRequests += 1;
      return fetch(input, init);
    },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: proxy, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/showtime-api/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A visitor's day of a movie: cinema-business windows as the widget asks them, each a distinct cold key. */
const visitorQuery = (index: number) =>
  `program?movie=550&from=2026-11-${22 + index}T03%3A00%3A00Z&to=2026-11-${23 + index}T09%3A00%3A00Z`;
/** A made-up window: a day long ago, distinct for every request. */
const pastWindow = (index: number) =>
  `from=${new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString()}` +
  `&to=${new Date(Date.UTC(2020, 0, 2) + index * 60_000).toISOString()}`;
/** Fifty cinema ids the platform does not know, distinct for every request: fifty lists each. */
const unknownCinemas = (index: number) => Array.from({ length: 50 }, (_, at) => 10_000 + index * 50 + at).join(',');

/** A flood: what each stranger request asks, how many, how many at once. */
interface Flood {
  name: string;
  query: (index: number) => string;
  count: number;
  inFlight: number;
}

/** The seed's cinemas: a calendar of each is a real one, built from a real program. */
const SEED_CINEMAS = [
  101, 102, 103, 104, 105, 106, 107, 201, 202, 203, 204, 205, 301, 302, 303, 304, 401, 402, 403, 404,
];

const FLOODS: Flood[] = [
  { name: 'distinct misses', query: (index) => `program?movie=550&${pastWindow(index)}`, count: 1_000, inFlight: 100 },
  {
    name: 'fan-outs of 50 cinemas',
    query: (index) => `program?cinemas=${unknownCinemas(index)}&${pastWindow(0)}`,
    count: 100,
    inFlight: 50,
  },
  {
    name: 'made-up legacy ids',
    query: (index) => `program?movie=tt9${index}&${pastWindow(0)}`,
    count: 1_000,
    inFlight: 100,
  },
  {
    name: 'calendars',
    query: (index) => `calendar.ics?movie=550&cinemas=${SEED_CINEMAS[index % SEED_CINEMAS.length]}`,
    count: 600,
    inFlight: 12,
  },
];

/** The visitor's cold programs one after another, each its milliseconds (sorted), and how many were refused. */
async function visits(url: string): Promise<{ times: number[]; refused: number }> {
  const times: number[] = [];
  let refused = 0;
  for (let index = 0; index < VISITS; index += 1) {
    const started = performance.now();
    const answer = await fetch(`${url}${visitorQuery(index)}`, { headers: { ...SAME_ORIGIN, [CLIENT]: 'visitor' } });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (answer.status !== 200) refused += 1;
  }
  return { times: times.sort((a, b) => a - b), refused };
}

/** One flood of `strangers` keys (or of the one key all share) while the visitor asks its days. */
async function round(flood: Flood, strangers: number, idleMs: number, shared = false): Promise<Figure[]> {
  const label = `${flood.name}, ${shared ? 'the shared key' : strangers === 1 ? 'one stranger' : `${strangers} strangers`}`;
  const { url, close } = await proxyServer(shared);
  // The proxy's token and first read (which tells it how the platform filters) are behind it.
  await (await fetch(`${url}program?movie=550&${pastWindow(-1)}`, { headers: { [CLIENT]: 'warm-up' } })).arrayBuffer();
  platformRequests = 0;
  const statuses = new Map<number, number>();
  let flooding = true;
  const started = performance.now();
  const floodDone = inFlight(flood.count, flood.inFlight, async (index) => {
    const headers = { ...SAME_ORIGIN, [CLIENT]: `stranger-${index % strangers}` };
    const answer = await fetch(`${url}${flood.query(index)}`, { headers });
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }).finally(() => (flooding = false));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const during = await visits(url);
  const visitsInFlood = flooding;
  await floodDone;
  const seconds = (performance.now() - started) / 1000;
  const caused = platformRequests - visitorRequests;
  await close();
  const median = percentile(during.times, 0.5);
  const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} x ${status}`);
  const budget = shared ? BUDGET : strangers * BUDGET;
  console.log(
    `${label}: the visitor's cold program ${median.toFixed(0)} ms, ${(median / idleMs).toFixed(1)}x idle ` +
      `(goal ${strangers === 1 ? 2 : 3}x), ${during.refused} of ${VISITS} refused; the flood caused ${caused} ` +
      `platform requests in ${seconds.toFixed(1)} s against a minute's budget of ${budget}; strangers answered ` +
      `${answered.join(', ')}; visits within the flood: ${visitsInFlood}`,
  );
  return [
    { name: `${label}: the visitor's cold program, median`, value: median, unit: 'ms' },
    { name: `${label}: the visitor's cold program against idle`, value: median / idleMs, unit: 'x' },
    { name: `${label}: the visitor's cold programs refused`, value: during.refused, unit: 'requests' },
    { name: `${label}: platform requests caused (a minute's budget: ${budget})`, value: caused, unit: 'requests' },
    { name: `${label}: strangers answered 200`, value: statuses.get(200) ?? 0, unit: 'requests' },
    { name: `${label}: strangers answered 429`, value: statuses.get(429) ?? 0, unit: 'requests' },
  ];
}

/** The platform requests the visitor's days cause, as an idle proxy counts them: the rest of a flood's are the strangers'. */
let visitorRequests = 0;

async function idle(): Promise<number> {
  const { url, close } = await proxyServer();
  await (await fetch(`${url}program?movie=550&${pastWindow(-1)}`)).arrayBuffer();
  platformRequests = 0;
  const { times } = await visits(url);
  visitorRequests = platformRequests;
  await close();
  return percentile(times, 0.5);
}

/** A program of 1,000 cinemas, as the probe asked it: what it is answered, and what it costs the platform. */
async function thousandCinemas(): Promise<Figure[]> {
  const { url, close } = await proxyServer();
  platformRequests = 0;
  const ids = Array.from({ length: 1_000 }, (_, index) => 10_000 + index).join(',');
  const answer = await fetch(`${url}program?cinemas=${ids}&${pastWindow(0)}`, { headers: SAME_ORIGIN });
  await answer.arrayBuffer();
  await close();
  console.log(`a program of 1,000 cinemas: ${answer.status}, ${platformRequests} platform requests`);
  return [{ name: 'a program of 1,000 cinemas: platform requests', value: platformRequests, unit: 'requests' }];
}

const idleMs = await idle();
console.log(`idle proxy: the visitor's cold program ${idleMs.toFixed(0)} ms`);
const figures: Figure[] = [
  { name: "idle proxy: the visitor's cold program, median", value: idleMs, unit: 'ms' },
  ...(await thousandCinemas()),
];
for (const flood of FLOODS) {
  figures.push(...(await round(flood, 1, idleMs)), ...(await round(flood, 100, idleMs)));
}
figures.push(...(await round(FLOODS[0]!, 1, idleMs, true)));
report('hostile-traffic', figures, { platformLatencyMs: 20, visits: VISITS });
emulatorChild.kill('SIGTERM');
