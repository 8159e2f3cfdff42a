// The demo as a visitor and an embedder meet it, in Chromium: every page shows live showtimes
// under its strict policy without a violation; the configurator's form drives the live widget
// and the snippet alike, the snippet holding exactly the chosen attributes; and that snippet,
// pasted into a plain page on another origin, shows showtimes once the page's origin is
// registered with the emulator as emulator/README.md tells a user to.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright';
import { demoPagePaths } from '../../demo/app.js';
import { startDemo } from '../../demo/start.js';
import type { RunningDemo } from '../../demo/start.js';
import { adminToken } from '../support/admin-token.js';
import { recordPolicyViolations } from '../support/policy-violations.js';
import { launchChromium } from '../../scripts/launch-chromium.js';

/** The emulator's clock and the browser's, pinned: which showtimes a page shows is then fixed. */
const NOW = '2026-11-22T15:00:00Z';

let demo: RunningDemo;
let browser: Browser;

before(async () => {
  demo = await startDemo({ port: 0, emulatorPort: 0, now: NOW });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await demo?.close();
});

/** A fresh page on the pinned clock that records policy violations and uncaught errors. */
async function openPage(): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const violations = await recordPolicyViolations(page);
  const problems = async () => [...errors, ...(await violations())];
  return { page, problems };
}

/** Waits until every widget of the page shows a time button in its shadow root, or fails with what it shows instead. */
async function waitForShowtimes(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('showtime-finder')].every((element) =>
        element.shadowRoot?.querySelector('[part~="showtime"], [part~="error"]'),
      ),
    undefined,
    { timeout: 15_000 },
  );
  const errors = await page.locator('showtime-finder [part~="error"]').allTextContents();
  assert.deepEqual(errors, [], 'a widget shows an error instead of showtimes');
}

/** The snippet's script URL, `<style>` body and element attributes, as the configurator wrote them. */
function readSnippet(text: string): { script?: string; style?: string; attributes: Record<string, string> } {
  const element = text.match(/<showtime-finder\b([^>]*)>/)?.[1] ?? '';
  return {
    script: text.match(/<script type="module" src="([^"]+)"><\/script>/)?.[1],
    style: text.match(/<style>([\s\S]*?)<\/style>/)?.[1],
    attributes: Object.fromEntries(
      [...element.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  };
}

async function openConfigurator(): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const opened = await openPage();
  await opened.page.goto(`${demo.url}/configurator.html`);
  await opened.page.locator('form#configurator:not([aria-busy])').waitFor();
  return opened;
}

test('every demo page shows live showtimes, with no policy violation or script error', async () => {
  const paths = demoPagePaths();
  assert.ok(paths.includes('/configurator.html'));
  for (const path of paths) {
    const { page, problems } = await openPage();
    await page.goto(`${demo.url}${path}`);
    await waitForShowtimes(page);
    assert.deepEqual(await problems(), [], path);
    await page.context().close();
  }
});

test('the configurator: the chosen movie, cinemas, language and theme drive the live widget and the snippet alike', async () => {
  const { page, problems } = await openConfigurator();
  await page.selectOption('#movie', '603');
  await page.getByRole('checkbox', { name: /Kino Limmat/ }).check();
  await page.getByRole('checkbox', { name: /Rheinlicht Basel/ }).check();
  await page.selectOption('#lang', 'de');
  await page.getByRole('radio', { name: /Bordeaux/ }).check();

  // The live widget shows The Matrix's showtimes at those cinemas, and says "Heute" for today.
  const matrix = demo.emulator
    .showings({ movieId: 603 })
    .filter((showing) => showing.cinemaId === 201 || showing.cinemaId === 203)
    .map((showing) => `${showing.cinemaId} ${Date.parse(showing.start)}`);
  await page.waitForFunction(
    (expected) => {
      const root = document.querySelector('#preview')?.shadowRoot;
      const shown = [...(root?.querySelectorAll('[part~="cinema"]') ?? [])].flatMap((cinema) =>
        [...cinema.querySelectorAll('[part~="showtime"] time')].map(
          (time) => `${(cinema as HTMLElement).dataset['cinemaId']} ${Date.parse((time as HTMLTimeElement).dateTime)}`,
        ),
      );
      const today = root?.querySelector('[part~="day"]')?.textContent ?? '';
      return shown.length > 0 && shown.every((showing) => expected.includes(showing)) && today.includes('Heute');
    },
    matrix,
    { timeout: 15_000 },
  );

  const snippet = readSnippet(await page.locator('#snippet').inputValue());
  assert.equal(snippet.script, `${demo.url}/showtime-finder.js`);
  assert.deepEqual(snippet.attributes, {
    'api-base': demo.emulator.url,
    'token-url': `${demo.url}/showtime-token`,
    movie: '603',
    'cinema-ids': '201,203',
    lang: 'de',
  });
  assert.match(snippet.style ?? '', /--showtime-finder-accent: #7a1f5c;/);
  const live = await page.locator('#preview').evaluate((element) =>
    Object.fromEntries(
      element
        .getAttributeNames()
        .filter((name) => name !== 'id' && name !== 'style')
        .map((name) => [name, element.getAttribute(name)]),
    ),
  );
  assert.deepEqual(live, snippet.attributes);
  const accent = await page
    .locator('#preview')
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--showtime-finder-accent'));
  assert.equal(accent, '#7a1f5c');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.locator('#snippet').inputValue());
  // Where the clipboard refuses, the snippet is selected for the keyboard's copy instead.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await page.getByRole('status').filter({ hasText: 'the snippet is selected' }).waitFor();
  const selection = await page
    .locator('#snippet')
    .evaluate((textarea: HTMLTextAreaElement) => [
      document.activeElement === textarea,
      textarea.selectionEnd - textarea.selectionStart === textarea.value.length,
    ]);
  assert.deepEqual(selection, [true, true]);
  assert.deepEqual(await problems(), []);
  await page.context().close();
});

test('the snippet, pasted into a plain page on another origin registered with the emulator, shows showtimes', async () => {
  const { page } = await openConfigurator();
  await page.getByRole('radio', { name: /Cinemas' programs/ }).check();
  // Without a cinema the widget could show nothing: the configurator says so in the widget's words.
  await page.locator('#problem', { hasText: 'Set movie, cinema-ids or both.' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Copy snippet' }).isDisabled(), true);
  await page.getByRole('checkbox', { name: /Kino Sonnenallee/ }).check();
  assert.equal(await page.getByRole('button', { name: 'Copy snippet' }).isDisabled(), false);
  const snippet = await page.locator('#snippet').inputValue();
  await page.context().close();

  const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Pasted</title></head>\n<body>\n${snippet}\n</body>\n</html>\n`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await registerOrigin(origin);
    const pasted = await openPage();
    await pasted.page.goto(`${origin}/`);
    await waitForShowtimes(pasted.page);
    await pasted.page.context().close();
  } finally {
    server.close();
  }
});

/** emulator/README.md, "Registering your page's origin": the admin client's token, then POST /cors-origins. */
async function registerOrigin(origin: string): Promise<void> {
  const response = await fetch(`${demo.emulator.url}/cors-origins`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken(demo.emulator)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ origin, category: 'partner' }),
  });
  assert.equal(response.status, 201);
}
