// The showtime proxy under a bounded flood of distinct keys on loopback (README, "Performance",
// the showtime proxy): a visitor's cold program, alone and while a stranger's distinct misses
// queue, one stranger (one client key) and a crowd (100 keys); the platform requests the flood
// caused, how the strangers were answered, and the heap and RSS after. The emulator runs in a
// process of its own and answers every request after 20 ms, as a platform across a network
// would; the flood is bounded in count (2,000 requests, 200 in flight) and stops by itself.
// Figures only, never a failure.
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
import { heapMiB, inFlight, percentile } from './support/load.js';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';

const NOW = '2026-11-22T11:00:00Z';
const FLOOD = 2_000;
const FLOOD_IN_FLIGHT = 200;
const VISITS = 7;
const CLIENT = 'X-Bench-Client';

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

/** A proxy behind a loopback HTTP server, telling clients apart by a header (as behind a reverse proxy). */
async function proxyServer() {
  const proxy = createShowtimeProxy({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    basePath: '/showtime-api/',
    clientKey: (request) => request.headers.get(CLIENT) ?? '',
    now: () => Date.parse(NOW),
    fetch: (input, init) => {
      platformRequests += 1;
      return fetch(input, init);
    },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: proxy, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/showtime-api/program`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A visitor's day of a movie: cinema-business windows as the widget asks them, each a distinct cold key. */
const visitorQuery = (index: number) =>
  `?movie=550&from=2026-11-${22 + index}T03%3A00%3A00Z&to=2026-11-${23 + index}T09%3A00%3A00Z`;
/** A stranger's made-up window: a day long ago, distinct for every request. */
const strangerQuery = (index: number) =>
  `?movie=550&from=${new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString()}` +
  `&to=${new Date(Date.UTC(2020, 0, 2) + index * 60_000).toISOString()}`;

/** The visitor's cold programs one after another, each its milliseconds (median reported). */
async function visits(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < VISITS; index += 1) {
    const started = performance.now();
    const answer = await fetch(`${url}${visitorQuery(index)}`, {
      headers: { [CLIENT]: 'visitor' },
    });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function round(label: string, strangers: number): Promise<Figure[]> {
  const { url, close } = await proxyServer();
  // The proxy's token and first read (which tells it how the platform filters) are behind it.
  await (await fetch(`${url}${strangerQuery(-1)}`)).arrayBuffer();
  platformRequests = 0;
  const heapBefore = heapMiB();
  const statuses = new Map<number, number>();
  let flooding = true;
  const flood = inFlight(FLOOD, FLOOD_IN_FLIGHT, async (index) => {
    const answer = await fetch(`${url}${strangerQuery(index)}`, {
      headers: { [CLIENT]: `stranger-${index % strangers}` },
    });
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }).finally(() => (flooding = false));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const during = await visits(url);
  const visitsInFlood = flooding;
  await flood;
  const caused = platformRequests;
  const heapGrowth = heapMiB() - heapBefore;
  const { rss } = process.memoryUsage();
  await close();
  const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} x ${status}`);
  console.log(`${label}: strangers answered ${answered.join(', ')}; visits within the flood: ${visitsInFlood}`);
  return [
    { name: `${label}: the visitor's cold program, median`, value: percentile(during, 0.5), unit: 'ms' },
    { name: `${label}: the visitor's cold program, slowest of ${VISITS}`, value: during.at(-1)!, unit: 'ms' },
    { name: `${label}: platform requests caused`, value: caused, unit: 'requests' },
    { name: `${label}: strangers answered 200`, value: statuses.get(200) ?? 0, unit: 'requests' },
    { name: `${label}: strangers answered 429`, value: statuses.get(429) ?? 0, unit: 'requests' },
    { name: `${label}: strangers answered 503`, value: statuses.get(503) ?? 0, unit: 'requests' },
    { name: `${label}: heap growth`, value: heapGrowth, unit: 'MiB' },
    { name: `${label}: RSS after`, value: rss / 2 ** 20, unit: 'MiB' },
  ];
}

async function idle(): Promise<Figure[]> {
  const { url, close } = await proxyServer();
  await (await fetch(`${url}${strangerQuery(-1)}`)).arrayBuffer();
  const times = await visits(url);
  await close();
  return [
    { name: `idle proxy: the visitor's cold program, median`, value: percentile(times, 0.5), unit: 'ms' },
    { name: `idle proxy: the visitor's cold program, slowest of ${VISITS}`, value: times.at(-1)!, unit: 'ms' },
  ];
}

const figures = [
  ...(await idle()),
  ...(await round(`${FLOOD} misses of one stranger`, 1)),
  ...(await round(`${FLOOD} misses of 100 strangers`, 100)),
];
report('hostile-traffic', figures, { platformLatencyMs: 20, flood: FLOOD, inFlight: FLOOD_IN_FLIGHT });
emulatorChild.kill('SIGTERM');
