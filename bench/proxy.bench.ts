// The showtime proxy (README, "Performance"): in headless Chromium, the cold first showtime in
// token mode against proxy mode at 4 and 400 cinemas; 400 cinemas on a platform that ignores
// every filter, through the proxy; the phone profile (4x CPU, 150 ms, 1.6 Mbps). In Node on
// loopback, the proxy under a bounded load. Figures only, never a failure on time.
// `BENCH_SECTION=4 npm run bench -- proxy` runs its section 4 alone.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '../scripts/launch-chromium.js';
import { startEmulator } from '../emulator/src/index.js';
import { createShowtimeProxy } from '../src/server/index.js';
import { heapMiB, inFlight } from './support/load.js';
import { PHONE_CPU_SLOWDOWN, SLOW_NETWORK, loadPage } from './support/measure.js';
import type { LoadOptions } from './support/measure.js';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';
import { shownAgainstExpected } from './support/shown.js';
import { startSite } from './support/site.js';

const NOW = '2026-11-22T11:00:00Z';
/** Every browser request waits 100 ms (Chromium's emulation: tokens, preflights and the proxy's answers alike). */
const AT_100_MS: LoadOptions = { now: NOW, network: { latencyMs: 100, downloadBytesPerSecond: -1 } };
const PHONE: LoadOptions = { now: NOW, cpuSlowdown: PHONE_CPU_SLOWDOWN, network: SLOW_NETWORK };

/** Loads whose median is reported, where a load can be repeated alike (token mode, a warm proxy cache). */
const LOADS = 5;

const browser = await launchChromium();

/**
 * A page load's first showtime after navigation, its dependent requests, and the first showtime
 * after the bundle had run (the widget's own path: its requests and render), each its context
 * closed; with `loads` above 1, the median of each figure over that many loads in a row (one load
 * on a shared machine can take a third longer than the next).
 */
async function firstShowtime(url: string, options: LoadOptions, loads = 1): Promise<[number, number, number]> {
  const figures: number[][] = [];
  for (let count = 0; count < loads; count += 1) {
    const load = await loadPage(browser, url, options);
    await load.page.context().close();
    figures.push([load.firstShowtimeMs, load.dependentRequests, load.firstShowtimeMs - load.definedMs]);
  }
  const median = (index: number) => figures.map((figure) => figure[index]!).sort((a, b) => a - b)[loads >> 1]!;
  return [median(0), median(1), median(2)];
}

async function modesFigures(cinemas: number): Promise<Figure[]> {
  const site = await startSite({ now: NOW, seed: { national: { cinemas } } });
  try {
    const [token, tokenChain, tokenOwn] = await firstShowtime(`${site.url}?movie=550`, AT_100_MS, LOADS);
    // The proxy's own platform reads wait 100 ms too, when its cache is cold: one load makes it warm.
    site.emulator.configure({ latencyMs: 100 });
    const [cold, coldChain, coldOwn] = await firstShowtime(`${site.url}?movie=550&proxy=1`, AT_100_MS);
    const [warm, warmChain, warmOwn] = await firstShowtime(`${site.url}?movie=550&proxy=1`, AT_100_MS, LOADS);
    const label = `${cinemas} cinemas`;
    const own = 'first showtime after the bundle ran';
    return [
      { name: `${label}, token mode: first showtime`, value: token, unit: 'ms' },
      { name: `${label}, token mode: ${own}`, value: tokenOwn, unit: 'ms' },
      { name: `${label}, token mode: dependent requests`, value: tokenChain, unit: 'requests' },
      { name: `${label}, proxy mode, cold proxy cache: first showtime`, value: cold, unit: 'ms' },
      { name: `${label}, proxy mode, cold proxy cache: ${own}`, value: coldOwn, unit: 'ms' },
      { name: `${label}, proxy mode, cold proxy cache: dependent requests`, value: coldChain, unit: 'requests' },
      { name: `${label}, proxy mode, warm proxy cache: first showtime`, value: warm, unit: 'ms' },
      { name: `${label}, proxy mode, warm proxy cache: ${own}`, value: warmOwn, unit: 'ms' },
      { name: `${label}, proxy mode, warm proxy cache: dependent requests`, value: warmChain, unit: 'requests' },
    ];
  } finally {
    await site.close();
  }
}

