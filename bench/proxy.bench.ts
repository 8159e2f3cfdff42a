// The showtime proxy (docs/performance.md): in headless Chromium, the cold first showtime in
// token mode against proxy mode at 4 and 400 cinemas; 400 cinemas on a platform that ignores
// every filter, through the proxy; the phone profile (4x CPU, 150 ms, 1.6 Mbps). In Node on
// loopback, the proxy under a bounded load, its memory after 2,000 distinct keys and after a
// national release, its platform requests on a platform that ignores the window, and a program's
// bytes against the platform's pages. Figures only, never a failure on time.
// `BENCH_SECTION=4 npm run bench -- proxy` runs its section 4 alone.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { launchChromium } from '../scripts/launch-chromium.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { startEmulator } from '../emulator/src/index.js';
import type { RunningEmulator } from '../emulator/src/index.js';
import { createShowtimeProxy } from '../src/server/index.js';
import type { ShowtimeProxyOptions } from '../src/server/index.js';
import { heapMiB, inFlight } from './support/load.js';
import { PHONE_CPU_SLOWDOWN, SLOW_NETWORK, loadPage } from './support/measure.js';
import type { LoadOptions } from './support/measure.js';
import { report } from './support/results.js';
import { rawGet } from '../test/support/encoded-answer.js';
import type { Figure } from './support/results.js';
import { shownAgainstExpected } from './support/shown.js';
import { startSite } from './support/site.js';

const NOW = '2026-11-22T11:00:00Z';
/** Every browser request waits 100 ms (Chromium's emulation: tokens, preflights and the proxy's answers alike). */
const AT_100_MS: LoadOptions = { now: NOW, network: { latencyMs: 100, downloadBytesPerSecond: -1 } };
const PHONE: LoadOptions = { now: NOW, cpuSlowdown: PHONE_CPU_SLOWDOWN, network: SLOW_NETWORK };

/** Loads whose median is reported, where a load can be repeated alike (token mode, a warm proxy cache). */
const LOADS = 5;

/** Chromium, launched for the sections that load pages only. */
let launched: Browser | undefined;
const chromium = async () => (launched ??= await launchChromium());

/**
 * A page load's first showtime after navigation, its dependent requests, and the first showtime
 * after the bundle had run (the widget's own path: its requests and render), each its context
 * closed; with `loads` above 1, the median of each figure over that many loads in a row (one load
 * on a shared machine can take a third longer than the next).
 */
