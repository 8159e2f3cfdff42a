/**
 * `node --import tsx scripts/screenshots-every-viewer.ts`: the pictures of issue 26 ("Every viewer"),
 * written to docs/screenshots/: the demo's movie and cinema pages on a 320 px phone with the page's
 * text at 200 % (whole pages), and the keyboard's focus on a chip and on a day at the far end of
 * their strips, at 320 px and normal text (the widget's first screen). Clocks pinned as in
 * `npm run screenshots`, so that the pictures change only when the widget does.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright';
import { startDemo } from '../demo/start.js';
import { launchChromium } from './launch-chromium.js';

const NOW = '2026-11-22T15:00:00Z';
const OUT_DIR = new URL('../docs/screenshots/', import.meta.url);

/** Opens `path` and waits until every widget has drawn all it read (its root is aria-busy until then). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('showtime-finder')].every(
      (element) =>
        element.shadowRoot?.querySelector('[part~="showtime"], [part~="empty"], [part~="error"]') &&
        !element.shadowRoot.querySelector('[aria-busy="true"]'),
    ),
  );
}

/** Presses Tab until the widget's focused control matches `selector`. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const there = await page.evaluate(
      (wanted) => !!document.querySelector('showtime-finder')?.shadowRoot?.activeElement?.matches(wanted),
      selector,
    );
    if (there) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: new URL(`${name}.png`, OUT_DIR).pathname, fullPage });

mkdirSync(OUT_DIR, { recursive: true });
const demo = await startDemo({ port: 0, emulatorPort: 0, now: NOW });
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  for (const [name, path] of [
    ['movie', '/'],
    ['cinema', '/cinema.html'],
  ] as const) {
    await open(page, `${demo.url}${path}`);
    // The page's text doubled: its rem and its body's 16 px (through the CSSOM: the demo's CSP allows no style
    // element). A browser's font size setting leaves text set in px alone; its zoom would narrow the page instead.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
      document.body.style.fontSize = '32px';
    });
    await shot(page, `${name}-320-text-200`, true);
    // What a phone shows from the widget's top, and a screen further down.
    await page.evaluate(() => document.querySelector('showtime-finder')!.scrollIntoView());
    await shot(page, `${name}-320-text-200-widget`);
    await page.mouse.wheel(0, 640);
    await page.waitForTimeout(100);
    await shot(page, `${name}-320-text-200-widget-further`);
  }
  await open(page, `${demo.url}/`);
  await tabTo(page, '[part~="filter"]:last-of-type');
  await shot(page, 'movie-320-focused-last-chip');
  await page.keyboard.press('Enter');
  await tabTo(page, '[part~="filter-reset"]');
  await shot(page, 'movie-320-focused-reset');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  await shot(page, 'movie-320-focus-after-reset');
  await page.keyboard.down('Shift');
  await tabTo(page, '[part~="day"]');
  await page.keyboard.up('Shift');
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  await shot(page, 'movie-320-focused-last-day');
  await context.close();
} finally {
  await browser.close();
  await demo.close();
}
