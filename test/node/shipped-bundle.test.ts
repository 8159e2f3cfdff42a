// What ships is what is tested. The browser suites run the sources; this runs the ES module that
// `npm run build` writes, built once for real and served as an embedder would serve it, from pages
// with a strict Content-Security-Policy and Trusted Types enforced (docs/design.md, "Rules that
// hold everywhere"): no inline script or style, no eval, only lit-html's policy and the widget's
// own. In Chromium, against the emulator, each mode renders, the events reach the page with their
// details, a script's typed properties take effect, the chunk beside the module brings the
// structured data and the URL's day, the showtime sheet's chunk loads on a click and opens it, and
// the browser reports no policy violation; a page that
// allows lit-html's policy alone still gets its showtimes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright';
import { build } from 'vite';
import { startPageSite, type PageSite } from '../support/page-site.js';
import { recordPolicyViolations } from '../support/policy-violations.js';
import { launchChromium } from '../../scripts/launch-chromium.js';

/** The emulator's clock and the browser's, pinned: which showtimes a page shows is then fixed. */
const NOW = '2026-11-22T12:00:00Z';

interface Fired {
  type: string;
  /** A contract event's detail; for a click, `{prevented}`. */
  detail: Record<string, unknown>;
}

let site: PageSite;
let browser: Browser;

before(async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-shipped-'));
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  // The module and any chunk it imports from beside itself.
  const scripts = new Map(
    readdirSync(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')]),
  );
  site = await startPageSite(
    (app, emulator) =>
      app
        .get('/widget', (c) => {
          // `trusted` names the policies the page allows; a `page-` parameter is the page's own, no attribute.
          const { trusted, ...query } = c.req.query();
          const attributes = Object.fromEntries(Object.entries(query).filter(([name]) => !name.startsWith('page-')));
          const headers = { 'Content-Security-Policy': policy(emulator.url, trusted) };
          return c.html(widgetPage(emulator.url, attributes), 200, headers);
        })
        .get('*', (c) => {
          const script = scripts.get(c.req.path);
          return script === undefined ? c.notFound() : c.body(script, 200, { 'Content-Type': 'text/javascript' });
        }),
    { now: NOW },
  );
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The page's policy: Trusted Types enforced, with the policy names it allows (`trusted` in the
 * page's query, a comma-separated list; by default lit-html's and the widget's own).
 */
function policy(emulatorUrl: string, trusted = 'lit-html,showtime-finder'): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${emulatorUrl}`,
    `img-src ${emulatorUrl}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${trusted.split(',').join(' ')}`,
  ].join('; ');
}

/** A page with the bundle and one widget with `attributes`, fetching its token from the site's handler. */
function widgetPage(emulatorUrl: string, attributes: Record<string, string>): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const written = Object.entries({ 'api-base': emulatorUrl, 'token-url': '/showtime-token', ...attributes })
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Showtimes</title>
<script type="module" src="/showtime-finder.js"></script></head>
<body><showtime-finder ${written}><a href="/program">Program</a></showtime-finder></body></html>`;
}

interface OpenWidget {
  page: Page;
  context: BrowserContext;
  /** The contract's events as the page's document heard them, in order. */
  fired: () => Promise<Fired[]>;
  /** Policy violations and uncaught errors. */
  problems: () => Promise<string[]>;
  /** What the console said as errors, the browser's own lines about failed requests included. */
  consoleErrors: string[];
  /** The URLs the page requested, in order. */
  requested: string[];
}

/**
 * Opens a widget page on the pinned clock, the viewer in Los Angeles, and waits for its first
 * load result. The page's document listens for the events from before the bundle runs, and
 * takes every booking choice itself (`showtime-select` is cancelable), so no tab opens.
 */
async function openWidget(
  attributes: Record<string, string>,
  onConsole?: (message: ConsoleMessage) => void,
  unreachable?: string,
): Promise<OpenWidget> {
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });
  // Requests for these scripts (a glob) fail as on a dropped connection.
  if (unreachable) await context.route(unreachable, (route) => route.abort());
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    onConsole?.(message);
  });
  const violations = await recordPolicyViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.addInitScript(() => {
    const fired: { type: string; detail: unknown }[] = [];
    (window as unknown as { fired: typeof fired }).fired = fired;
    for (const type of ['showtime-select', 'showtimes-load', 'showtimes-error']) {
      document.addEventListener(type, (event) => {
        if (type === 'showtime-select') event.preventDefault();
        fired.push({ type, detail: (event as CustomEvent).detail });
      });
    }
    // A click reaches the document after the widget's handler: whether the link was followed.
    document.addEventListener('click', (event) =>
      fired.push({ type: 'click', detail: { prevented: event.defaultPrevented } }),
    );
  });
  site.emulator.clearRequests();
  await page.goto(`${site.url}widget?${new URLSearchParams(attributes)}`);
  const fired = () => page.evaluate(() => (window as unknown as { fired: Fired[] }).fired);
  await page.waitForFunction(() => (window as unknown as { fired: Fired[] }).fired.length > 0, null, {
    timeout: 15_000,
  });
  return { page, context, fired, problems: async () => [...errors, ...(await violations())], consoleErrors, requested };
}

