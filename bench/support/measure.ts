/**
 * One page load of a benchmark site in Chromium, measured from navigation: when the first
 * showtime was painted, when every widget had loaded and the network was quiet, the requests
 * (preflights included, from the DevTools protocol) and how many of them had to follow one another
 * before the first showtime, main-thread task time, the longest task, and the JS heap; traced on
 * request, the longest task's thread time too.
 */
import type { Browser, CDPSession, Page } from 'playwright';

export interface RequestRecord {
  url: string;
  method: string;
  /** ms after navigation start. */
  start: number;
  end: number;
  bytes: number;
}

export interface PageLoad {
  page: Page;
  cdp: CDPSession;
  firstShowtimeMs: number;
  /**
   * When the bundle had run and defined <showtime-finder>, in ms after navigation start: what comes
   * after it is the widget's own path to its first showtime (its requests and its render), without
   * the page and the bundle, which are the embedder's and the CDN's.
   */
  definedMs: number;
  /** When every offered day of every widget could be read: none still drawn as loading. */
  everyDayMs: number;
  /** When the first widget's second offered day (tomorrow, mostly) could be read. */
  secondDayMs: number;
  settledMs: number;
  /** Every request so far, this load's and any after it, in ms after navigation start. */
  requests: () => RequestRecord[];
  /** How many token and platform requests had to follow one another before the first showtime (see `dependentRequests`). */
  dependentRequests: number;
  taskMs: number;
  longestTaskMs: number;
  /** The most CPU time one main-thread task took, in ms, when traced (`traceTasks`). */
  longestTaskThreadMs?: number;
  heapMiB: number;
  /** The JS heap once settled, after a full garbage collection: what the page keeps. */
  keptHeapMiB: number;
}

/** The benchmarks' phone profile, in two halves: a slow network (150 ms, 1.6 Mbps), and a CPU four times slower. */
export const SLOW_NETWORK = { latencyMs: 150, downloadBytesPerSecond: 200_000 };
export const PHONE_CPU_SLOWDOWN = 4;

export interface LoadOptions {
  /** Starts the page's Date at the emulator's clock (then it runs); without it both run in real time. */
  now?: string;
  /** Chromium's network emulation (latency in ms, download in bytes/s). */
  network?: { latencyMs: number; downloadBytesPerSecond: number };
  viewport?: { width: number; height: number };
  /** Chromium's CPU throttling: 4 makes the page's main thread four times slower, as on a phone. */
  cpuSlowdown?: number;
  /** Hands the page over at its first showtime, before the other days are read: what a viewer does next is measured. */
  atFirstShowtime?: boolean;
  /**
   * Traces the load (Chromium's lightest categories) to read each main-thread task's thread time,
   * the CPU it took, apart from the time it waited for a core. Tracing slows the page a little:
   * the load's other timings are not comparable with untraced ones.
   */
  traceTasks?: boolean;
}

/** Runs in the page before its scripts: marks the first painted showtime, every load, every long task. */
const PROBE = `
window.__name = (fn) => fn; // tsx names the functions that page.evaluate() sends; the page needs no names.
window.__bench = { first: 0, defined: 0, everyDay: 0, secondDay: 0, loads: 0, lastLoad: 0, longest: 0 };
customElements.whenDefined('showtime-finder').then(() => { __bench.defined = performance.now(); });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) __bench.longest = Math.max(__bench.longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });
for (const type of ['showtimes-load', 'showtimes-error']) {
  document.addEventListener(type, () => { __bench.loads += 1; __bench.lastLoad = performance.now(); }, true);
}
const roots = () => [...document.querySelectorAll('showtime-finder')].map((element) => element.shadowRoot);
const poll = () => {
  const painted = roots().some((root) => root && root.querySelector('[part~="showtime"]'));
  if (painted) requestAnimationFrame(() => { __bench.first = performance.now(); pollDays(); });
  else requestAnimationFrame(poll);
};
// A day still loading is drawn with the class "reading"; every day is usable once none is.
const pollDays = () => {
  const reading = roots().some((root) => !root || !root.querySelector('[part~="day"]') ||
    root.querySelector('[part~="day"].reading'));
  const second = roots()[0]?.querySelectorAll('[part~="day"]')[1];
  if (!__bench.secondDay && second && !second.classList.contains('reading')) __bench.secondDay = performance.now();
  if (reading) requestAnimationFrame(pollDays);
  else requestAnimationFrame(() => { __bench.everyDay = performance.now(); });
};
requestAnimationFrame(poll);
`;

interface BenchProbe {
  first: number;
  defined: number;
  everyDay: number;
  secondDay: number;
  loads: number;
  lastLoad: number;
  longest: number;
}

/** Watches the page's network through the DevTools protocol, preflights included. */
async function recordRequests(cdp: CDPSession): Promise<{ records: RequestRecord[]; origin: { ts: number } }> {
  const records: RequestRecord[] = [];
  const byId = new Map<string, RequestRecord>();
  const origin = { ts: 0 };
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && origin.ts === 0) origin.ts = event.timestamp;
    const record = {
      url: event.request.url,
      method: event.request.method,
      start: event.timestamp,
      end: Infinity,
      bytes: 0,
    };
    byId.set(event.requestId + (event.request.method === 'OPTIONS' ? ':preflight' : ''), record);
    records.push(record);
  });
  const finish = (id: string, timestamp: number, bytes: number) => {
    const record = byId.get(id) ?? byId.get(`${id}:preflight`);
    if (record) {
      record.end = timestamp;
      record.bytes = bytes;
    }
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 0));
  return { records, origin };
}

