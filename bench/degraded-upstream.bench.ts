// The token handler and the showtime proxy under a bounded load on loopback while the platform is
// slow or failing (issue "Every engine, every fault", point 4): answers a second, median and p99,
// how the answers ended (status codes), and the heap before and after. Each round is a fixed
// number of requests with a fixed number in flight, so a run stops by itself. Figures only, never
// a failure on time: compare the rounds of one run. The healthy rounds are the baseline.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../emulator/src/index.js';
import type { RunningEmulator } from '../emulator/src/index.js';
import { createShowtimeProxy, createTokenHandler } from '../src/server/index.js';
import { heapMiB, inFlight, percentile } from './support/load.js';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';

const NOW = '2026-11-22T11:00:00Z';
const REQUESTS = 2_000;
const CONCURRENCY = 50;
/** Slow: every platform answer waits this long. */
const SLOW_MS = 300;
const ORIGIN = 'https://cinema.example';

type Upstream = 'healthy' | 'slow' | 'failing';

/** Sets the emulator to the upstream condition: slow answers, or 503s with Retry-After on `path`. */
function condition(emulator: RunningEmulator, upstream: Upstream, path: string): void {
  emulator.configure({
    latencyMs: upstream === 'slow' ? SLOW_MS : 0,
    faults: upstream === 'failing' ? [{ path, status: 503, retryAfter: 1 }] : [],
  });
}

/** One round: `REQUESTS` requests through `handler`, their times and statuses, and the heap. */
async function round(name: string, ask: (index: number) => Promise<Response>): Promise<Figure[]> {
  const statuses = new Map<number, number>();
  const heapBefore = heapMiB();
  const started = performance.now();
  const times = await inFlight(REQUESTS, CONCURRENCY, async (index) => {
    const answer = await ask(index);
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  const heapAfter = heapMiB();
  return [
    { name: `${name}: answers a second`, value: REQUESTS / seconds, unit: 'req/s' },
    { name: `${name}: median`, value: percentile(times, 0.5), unit: 'ms' },
    { name: `${name}: p99`, value: percentile(times, 0.99), unit: 'ms' },
    ...[...statuses].map(([status, count]) => ({ name: `${name}: answered ${status}`, value: count, unit: 'answers' })),
    { name: `${name}: heap growth`, value: heapAfter - heapBefore, unit: 'MiB' },
  ];
}

/**
 * The token handler: every round with a cold cache (a new handler), so the platform's token
 * endpoint is asked, and all of a round's requests share that one read.
 */
async function tokenHandlerFigures(emulator: RunningEmulator): Promise<Figure[]> {
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const figures: Figure[] = [];
  for (const upstream of ['healthy', 'slow', 'failing'] as const) {
    condition(emulator, upstream, '/oauth/token');
    const handler = createTokenHandler({
      apiBase: emulator.url,
      clientId: client.id,
      clientSecret: client.secret,
      scope: 'read',
      allowedOrigins: [ORIGIN],
    });
    const request = () => new Request(`${ORIGIN}/showtime-token`, { headers: { Origin: ORIGIN } });
    figures.push(...(await round(`token handler, platform ${upstream}`, () => handler(request()))));
  }
  return figures;
}

/**
 * The proxy over HTTP: 20 programs of a 400-cinema release (a day each for 20 groups of cinemas),
 * each round with a cold cache. Failing, a first round fills the cache while the platform is
 * healthy, the clock moves past the answers' freshness, and the platform fails: stale answers
 * are served where allowed (stale-if-error).
 */
/** As the widget on a page of the proxy's origin asks: a browser says so, and the read draws on its client's budget. */
const pageHeaders = { headers: { 'Sec-Fetch-Site': 'same-origin' } };

async function proxyFigures(emulator: RunningEmulator): Promise<Figure[]> {
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  let clock = Date.parse(NOW);
  const figures: Figure[] = [];
  for (const upstream of ['healthy', 'slow', 'failing', 'failing, stale cache'] as const) {
    condition(emulator, 'healthy', '/showings');
    const proxy = createShowtimeProxy({
      apiBase: emulator.url,
      clientId: client.id,
      clientSecret: client.secret,
      basePath: '/showtime-api/',
      now: () => clock,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: proxy, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/showtime-api/program?movie=550`;
    const list = (index: number) =>
      `${base}&cinemas=${1001 + (index % 20) * 20},${1002 + (index % 20) * 20}` +
      '&from=2026-11-22T11:00:00Z&to=2026-11-23T11:15:00Z';
    try {
      if (upstream === 'failing, stale cache') {
        await inFlight(20, 20, async (index) => (await fetch(list(index), pageHeaders)).arrayBuffer());
        clock += 120_000;
      }
      condition(emulator, upstream === 'healthy' || upstream === 'slow' ? upstream : 'failing', '/showings');
      figures.push(...(await round(`proxy, platform ${upstream}`, (index) => fetch(list(index), pageHeaders))));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  return figures;
}

const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 3 } } });
try {
  console.log('\n## 1. the token handler, the platform healthy, slow, failing');
  report('token handler under load, upstream healthy, slow, failing', await tokenHandlerFigures(emulator));
  console.log('\n## 2. the showtime proxy, the platform healthy, slow, failing');
  report('showtime proxy under load, upstream healthy, slow, failing', await proxyFigures(emulator));
} finally {
  await emulator.close();
}
