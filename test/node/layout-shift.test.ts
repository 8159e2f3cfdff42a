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
  browser = await launchChromium();
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

const HOST_PAGES = {
  '/host-proxy.html': () => hostPage('<showtime-finder proxy-url="/showtime-api" movie="550"></showtime-finder>'),
  '/host-token.html': () =>
    hostPage(
      `<showtime-finder api-base="${demo.emulator.url}" token-url="/showtime-token" movie="550"></showtime-finder>`,
    ),
};

/** A context on the pinned clock that records every layout shift from the first byte of each page on. */
async function shiftRecordingContext(viewport: (typeof VIEWPORTS)[number], colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport, colorScheme });
  await context.clock.setFixedTime(NOW);
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
  for (const [path, html] of Object.entries(HOST_PAGES)) {
    await context.route(`${demo.url}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html() }));
  }
  return context;
}

interface LayoutShiftFields {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/** Waits until every widget shows its showtimes (or says why not), its follow link has come where one does, and then an idle moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('showtime-finder')].every((element) => {
        const shown = element.shadowRoot?.querySelector('[part~="showtime"], [part~="error"], [part~="empty"]');
        const followComing = element.hasAttribute('proxy-url') && element.hasAttribute('movie');
        return shown && (!followComing || element.shadowRoot!.querySelector('[part~="follow"]'));
      }),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    const widgets = [...document.querySelectorAll('showtime-finder')] as (Element & {
      updateComplete: Promise<unknown>;
    })[];
    await Promise.all(widgets.map((widget) => widget.updateComplete));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
  });
}

async function measure(context: BrowserContext, path: string): Promise<{ value: number; sources: string[] }[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${demo.url}${path}`);
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
      const context = await shiftRecordingContext(viewport, colorScheme);
      try {
        const over: string[] = [];
        for (const path of [...demoPagePaths(), ...Object.keys(HOST_PAGES)]) {
          const shifts = await measure(context, path);
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          if (total > MAX_SHIFT) over.push(`${path}: layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
        }
        assert.deepEqual(over, []);
      } finally {
        await context.close();
      }
    });
  }
}