/**
 * How many requests had to follow one another, each sent after the one before it answered, up to
 * the first answer that brought showtimes: the first platform GET to end (neither a preflight nor
 * the token). A preflight belongs to the request it clears: that request leaves only once its
 * preflight has answered, so it counts as starting then. 0 when nothing was asked.
 */
export function dependentRequests(requests: readonly RequestRecord[]): number {
  const effective = requests
    .map((request) => {
      // The last preflight of its URL that answered before it did, whichever of the two was
      // reported as sent first.
      const preflightEnd = Math.max(
        ...requests
          .filter(
            (other) =>
              other.method === 'OPTIONS' &&
              request.method !== 'OPTIONS' &&
              other.url === request.url &&
              other.end <= request.end,
          )
          .map((preflight) => preflight.end),
      );
      return { ...request, start: Math.max(request.start, preflightEnd) };
    })
    .sort((a, b) => a.start - b.start);
  const chain = effective.map(() => 1);
  effective.forEach((request, index) => {
    for (let before = 0; before < index; before += 1) {
      if (effective[before]!.end <= request.start + 0.5) chain[index] = Math.max(chain[index]!, chain[before]! + 1);
    }
  });
  const answers = effective
    .map((request, index) => ({ ...request, chain: chain[index]! }))
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname !== '/showtime-token');
  return answers.sort((a, b) => a.end - b.end)[0]?.chain ?? 0;
}

export async function loadPage(browser: Browser, url: string, options: LoadOptions): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  // Only Date moves, by a fixed offset: Playwright's page.clock also wraps every Intl.DateTimeFormat,
  // which a national release's load calls thousands of times, and the wrapper's cost (about 30 ms
  // of a 4-cinema load) would show up as the widget's main-thread time. After PROBE, which gives
  // the page the `__name` that tsx writes into functions sent to it.
  if (options.now) await page.addInitScript(shiftDate, Date.parse(options.now));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  if (options.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: options.network.latencyMs,
      downloadThroughput: options.network.downloadBytesPerSecond,
      uploadThroughput: options.network.downloadBytesPerSecond,
    });
  }
  const { records, origin } = await recordRequests(cdp);
  const trace = options.traceTasks ? await startTrace(cdp) : undefined;
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench: BenchProbe }).__bench.first > 0, null, {
    timeout: 120_000,
  });
  if (!options.atFirstShowtime) await waitForEveryDay(page);
  const probe = await page.evaluate(() => (window as unknown as { __bench: BenchProbe }).__bench);
  const longestTaskThreadMs = trace && longestThreadTime(await trace());
  const metrics = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.metrics.find((entry) => entry.name === name)?.value ?? 0;
  await cdp.send('HeapProfiler.collectGarbage');
  const kept = await cdp.send('Runtime.getHeapUsage');
  const requests = () =>
    records.map((record) => ({
      ...record,
      start: (record.start - origin.ts) * 1000,
      end: (record.end - origin.ts) * 1000,
    }));
  const platform = requests().filter((request) => isCounted(request, url));
  return {
    page,
    cdp,
    firstShowtimeMs: probe.first,
    definedMs: probe.defined,
    everyDayMs: probe.everyDay,
    secondDayMs: probe.secondDay,
    settledMs: Math.max(probe.lastLoad, ...platform.map((request) => request.end).filter(Number.isFinite)),
    requests,
    dependentRequests: dependentRequests(platform),
    taskMs: metric('TaskDuration') * 1000,
    longestTaskMs: probe.longest,
    ...(longestTaskThreadMs === undefined ? {} : { longestTaskThreadMs }),
    heapMiB: metric('JSHeapUsedSize') / 2 ** 20,
    keptHeapMiB: kept.usedSize / 2 ** 20,
  };
}

/** Waits until the network is quiet and every offered day of the page's widgets can be read. */
async function waitForEveryDay(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (window as unknown as { __bench: BenchProbe }).__bench.everyDay > 0, null, {
    timeout: 120_000,
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  /** Thread time (CPU) in µs, where the event has it. */
  tdur?: number;
}

/** Starts a trace of tasks; the function returned ends it and gives its events. */
async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** The most CPU a main-thread task took, in ms: the page's main thread is the one that ran its scripts. */
function longestThreadTime(events: readonly TraceEvent[]): number {
  const main = events.find((event) => event.name === 'EvaluateScript' || event.name === 'FunctionCall')?.tid;
  const tasks = events.filter(
    (event) => event.tid === main && event.ph === 'X' && /^(ThreadControllerImpl::)?RunTask$/.test(event.name),
  );
  return Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000));
}

/**
 * A token request, a request to the showtime proxy, or to the platform (the emulator's origin)
 * other than a poster; preflights included.
 */
export function isCounted(request: RequestRecord, pageUrl: string): boolean {
  const { origin, pathname } = new URL(request.url);
  if (origin === new URL(pageUrl).origin)
    return pathname === '/showtime-token' || pathname.startsWith('/showtime-api/');
  return !pathname.startsWith('/posters/');
}

/** Runs in the page: `Date` reads `start` at this moment and runs on from there. */
function shiftDate(start: number): void {
  const RealDate = Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      super(...((args.length ? args : [RealDate.now() + offset]) as [number]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
