/**
 * `npm run screenshots`: the demo's pages as a moviegoer (on the configurator, an embedder) sees
 * them, at 390 px (a phone) and 1280 px (a desktop), light and dark, and at 320 px (the narrowest
 * phone) light, written to docs/screenshots/.
 * On the phone, also the cinema page's notice and error (diagnosisScreens); on the movie page, its
 * showtime sheet open (sheetScreen); and, light, in English and German, a moviegoer's evening
 * (eveningScreens): the prices beside the versions and in the sheet, and the ends-by choice; and
 * the movie page without network (offlineScreen): the saved showtimes with their notice.
 * The emulator's clock and the page's are pinned to one instant so that the pictures change only
 * when the widget does.
 * Uses Debian's Chromium when it is there, else Playwright's own.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright';
import { demoPagePaths } from '../demo/app.js';
import { startDemo } from '../demo/start.js';
import { launchChromium } from './launch-chromium.js';

const NOW = '2026-11-22T15:00:00Z';
const OUT_DIR = new URL('../docs/screenshots/', import.meta.url);
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, schemes: ['light', 'dark'] },
  { name: 'desktop', width: 1280, height: 900, schemes: ['light', 'dark'] },
  { name: '320', width: 320, height: 640, schemes: ['light'] },
] as const;

type Viewport = Omit<(typeof VIEWPORTS)[number], 'schemes'>;

/**
 * What a phone shows before any scrolling; on the configurator also while choosing further down
 * the form, where the live preview stays at the top.
 */
async function firstScreens(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: new URL(`${name}-phone-first-screen.png`, OUT_DIR).pathname });
  if (name !== 'configurator') return;
  await page.getByRole('radio', { name: /Bordeaux/ }).scrollIntoViewIfNeeded();
  await page.getByRole('radio', { name: /Bordeaux/ }).check();
  await page.screenshot({ path: new URL(`${name}-phone-choosing.png`, OUT_DIR).pathname });
}

/** The movie page's showtime sheet (`showtime-action="details"`), open on its first bookable time. */
async function sheetScreen(page: Page, file: string): Promise<void> {
  const element = page.locator('showtime-finder');
  await element.locator('[part~="showtime"] button.box:not(.none)').first().click();
  await element.locator('[part~="sheet"][open]').waitFor();
  await page.screenshot({ path: new URL(file, OUT_DIR).pathname });
  await page.keyboard.press('Escape');
}

/**
 * On a phone, in German (the cinema page): the notice of an unknown cinema id beside the known
 * cinema's program, and an error with its detail for the site owner opened.
 */
async function diagnosisScreens(page: Page, url: string): Promise<void> {
  const cases = [
    { name: 'not-found', attributes: { 'cinema-ids': '101,99999' }, shown: '[part~="not-found"]' },
    { name: 'error', attributes: { movie: '987654' }, shown: '[part~="error"]' },
  ];
  for (const { name, attributes, shown } of cases) {
    await page.goto(`${url}/cinema.html`);
    const element = page.locator('showtime-finder');
    await element.locator('[part~="showtime"]').first().waitFor();
    await element.evaluate((node, set) => {
      for (const [attribute, value] of Object.entries(set)) node.setAttribute(attribute, value);
    }, attributes);
    await element.locator(shown).waitFor();
    if (name === 'error') await element.locator('summary').click();
    await page.screenshot({ path: new URL(`cinema-phone-${name}.png`, OUT_DIR).pathname, fullPage: true });
  }
}

/**
 * The movie page with the closed-captions chip on, its accessibility chips scrolled into view: the
 * widget alone, as a moviegoer who needs captions sees it.
 */