async function ignoringPlatformFigures(): Promise<Figure[]> {
  const site = await startSite(
    { now: NOW, seed: { national: { cinemas: 400, days: 9 } } },
    { cacheMaxBytes: 256 * 2 ** 20 },
  );
  site.emulator.configure({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema' });
  try {
    const url = `${site.url}?movie=550&proxy=1`;
    const cold = await loadPage(browser, url, AT_100_MS);
    const { shown, expected } = await shownAgainstExpected(cold, site, NOW);
    await cold.page.context().close();
    const [warm, , warmOwn] = await firstShowtime(url, AT_100_MS, LOADS);
    return [
      { name: 'cold proxy cache: first showtime', value: cold.firstShowtimeMs, unit: 'ms' },
      { name: 'cold proxy cache: settled', value: cold.settledMs, unit: 'ms' },
      { name: 'showtimes shown / expected, every offered day', value: shown / expected, unit: 'ratio' },
      { name: 'showtimes unread, every offered day', value: expected - shown, unit: 'showtimes' },
      { name: 'warm proxy cache: first showtime', value: warm, unit: 'ms' },
      { name: 'warm proxy cache: first showtime after the bundle ran', value: warmOwn, unit: 'ms' },
    ];
  } finally {
    await site.close();
  }
}

async function phoneFigures(): Promise<Figure[]> {
  const site = await startSite({ now: NOW, seed: { national: { cinemas: 400 } } });
  try {
    const [token, , tokenOwn] = await firstShowtime(`${site.url}?movie=550`, PHONE);
    const [cold, , coldOwn] = await firstShowtime(`${site.url}?movie=550&proxy=1`, PHONE);
    const [warm, warmChain, warmOwn] = await firstShowtime(`${site.url}?movie=550&proxy=1`, PHONE);
    const own = 'first showtime after the bundle ran';
    return [
      { name: 'phone, 400 cinemas, token mode: first showtime', value: token, unit: 'ms' },
      { name: `phone, 400 cinemas, token mode: ${own}`, value: tokenOwn, unit: 'ms' },
      { name: 'phone, 400 cinemas, proxy mode, cold proxy cache: first showtime', value: cold, unit: 'ms' },
      { name: `phone, 400 cinemas, proxy mode, cold proxy cache: ${own}`, value: coldOwn, unit: 'ms' },
      { name: 'phone, 400 cinemas, proxy mode, warm proxy cache: first showtime', value: warm, unit: 'ms' },
      { name: `phone, 400 cinemas, proxy mode, warm proxy cache: ${own}`, value: warmOwn, unit: 'ms' },
      { name: 'phone, proxy mode, warm: dependent requests', value: warmChain, unit: 'requests' },
    ];
  } finally {
    await site.close();
  }
}

async function loadFigures(): Promise<Figure[]> {
  const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 3 } } });
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const cacheMaxBytes = 32 * 2 ** 20;
  const proxy = createShowtimeProxy({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    basePath: '/showtime-api/',
    cacheMaxBytes,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: proxy, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/showtime-api/`;
  const window = (from: string, to: string, cinemas = '') =>
    `${base}showings?movieId=550${cinemas}&startDatetimeFrom=${from}&startDatetimeTo=${to}` +
    '&sort=startDatetime&order=asc&limit=100&page=1&perPage=100';
  const get = async (url: string) => (await fetch(url)).arrayBuffer();
  try {
    const one = window('2026-11-22T11:00:00.000Z', '2026-11-23T11:15:00.000Z', '&cinemaIds[]=1001&cinemaIds[]=1002');
    await Promise.all(Array.from({ length: 1000 }, () => get(one)));
    const reads = emulator.requests.filter((request) => request.path === '/showings').length;
    const started = performance.now();
    const warm = await inFlight(10_000, 100, () => get(one));
    const perSecond = (10_000 / (performance.now() - started)) * 1000;
    const heapBefore = heapMiB();
    let listBytes = 0;
    await inFlight(200, 8, async (index) => {
      const cinemas = Array.from({ length: 40 }, (_, offset) => `&cinemaIds[]=${1001 + ((index + offset * 10) % 400)}`);
      const url = window('2026-11-22T11:00:00.000Z', '2026-11-23T11:15:00.000Z', cinemas.join(''));
      const first = await fetch(url);
      listBytes += (await first.arrayBuffer()).byteLength * (Number(first.headers.get('X-Total-Count')) / 100);
    });
    const heapAfter = heapMiB();
    return [
      { name: '1,000 concurrent requests for one list: platform reads', value: reads, unit: 'reads' },
      { name: 'warm, 10,000 requests, 100 at a time: answers per second', value: perSecond, unit: 'req/s' },
      { name: 'warm: median', value: warm[5_000]!, unit: 'ms' },
      { name: 'warm: p99', value: warm[9_900]!, unit: 'ms' },
      { name: '200 distinct lists: their JSON, all pages', value: listBytes / 2 ** 20, unit: 'MiB' },
      { name: '200 distinct lists: cache bound', value: cacheMaxBytes / 2 ** 20, unit: 'MiB' },
      { name: '200 distinct lists: heap growth', value: heapAfter - heapBefore, unit: 'MiB' },
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await emulator.close();
  }
}

const sections = [
  [
    '1. cold first showtime at 100 ms per request: token mode and proxy mode, 4 and 400 cinemas (median of 5 loads, but one cold proxy cache)',
    async () => [...(await modesFigures(4)), ...(await modesFigures(400))],
  ],
  ['2. 400 cinemas on a platform that ignores every filter, through the proxy', ignoringPlatformFigures],
  ['3. phone profile (4x CPU, 150 ms, 1.6 Mbps), cold', phoneFigures],
  ['4. the proxy under a bounded load (Node, loopback)', loadFigures],
] as const;

try {
  for (const [title, measure] of sections.filter(([name]) => name.startsWith(process.env['BENCH_SECTION'] ?? ''))) {
    console.log(`\n## ${title}`);
    report(title, await measure(), { chromium: browser.version() });
  }
} finally {
  await browser.close();
}