/** A script's path with its build hash as `*`: `/in-page-*.js`. */
function withoutHash(path: string): string {
  return path.replace(/-[\w-]{8}\.js$/, '-*.js');
}

/** The time buttons of the chosen day: their showing ids and `<time datetime>`s. */
function shownShowtimes(page: Page): Promise<{ id: number; datetime: string }[]> {
  return page.$$eval('showtime-finder [part~="showtime"]', (showtimes) =>
    showtimes.map((showtime) => ({
      id: Number((showtime as HTMLElement).dataset['showingId']),
      datetime: showtime.querySelector('time')!.getAttribute('datetime')!,
    })),
  );
}

test('movie mode: each showtime of the movie at its instant, the load told to the page, no violation', async () => {
  const { page, context, fired, problems, consoleErrors } = await openWidget({ movie: '550' });
  const [loaded] = await fired();
  assert.equal(loaded?.type, 'showtimes-load');
  assert.deepEqual(Object.keys(loaded.detail).sort(), [
    'cinemas',
    'incomplete',
    'movies',
    'showtimes',
    'skipped',
    'unreadDays',
  ]);
  assert.equal(loaded.detail['incomplete'], false);
  assert.equal(await page.locator('showtime-finder [part~="day"]').count(), 7);
  const seed = new Map(site.emulator.showings({ movieId: 550 }).map((showing) => [showing.id, showing]));
  const shown = await shownShowtimes(page);
  assert.ok(shown.length > 0, 'the chosen day shows showtimes');
  for (const { id, datetime } of shown) {
    assert.match(datetime, /^\d{4}-\d\d-\d\dT\d\d:\d\d[+-]\d\d:\d\d$/);
    assert.equal(Date.parse(datetime), Date.parse(seed.get(id)?.startDatetime ?? ''), `showing ${id} at ${datetime}`);
  }
  // The texts still read in the bundle, whose minifier renames what it may.
  const search = page.locator('showtime-finder [part="search"]');
  assert.equal(await search.getAttribute('placeholder'), 'Name, city');
  assert.match(
    (await page.locator('showtime-finder [part="showtime"] .sr-only').first().textContent()) ?? '',
    /, \w+day, /,
  );
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test("cinema mode: the cinema's movies from its own list", async () => {
  const { page, context, fired, problems, consoleErrors } = await openWidget({ 'cinema-ids': '102', days: '2' });
  assert.equal((await fired())[0]?.type, 'showtimes-load');
  // Of the platform's data (not the site's token, not the posters), the cinema's own list only.
  const paths = site.emulator.requests
    .map((request) => request.path)
    .filter((path) => /^\/(showings|movies|cinemas)\b/.test(path));
  assert.deepEqual(new Set(paths), new Set(['/cinemas/102/showings-future']));
  assert.equal(await page.locator('showtime-finder [part~="day"]').count(), 2);
  const movies = await page.$$eval('showtime-finder [part~="movie"]', (movies) =>
    movies.map((movie) => (movie as HTMLElement).dataset['movieId']),
  );
  assert.ok(movies.length > 0 && movies.every((id) => /^\d+$/.test(id ?? '')), `movies ${movies.join()}`);
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('a movie at some cinemas: those cinemas only', async () => {
  const { page, context, fired, problems, consoleErrors } = await openWidget({ movie: '603', 'cinema-ids': '201,202' });
  assert.equal((await fired())[0]?.type, 'showtimes-load');
  const cinemas = await page.$$eval('showtime-finder [part~="cinema"]', (cinemas) =>
    cinemas.map((cinema) => (cinema as HTMLElement).dataset['cinemaId']),
  );
  assert.ok(cinemas.length > 0, 'the chosen day shows cinemas');
  assert.deepEqual(
    cinemas.filter((id) => id !== '201' && id !== '202'),
    [],
  );
  const seed = new Set(site.emulator.showings({ movieId: 603 }).map((showing) => showing.id));
  assert.deepEqual(
    (await shownShowtimes(page)).filter(({ id }) => !seed.has(id)),
    [],
  );
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('showtime-select: a time button tells the page its showing and URL, and the page may cancel it', async () => {
  const { page, context, fired, problems, consoleErrors } = await openWidget({ movie: '550' });
  const link = page.locator('showtime-finder [part~="showtime"] a').first();
  const [id, href] = await link.evaluate((anchor) => [
    Number(anchor.closest<HTMLElement>('[part~="showtime"]')!.dataset['showingId']),
    anchor.getAttribute('href'),
  ]);
  await link.click();
  const events = (await fired()).filter((event) => event.type !== 'showtimes-load');
  assert.deepEqual(
    events.map(({ type, detail }) =>
      type === 'click'
        ? `click, followed: ${!detail['prevented']}`
        : `${type} ${detail['url']} ${(detail['showing'] as { id: number }).id}`,
    ),
    [`showtime-select ${href} ${id}`, 'click, followed: false'],
  );
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('showtimes-error: a bad attribute and an unknown movie reach the page with their code and message', async () => {
  for (const [attributes, code, message] of [
    [{ movie: '550', days: 'abc' }, 'invalid-config', 'days="abc": expected a whole number from 1 to 31.'],
    [{ movie: '999999' }, 'movie-not-found', undefined],
  ] as const) {
    const { page, context, fired, problems, consoleErrors } = await openWidget(attributes);
    const [failed] = await fired();
    assert.equal(failed?.type, 'showtimes-error');
    assert.equal(failed.detail['code'], code);
    if (message) assert.equal(failed.detail['message'], message);
    assert.equal(await page.locator('showtime-finder [part~="error"]').getAttribute('data-error-code'), code);
    assert.deepEqual(await problems(), []);
    // The site owner reads the error in the console too.
    assert.ok(
      consoleErrors.includes(`showtime-finder: ${failed.detail['message']} (${code})`),
      consoleErrors.join('\n'),
    );
    await context.close();
  }
});

test("typed properties a script sets reach the bundle's element: days, cinemaIds", async () => {
  const { page, context, fired, problems, consoleErrors } = await openWidget({ 'cinema-ids': '102', days: '2' });
  await page.evaluate(() => {
    const element = document.querySelector('showtime-finder')!;
    element.days = 3;
    element.cinemaIds = [101];
  });
  await page.waitForFunction(() => (window as unknown as { fired: Fired[] }).fired.length > 1, null, {
    timeout: 15_000,
  });
  assert.deepEqual(
    (await fired()).map((event) => event.type),
    ['showtimes-load', 'showtimes-load'],
  );
  assert.equal(await page.locator('showtime-finder [part~="day"]').count(), 3);
  assert.ok(site.emulator.requests.some((request) => request.path === '/cinemas/101/showings-future'));
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

/** The element's structured data, once written: its events' start dates. */
async function structuredStarts(page: Page): Promise<string[]> {
  const script = page.locator('showtime-finder > script[type="application/ld+json"]');
  await script.waitFor({ state: 'attached', timeout: 15_000 });
  assert.equal(await script.count(), 1);
  const graph = JSON.parse((await script.textContent()) ?? '') as { '@graph': { startDate: string }[] };
  return graph['@graph'].map((event) => event.startDate);
}

test('structured data: the chunk beside the module writes it through the showtime-finder policy, no violation', async () => {
  const { page, context, problems, consoleErrors, requested } = await openWidget({ movie: '550' });
  const starts = await structuredStarts(page);
  const shown = (await shownShowtimes(page)).map(({ datetime }) => datetime);
  assert.ok(shown.length > 0 && shown.every((datetime) => starts.includes(datetime)), 'every shown showtime is there');
  const scripts = requested.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
  // The English texts and token mode's shaping of the platform's pages; then, after the first showtimes, each in its own
  // time: the chunk that saves the programs for offline (with the store it shares with the chunk that reads them), the
  // structured data's chunk and the ends-by choice's, and the code they share with the showtime sheet's (a showtime's
  // end), which the first of them brings along.
  const names = scripts.map(withoutHash);
  assert.deepEqual(names.slice(0, 3), ['/showtime-finder.js', '/en-*.js', '/platform-pages-*.js']);
  assert.deepEqual(names.slice(3).sort(), [
    '/after-showtimes-*.js',
    '/end-time-*.js',
    '/ends-by-choice-*.js',
    '/json-ld-script-*.js',
    '/program-store-*.js',
  ]);
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('a German widget loads the German texts beside the module, and speaks German; no violation', async () => {
  const { page, context, problems, consoleErrors, requested } = await openWidget({ movie: '550', lang: 'de' });
  await page.locator('showtime-finder [part~="showtime"]').first().waitFor();
  const scripts = requested.filter((url) => url.endsWith('.js')).map((url) => withoutHash(new URL(url).pathname));
  assert.ok(scripts.includes('/de-*.js'), scripts.join(' '));
  assert.deepEqual(
    scripts.filter((path) => ['/en-*.js', '/fr-*.js', '/it-*.js'].includes(path)),
    [],
    'no other language',
  );
  // The search field's visible label, one of the widget's own texts.
  assert.equal((await page.locator('showtime-finder label.search').textContent())?.trim(), 'Kino');
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('a widget whose texts cannot load shows the page fallback, with one console line, and no violation', async () => {
  const { page, context, problems, consoleErrors } = await openWidget({ movie: '550' }, undefined, '**/en-*.js');
  const fallback = page.locator('showtime-finder > a[href="/program"]');
  await page.waitForFunction(() => document.querySelector('showtime-finder')?.shadowRoot?.querySelector('slot'));
  assert.ok(await fallback.isVisible(), "the page's own link shows");
  assert.equal(await page.locator('showtime-finder [part~="loading"]').count(), 0, 'no skeleton left');
  assert.equal(consoleErrors.filter((text) => text.includes('its texts could not load')).length, 1);
  assert.deepEqual(await problems(), []);
  await context.close();
});

test('the showtime sheet: its chunk loads on the first click, under the page policy; Escape closes it; no violation', async () => {
  const { page, context, problems, consoleErrors, requested } = await openWidget({
    movie: '550',
    'showtime-action': 'details',
  });
  const sheetChunk = () => requested.filter((url) => /\/open-sheet-[\w-]+\.js$/.test(url));
  await page.locator('showtime-finder [part~="showtime"]').first().waitFor();
  assert.deepEqual(sheetChunk(), [], 'no sheet before a click');
  const button = page.locator('showtime-finder [part~="showtime"] button.box:not(.none)').first();
  const datetime = await button.locator('time').getAttribute('datetime');
  await button.click();
  const sheet = page.locator('showtime-finder [part~="sheet"]');
  await sheet.locator('[part~="book"]').waitFor();
  assert.equal(sheetChunk().length, 1);
  assert.equal(await sheet.locator('time').getAttribute('datetime'), datetime);
  assert.match(
    decodeURIComponent((await sheet.locator('[part~="calendar"] a[download]').getAttribute('href'))!),
    /^data:text\/calendar;charset=utf-8,BEGIN:VCALENDAR\r\n/,
  );
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  assert.equal(
    await button.evaluate((node) => node.getRootNode() instanceof ShadowRoot && node.matches(':focus')),
    true,
  );
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});

test('a page that allows only lit-html: its showtimes as ever, no structured data, one console line', async () => {
  const warnings: string[] = [];
  const { page, context, problems } = await openWidget({ movie: '550', trusted: 'lit-html' }, (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  assert.ok((await shownShowtimes(page)).length > 0);
  // The widget has tried: the browser reported the refused policy name.
  await page.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length > 0);
  await page.waitForTimeout(200);
  assert.equal(await page.locator('showtime-finder > script').count(), 0);
  assert.deepEqual(
    warnings.map((line) => line.replace(/\(.*\)/, '(...)')),
    [
      'showtime-finder: no structured data is written (...). A page that restricts Trusted Types policy names ' +
        'allows "showtime-finder" beside "lit-html".',
    ],
  );
  // The browser's own report of the refused policy name, and nothing else.
  assert.deepEqual(await problems(), ['trusted-types: trusted-types-policy']);
  await context.close();
});

test("url-param: the built widget opens on the day the page's URL names, and writes the viewer's choice", async () => {
  const { page, context, problems, consoleErrors } = await openWidget({
    movie: '550',
    'url-param': 'page-day',
    'page-day': '2026-11-24',
  });
  const chosen = page.locator('showtime-finder [part~="day"][aria-checked="true"]');
  assert.equal(await chosen.getAttribute('data-date'), '2026-11-24');
  await page.locator('showtime-finder [part~="day"][data-date="2026-11-25"]').click();
  await page.waitForFunction(() => location.search.endsWith('&page-day=2026-11-25'));
  assert.match(page.url(), /\/widget\?movie=550&url-param=page-day&page-day=2026-11-25$/);
  assert.deepEqual([...(await problems()), ...consoleErrors], []);
  await context.close();
});