async function accessibilityScreen(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/`);
  const element = page.locator('showtime-finder');
  const chip = element.locator('[part~="filter"][data-feature="captions"]');
  await chip.click();
  await element.locator('[part~="showtime"]').first().waitFor();
  await chip.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('showtime-finder')?.scrollIntoView());
  await element.screenshot({ path: new URL(`accessibility-chips-${name}.png`, OUT_DIR).pathname });
}

/**
 * The movie page in `lang`: the prices beside the versions (the first screen), the sheet with its
 * price, and the ends-by choice at 23:00 with its toolbar in view.
 */
async function eveningScreens(page: Page, url: string, name: string, lang: string): Promise<void> {
  await page.goto(`${url}/`);
  const element = page.locator('showtime-finder');
  await element.evaluate((node, language) => node.setAttribute('lang', language), lang);
  const choice = element.locator('[part~="ends-by"] [data-ends-by="23:00"]');
  await choice.waitFor();
  await page.evaluate(() => document.querySelector('showtime-finder')?.scrollIntoView());
  await page.screenshot({ path: new URL(`evening-prices-${name}-${lang}.png`, OUT_DIR).pathname });
  await sheetScreen(page, `evening-sheet-${name}-${lang}.png`);
  await choice.click();
  await element.evaluate((node) => (node as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete);
  await page.evaluate(() => document.querySelector('showtime-finder')?.scrollIntoView());
  await page.screenshot({ path: new URL(`evening-ends-by-${name}-${lang}.png`, OUT_DIR).pathname });
}

/**
 * The movie page in `lang` without network, in a browser context of its own (an empty store): loaded once (its
 * programs saved in the page's store), then again with every program request failing as a dropped connection does,
 * so that the saved showtimes show with their notice.
 */
async function offlineScreen(browser: Browser, url: string, viewport: Viewport, lang: string): Promise<void> {
  const { width, height, name } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Europe/Berlin', locale: lang });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  await page.goto(`${url}/`);
  const element = page.locator('showtime-finder');
  await element.evaluate((node, language) => node.setAttribute('lang', language), lang);
  await element.locator('[part~="showtime"]').first().waitFor();
  // Saving is a chunk loaded after the first showtimes: the store holds the programs once its writes are done.
  await page.waitForTimeout(5000);
  await page.route('**/program?*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await element.evaluate((node, language) => node.setAttribute('lang', language), lang);
  await element.locator('[part~="offline"]').waitFor({ timeout: 120_000 });
  await page.evaluate(() => document.querySelector('showtime-finder')?.scrollIntoView());
  await page.screenshot({ path: new URL(`evening-offline-${name}-${lang}.png`, OUT_DIR).pathname });
  await context.close();
}

mkdirSync(OUT_DIR, { recursive: true });
const demo = await startDemo({ port: 0, emulatorPort: 0, now: NOW });
const browser = await launchChromium();
try {
  for (const { schemes, ...viewport } of VIEWPORTS) {
    for (const colorScheme of schemes) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme,
        timezoneId: 'Europe/Berlin',
        locale: 'en-GB',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOW);
      for (const path of demoPagePaths()) {
        await page.goto(`${demo.url}${path}`);
        // Every widget of the page has painted its showtimes (or said why there are none) and has
        // read all its days (its root is aria-busy until then), and nothing else is still loading
        // (the configurator's form is aria-busy until its lists are in).
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('showtime-finder')].every(
              (element) =>
                element.shadowRoot?.querySelector('[part~="showtime"], [part~="empty"], [part~="error"]') &&
                !element.shadowRoot.querySelector('[aria-busy="true"]'),
            ) && !document.querySelector('[aria-busy="true"]'),
        );
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll('showtime-finder')].map(
              (element) => (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
            ),
          ),
        );
        const name = path === '/' ? 'movie' : path.slice(1).replace('.html', '');
        await page.screenshot({
          path: new URL(`${name}-${viewport.name}-${colorScheme}.png`, OUT_DIR).pathname,
          fullPage: true,
        });
        if (viewport.name === 'phone' && colorScheme === 'light') await firstScreens(page, name);
        if (name === 'movie') await sheetScreen(page, `movie-${viewport.name}-${colorScheme}-sheet.png`);
      }
      if (viewport.name === 'phone' && colorScheme === 'light') await diagnosisScreens(page, demo.url);
      await accessibilityScreen(page, demo.url, `${viewport.name}-${colorScheme}`);
      if (viewport.name !== '320' && colorScheme === 'light') {
        for (const lang of ['en', 'de']) await eveningScreens(page, demo.url, viewport.name, lang);
      }
      await context.close();
    }
    if (viewport.name !== '320') {
      for (const lang of ['en', 'de']) await offlineScreen(browser, demo.url, viewport, lang);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
console.log(`Screenshots in ${OUT_DIR.pathname}`);
