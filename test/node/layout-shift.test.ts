// Layout shift as embedders' tools measure it (issue 44, "Nothing jumps"): a PerformanceObserver's
// `layout-shift` entries from navigation until every widget of the page has settled (its showtimes
// drawn, the follow link where one comes, an idle moment after), on every demo page and on a
// minimal host page with text under the widget, at 390 and 1280 px, light and dark, in proxy and
// token mode. Chromium alone: the other engines have no layout-shift entries.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { demoPagePaths } from '../../demo/app.js';
import { FIRST_SCREEN_RULES } from '../../demo/configurator/snippet.js';
import { startDemo } from '../../demo/start.js';
import type { RunningDemo } from '../../demo/start.js';
import { launchChromium } from '../../scripts/launch-chromium.js';

const NOW = '2026-11-22T15:00:00Z';
/** The most layout shift a page may see: Core Web Vitals call 0.1 good; a guest takes a tenth of that. */
const MAX_SHIFT = 0.01;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SCHEMES = ['light', 'dark'] as const;

let demo: RunningDemo;
let browser: Browser;

before(async () => {
  const originsFile = join(mkdtempSync(join(tmpdir(), 'shift-origins-')), 'cors-origins.json');
  demo = await startDemo({ port: 0, emulatorPort: 0, now: NOW, originsFile });
  // A page Playwright answers itself has no address, and Chromium's local network access checks would refuse its
  // requests to the emulator on loopback (the token-mode host page): a page from a real server is never refused.
  browser = await launchChromium(['--disable-features=LocalNetworkAccessChecks']);
});

after(async () => {
  await browser?.close();
  await demo?.close();
});

/** A minimal movie landing page: a heading, a paragraph, the widget with the snippet's rules, and text under it. */
function hostPage(widget: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fight Club</title><style>${FIRST_SCREEN_RULES.join('\n')}</style>
<script type="module" src="/showtime-finder.js"></script></head>
<body><h1>Fight Club: now in cinemas</h1><p>Every cinema that plays Fight Club, at the cinema's own time.</p>
${widget}
<p id="under">The text under the widget: a film's synopsis, its cast, and the page's footer.</p></body></html>`;
}

/** The minimal host page in proxy mode and in token mode, by path, for the demo `site`. */
function hostPages(site: RunningDemo): Record<string, string> {
  const token = `api-base="${site.emulator.url}" token-url="/showtime-token"`;
  return {
    '/host-proxy.html': hostPage('<showtime-finder proxy-url="/showtime-api" movie="550"></showtime-finder>'),
    '/host-token.html': hostPage(`<showtime-finder ${token} movie="550"></showtime-finder>`),
  };
}

/** A context on the pinned clock that records every layout shift from the first byte of each page on. */
async function shiftRecordingContext(
  site: RunningDemo,
  viewport: (typeof VIEWPORTS)[number],
  colorScheme: 'light' | 'dark',
  now = NOW,
) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport, colorScheme });
  await context.clock.setFixedTime(now);
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftFields)[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) => (node as Element | null)?.outerHTML?.slice(0, 80) ?? '#text');
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, html] of Object.entries(hostPages(site))) {
    await context.route(`${site.url}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  }
  return context;
}

interface LayoutShiftFields {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/**
 * Waits until every widget shows its chosen day's showtimes, read whole (or says why not), its follow link has come
 * where one does, and then an idle moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('showtime-finder')].every((element) => {
        const shown = element.shadowRoot?.querySelector('[part~="showtime"], [part~="error"], [part~="empty"]');
        const followComing = element.hasAttribute('proxy-url') && element.hasAttribute('movie');
        // A first page shown while the rest of its day is read (token mode, a national release) is not settled yet.
        const dayRead = !element.shadowRoot?.querySelector('[part~="loading"]');
        return shown && dayRead && (!followComing || element.shadowRoot!.querySelector('[part~="follow"]'));
      }),
    undefined,
    { timeout: 20_000 },
  );
  // A page whose widget failed has not shown what it is measured for.
  const errors = await page.$$eval('showtime-finder', (elements) =>
    elements.map((element) => element.shadowRoot!.querySelector('[part~="error"]')?.textContent).filter(Boolean),
  );
  assert.deepEqual(errors, [], `${page.url()} shows an error`);
  await page.evaluate(async () => {
    const widgets = [...document.querySelectorAll('showtime-finder')] as (Element & {
      updateComplete: Promise<unknown>;
    })[];
    await Promise.all(widgets.map((widget) => widget.updateComplete));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
  });
}

/** The layout shifts of each page at `paths` of `site`, summed, where they are over `MAX_SHIFT`. */
async function shiftsOver(site: RunningDemo, context: BrowserContext, paths: string[]): Promise<string[]> {
  const over: string[] = [];
  for (const path of paths) {
    const shifts = await measure(context, `${site.url}${path}`);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (total > MAX_SHIFT) over.push(`${path}: layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
  }
  return over;
}

async function measure(context: BrowserContext, url: string): Promise<{ value: number; sources: string[] }[]> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await settle(page);
    return await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
    );
  } finally {
    await page.close();
  }
}

for (const colorScheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`no page moves more than ${MAX_SHIFT} as its widgets arrive, at ${viewport.width} px, ${colorScheme}`, async () => {
      const context = await shiftRecordingContext(demo, viewport, colorScheme);
      try {
        assert.deepEqual(await shiftsOver(demo, context, [...demoPagePaths(), ...Object.keys(hostPages(demo))]), []);
      } finally {
        await context.close();
      }
    });
  }
}

// A national release: proxy mode draws twenty of 400 cinemas, and token mode shows the first page of the platform's
// list while the rest of the day is read (each later page late, as on a phone); neither moves the page as the rest
// arrives.
test(`a national release of 400 cinemas moves the host page no more than ${MAX_SHIFT}, at 390 px`, async () => {
  const originsFile = join(mkdtempSync(join(tmpdir(), 'shift-origins-')), 'cors-origins.json');
  const seed = { national: { cinemas: 400 } };
  // Early in the day, so that the first page of the platform's list holds showtimes still to come.
  const now = '2026-11-22T06:00:00Z';
  const national = await startDemo({ port: 0, emulatorPort: 0, now, originsFile, seed });
  const context = await shiftRecordingContext(national, VIEWPORTS[0]!, 'light', now);
  try {
    const over = await shiftsOver(national, context, ['/host-proxy.html']);
    national.emulator.configure({
      faults: [
        { path: '/showings', latencyMs: 0, times: 1 },
        { path: '/showings', latencyMs: 1_500 },
      ],
    });
    over.push(...(await shiftsOver(national, context, ['/host-token.html'])));
    assert.deepEqual(over, []);
  } finally {
    await context.close();
    await national.close();
  }
});