async function firstShowtime(url: string, options: LoadOptions, loads = 1): Promise<[number, number, number]> {
  const figures: number[][] = [];
  for (let count = 0; count < loads; count += 1) {
    const load = await loadPage(await chromium(), url, options);
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
    const cold = await loadPage(await chromium(), url, AT_100_MS);
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

/** The proxy over HTTP on loopback, at /showtime-api/, against `emulator`. */
async function servedProxy(
  emulator: Pick<RunningEmulator, 'url' | 'clients'>,
  options: Partial<ShowtimeProxyOptions> = {},
): Promise<{ base: string; close(): Promise<void> }> {
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const proxy = createShowtimeProxy({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    basePath: '/showtime-api/',
    ...options,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: proxy, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/showtime-api/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A program's URL, its query as the widget writes it. */
function programUrl(base: string, asked: { movie?: number; cinemas?: readonly number[]; from: string; to: string }) {
  const query = new URLSearchParams();
  if (asked.movie !== undefined) query.set('movie', String(asked.movie));
  if (asked.cinemas) query.set('cinemas', asked.cinemas.join(','));
  query.set('from', asked.from);
  query.set('to', asked.to);
  return `${base}program?${query}`;
}

/** A view of the movie at every cinema: the programs of 7 business days (03:00 in Berlin to 03:00 in Chicago). */
function viewWindows(days = 7): { from: string; to: string }[] {
  return Array.from({ length: days }, (_, day) => ({
    from: new Date(Date.parse('2026-11-22T02:00:00Z') + day * 86_400_000).toISOString().replace('.000Z', 'Z'),
    to: new Date(Date.parse('2026-11-23T09:00:00Z') + day * 86_400_000).toISOString().replace('.000Z', 'Z'),
  }));
}

/** As the widget on a page of the proxy's origin asks: a browser says so, and the read draws on its client's budget. */
const get = async (url: string) => (await fetch(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).arrayBuffer();

async function loadFigures(): Promise<Figure[]> {
  const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 3 } } });
  const served = await servedProxy(emulator, { cacheMaxBytes: 32 * 2 ** 20 });
  try {
    const one = programUrl(served.base, {
      movie: 550,
      cinemas: [1001, 1002],
      from: '2026-11-22T11:00:00Z',
      to: '2026-11-23T11:15:00Z',
    });
    await Promise.all(Array.from({ length: 1000 }, () => get(one)));
    const reads = emulator.requests.filter((request) => request.path === '/showings').length;
    const started = performance.now();
    const warm = await inFlight(10_000, 100, () => get(one));
    const perSecond = (10_000 / (performance.now() - started)) * 1000;
    return [
      { name: '1,000 concurrent requests for one program: platform reads', value: reads, unit: 'reads' },
      { name: 'warm, 10,000 requests, 100 at a time: answers per second', value: perSecond, unit: 'req/s' },
      { name: 'warm: median', value: warm[5_000]!, unit: 'ms' },
      { name: 'warm: p99', value: warm[9_900]!, unit: 'ms' },
    ];
  } finally {
    await served.close();
    await emulator.close();
  }
}

/**
 * The emulator in a process of its own (`npm run emulator`), so that this process's memory is the
 * proxy's alone; its CORS registry in a temporary file, as the tests keep theirs.
 */
async function emulatorProcess(args: string[]): Promise<{ url: string; clients: EmulatorClient[]; close(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/src/main.ts', '--port', '0', '--json', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      EMULATOR_ORIGINS_FILE: join(mkdtempSync(join(tmpdir(), 'showtime-finder-bench-')), 'origins.json'),
    },
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { url, clients } = JSON.parse(line) as { url: string; clients: EmulatorClient[] };
  return { url, clients, close: () => void child.kill('SIGTERM') };
}

type EmulatorClient = RunningEmulator['clients'][number];

/** The process's memory in MiB, after a full collection. */
function memory(): { heap: number; rss: number } {
  const heap = heapMiB();
  return { heap, rss: process.memoryUsage().rss / 2 ** 20 };
}

/** What the process holds after `work` against before it: the heap's growth, the heap and the RSS, named `what`. */
async function memoryOf(what: string, work: () => Promise<unknown>): Promise<Figure[]> {
  const before = memory();
  await work();
  const after = memory();
  return [
    { name: `${what}: heap growth`, value: after.heap - before.heap, unit: 'MiB' },
    { name: `${what}: heap`, value: after.heap, unit: 'MiB' },
    { name: `${what}: RSS`, value: after.rss, unit: 'MiB' },
  ];
}

async function memoryFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const small = await emulatorProcess(['--now', NOW]);
  const bounded = await servedProxy(small, { cacheMaxBytes: 2 ** 20 });
  try {
    await get(programUrl(bounded.base, { movie: 550, from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' }));
    // Long keys of empty programs: windows of a year long ago, with 60 cinema ids.
    const cinemas = Array.from({ length: 60 }, (_, index) => 100 + index);
    const keys = () =>
      inFlight(2_000, 50, (index) => {
        const from = new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString();
        const to = new Date(Date.UTC(2020, 0, 2) + index * 60_000).toISOString();
        return get(programUrl(bounded.base, { movie: 550, cinemas, from, to }));
      });
    figures.push(...(await memoryOf('2,000 distinct keys, 1 MiB bound (goal: growth well under 20)', keys)));
  } finally {
    await bounded.close();
    small.close();
  }
  const national = await emulatorProcess(['--now', NOW, '--national', '400', '--ignore-filters']);
  const proxy = await servedProxy(national);
  try {
    // Every day of the release, at every cinema and at 40 cinemas, on a platform that ignores the window.
    const some = Array.from({ length: 40 }, (_, index) => 1001 + index * 10);
    const everyDay = async () => {
      for (const window of viewWindows(21)) {
        await get(programUrl(proxy.base, { movie: 550, ...window }));
        await get(programUrl(proxy.base, { movie: 550, cinemas: some, ...window }));
      }
    };
    figures.push(...(await memoryOf('national release (42,000 showings) served, default bound', everyDay)), {
      name: 'national release served: peak RSS of the process',
      value: process.resourceUsage().maxRSS / 1024,
      unit: 'MiB',
    });
  } finally {
    await proxy.close();
    national.close();
  }
  return figures;
}

async function unfilteringFigures(): Promise<Figure[]> {
  const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 9 } } });
  emulator.configure({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema' });
  const proxy = await servedProxy(emulator);
  const view = () => Promise.all(viewWindows().map((window) => get(programUrl(proxy.base, { movie: 550, ...window }))));
  try {
    const started = performance.now();
    await view();
    const coldMs = performance.now() - started;
    const coldReads = emulator.requests.length;
    emulator.clearRequests();
    for (let views = 0; views < 10; views += 1) await view();
    const warmPerView = emulator.requests.length / 10;
    return [
      { name: 'cold proxy: platform requests for the first view (7 days)', value: coldReads, unit: 'requests' },
      { name: 'cold proxy: the first view answered', value: coldMs, unit: 'ms' },
      {
        name: 'warm proxy: platform requests per view within the cache period (goal 0)',
        value: warmPerView,
        unit: 'requests',
      },
    ];
  } finally {
    await proxy.close();
    await emulator.close();
  }
}

async function programBytesFigures(): Promise<Figure[]> {
  const emulator = await startEmulator({ port: 0, now: NOW, seed: { national: { cinemas: 400, days: 3 } } });
  const proxy = await servedProxy(emulator);
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  try {
    const day = { from: '2026-11-22T11:00:00Z', to: '2026-11-23T11:15:00Z' };
    const program = Buffer.from(await get(programUrl(proxy.base, { movie: 550, ...day })));
    const token = (await (
      await fetch(`${emulator.url}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: client.id,
          client_secret: client.secret,
          scope: '',
        }),
      })
    ).json()) as { access_token: string };
    // The platform's own pages of the same window, as a client reads them: each page gzipped on its own.
    let pagesGzip = 0;
    let pagesRaw = 0;
    for (let page = 1, more = true; more; page += 1) {
      const url = new URL('showings', `${emulator.url}/`);
      url.search = new URLSearchParams({
        movieId: '550',
        startDatetimeFrom: day.from,
        startDatetimeTo: day.to,
        sort: 'startDatetime',
        order: 'asc',
        limit: '100',
        page: String(page),
        perPage: '100',
      }).toString();
      const text = await (await fetch(url, { headers: { Authorization: `Bearer ${token.access_token}` } })).text();
      const { data } = JSON.parse(text) as { data: unknown[] };
      pagesRaw += Buffer.byteLength(text);
      pagesGzip += gzipSync(text).byteLength;
      more = data.length === 100;
    }
    const programGzip = gzipSync(program).byteLength;
    const sent = async (acceptEncoding: string) =>
      (await rawGet(programUrl(proxy.base, { movie: 550, ...day }), { 'Accept-Encoding': acceptEncoding })).body
        .byteLength / 1024;
    return [
      { name: 'a 400-cinema day: the program as the proxy sends it, unencoded', value: await sent(''), unit: 'KiB' },
      { name: 'a 400-cinema day: the program as the proxy sends it, gzip', value: await sent('gzip'), unit: 'KiB' },
      { name: 'a 400-cinema day: the program as the proxy sends it, brotli', value: await sent('br'), unit: 'KiB' },
      { name: "a 400-cinema day: the platform's pages, gzipped each", value: pagesGzip / 1024, unit: 'KiB' },
      { name: "a 400-cinema day: the platform's pages, raw", value: pagesRaw / 1024, unit: 'KiB' },
      { name: 'a 400-cinema day: the program, gzipped', value: programGzip / 1024, unit: 'KiB' },
      { name: 'a 400-cinema day: the program, raw', value: program.byteLength / 1024, unit: 'KiB' },
      { name: 'program / pages, gzipped (goal at most 0.35)', value: programGzip / pagesGzip, unit: 'ratio' },
    ];
  } finally {
    await proxy.close();
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
  [
    "5. the proxy's memory: 2,000 distinct keys under a 1 MiB bound; the national release, default bound (Node)",
    memoryFigures,
  ],
  ['6. an unfiltering platform at 400 cinemas through the proxy: platform requests (Node)', unfilteringFigures],
  [
    "7. bytes of a 400-cinema day: the program as sent in each coding, and against the platform's pages, gzip (Node)",
    programBytesFigures,
  ],
] as const;

try {
  for (const [title, measure] of sections.filter(([name]) => name.startsWith(process.env['BENCH_SECTION'] ?? ''))) {
    console.log(`\n## ${title}`);
    const figures = await measure();
    report(title, figures, launched ? { chromium: launched.version() } : {});
  }
} finally {
  await launched?.close();
}
