// The demo as a visitor and an embedder meet it, in Chromium: every page shows live showtimes
// under its strict policy without a violation; the configurator's form drives the live widget
// and the snippet alike, the snippet holding exactly the chosen attributes; and that snippet,
// pasted into a plain page on another origin, names the command that registers that origin, and
// shows showtimes once that command ran, its script checked against its integrity hash. On a phone
// each page shows a showtime in its first screen, and the configurator's preview stays in view.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright';
import { demoPagePaths } from '../../demo/app.js';
import { startDemo } from '../../demo/start.js';
import type { RunningDemo } from '../../demo/start.js';
import { recordPolicyViolations } from '../support/policy-violations.js';
import { launchChromium } from '../../scripts/launch-chromium.js';
import { subresourceIntegrity } from '../../scripts/integrity.js';
import { FIRST_SCREEN_RULES } from '../../demo/configurator/snippet.js';

/** The emulator's clock and the browser's, pinned: which showtimes a page shows is then fixed. */
const NOW = '2026-11-22T15:00:00Z';

let demo: RunningDemo;
let browser: Browser;

before(async () => {
  // A CORS origins file of its own, which the register-origin command the demo names writes.
  const originsFile = join(mkdtempSync(join(tmpdir(), 'demo-origins-')), 'cors-origins.json');
  demo = await startDemo({ port: 0, emulatorPort: 0, now: NOW, originsFile });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await demo?.close();
});

/** A fresh page on the pinned clock that records policy violations and uncaught errors. */
async function openPage(
  viewport = { width: 1280, height: 720 },
): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport });
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

/** The snippet's script tag, `<style>` body, element attributes and fallback link, as the configurator wrote them. */
function readSnippet(text: string): {
  script?: string;
  integrity?: string;
  style?: string;
  attributes: Record<string, string>;
  fallback?: string;
} {
  const element = text.match(/<showtime-finder\b([^>]*)>/)?.[1] ?? '';
  const script = text.match(
    /<script type="module" src="([^"]+)" integrity="([^"]+)" crossorigin="anonymous"><\/script>/,
  );
  return {
    script: script?.[1],
    integrity: script?.[2],
    fallback: text.match(/>\n {2}<a href="([^"]+)">Showtimes and tickets<\/a>\n<\/showtime-finder>$/)?.[1],
    style: text.match(/<style>([\s\S]*?)<\/style>/)?.[1],
    attributes: Object.fromEntries(
      [...element.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  };
}

async function openConfigurator(viewport?: {
  width: number;
  height: number;
}): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const opened = await openPage(viewport);
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

test('the configurator: the chosen movie, cinemas, language, theme and time button drive the live widget and the snippet alike', async () => {
  const { page, problems } = await openConfigurator();
  await page.selectOption('#movie', '603');
  await page.getByRole('checkbox', { name: /Kino Limmat/ }).check();
  await page.getByRole('checkbox', { name: /Rheinlicht Basel/ }).check();
  await page.selectOption('#lang', 'de');
  await page.getByRole('radio', { name: /Bordeaux/ }).check();
  await page.getByRole('checkbox', { name: /Opens the showtime sheet/ }).check();

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
  const served = Buffer.from(await (await fetch(`${demo.url}/showtime-finder.js`)).arrayBuffer());
  assert.equal(snippet.integrity, subresourceIntegrity(served));
  assert.equal(snippet.fallback, 'https://cinema.example/program');
  // Proxy mode first, the safer choice: no platform token reaches the page.
  assert.deepEqual(snippet.attributes, {
    'proxy-url': `${demo.url}/showtime-api`,
    movie: '603',
    'cinema-ids': '201,203',
    lang: 'de',
    'showtime-action': 'details',
  });
  assert.match(snippet.style ?? '', /--showtime-finder-accent: #7a1f5c;/);
  // The widget's first screen is kept before its script runs, as docs/styling-and-parts.md gives it.
  for (const rule of FIRST_SCREEN_RULES) assert.ok(snippet.style?.includes(rule), rule);
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

test('the snippet, pasted into a plain page on another origin, names the command that registers it, then shows showtimes', async () => {
  const { page } = await openConfigurator();
  // Token mode: its token handler checks the page's origin, and names the command that registers it.
  await page.getByRole('radio', { name: /A platform token/ }).check();
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
    // Not registered yet: the demo's token handler names the command that registers the page.
    const refused = await openPage();
    await refused.page.addInitScript(() => {
      document.addEventListener('showtimes-error', (event) => {
        (window as unknown as { lastError: unknown }).lastError = (event as CustomEvent).detail;
      });
    });
    await refused.page.goto(`${origin}/`);
    const error = (await (
      await refused.page.waitForFunction(() => (window as unknown as { lastError?: unknown }).lastError)
    ).jsonValue()) as { code: string; message: string };
    await refused.page.context().close();
    assert.equal(error.code, 'token-unavailable');
    const command = error.message.match(/run EMULATOR_ORIGINS_FILE=(\S+) npm run register-origin -- (\S+)\.$/);
    assert.ok(command, error.message);
    assert.equal(command[2], origin);
    execFileSync('npm', ['run', '--silent', 'register-origin', '--', command[2]!], {
      env: { ...process.env, EMULATOR_ORIGINS_FILE: command[1] },
    });

    const pasted = await openPage();
    await pasted.page.goto(`${origin}/`);
    await waitForShowtimes(pasted.page);
    await pasted.page.context().close();
  } finally {
    server.close();
  }
});

test('on a phone, each demo page shows a showtime within the first screen (390 x 844)', async () => {
  for (const path of demoPagePaths()) {
    const { page } = await openPage({ width: 390, height: 844 });
    await page.goto(`${demo.url}${path}`);
    await waitForShowtimes(page);
    const first = await page.locator('showtime-finder [part~="showtime"]').first().boundingBox();
    const bottom = first ? first.y + first.height : Infinity;
    assert.ok(bottom <= 844, `${path}: the first showtime ends at ${bottom} px`);
    await page.context().close();
  }
});

test("on a phone, the configurator's live preview stays in view above the controls while choosing", async () => {
  const { page } = await openConfigurator({ width: 390, height: 844 });
  const bordeaux = page.getByRole('radio', { name: /Bordeaux/ });
  await bordeaux.scrollIntoViewIfNeeded();
  await bordeaux.check();
  const preview = await page.locator('#preview').boundingBox();
  const control = await bordeaux.boundingBox();
  assert.ok(preview && control);
  assert.ok(preview.y >= 0 && preview.height >= 200, `the preview is in view: ${JSON.stringify(preview)}`);
  assert.ok(control.y >= preview.y + preview.height, 'the control is below the preview, not under it');
  assert.ok(control.y + control.height <= 844, 'the control is in view');
  await page.context().close();
});

test('many.html at 320 px: the widgets take the page width, nothing scrolls sideways', async () => {
  const { page } = await openPage({ width: 320, height: 640 });
  await page.goto(`${demo.url}/many.html`);
  await waitForShowtimes(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    widgets: [...document.querySelectorAll('showtime-finder')].map((element) => element.getBoundingClientRect().right),
  }));
  assert.equal(widths.page, 320, 'the page scrolls sideways');
  for (const right of widths.widgets) assert.ok(right <= 320, `a widget ends at ${right} px`);
  await page.context().close();
});

test('the configurator refuses to copy a snippet that would show an error (days="0"), and says why', async () => {
  const { page, problems } = await openConfigurator();
  await page.fill('#days', '0');
  const problem = page.locator('#problem');
  await problem.filter({ hasText: 'days="0": expected a whole number from 1 to 31.' }).waitFor();
  assert.match((await problem.textContent()) ?? '', /until then the snippet is not copied\.$/);
  assert.equal(await page.getByRole('button', { name: 'Copy snippet' }).isDisabled(), true);
  // Nor by hand: the keyboard's copy of the selected snippet is refused, and the status says why.
  const copied = await page.locator('#snippet').evaluate((textarea) => {
    const event = new ClipboardEvent('copy', { bubbles: true, cancelable: true });
    return textarea.dispatchEvent(event);
  });
  assert.equal(copied, false, 'the copy event was refused');
  assert.match((await page.locator('#copy-status').textContent()) ?? '', /^Not copied: .*days="0"/);
  await page.fill('#days', '3');
  assert.equal(await page.getByRole('button', { name: 'Copy snippet' }).isDisabled(), false);
  assert.equal(await problem.isHidden(), true);
  assert.deepEqual(await problems(), []);
  await page.context().close();
});

test("the configurator's url-param field looks like its other fields", async () => {
  const { page } = await openConfigurator();
  const look = (selector: string) =>
    page.locator(selector).evaluate((field) => {
      const style = getComputedStyle(field);
      return [style.borderTop, style.borderRadius, style.minHeight, style.padding, style.fontFamily, style.fontSize];
    });
  assert.deepEqual(await look('#url-param'), await look('#fallback-url'));
  await page.context().close();
});

test('the classic script on an iso-8859-1 page: its German reads right', async () => {
  const { page, problems } = await openPage();
  await page.goto(`${demo.url}/classic.html`);
  await waitForShowtimes(page);
  assert.equal(await page.evaluate(() => document.characterSet), 'windows-1252');
  assert.match((await page.locator('body > p').last().textContent()) ?? '', /this page's own "für"/);
  const shown = (await page.locator('showtime-finder').evaluate((element) => element.shadowRoot!.textContent)) ?? '';
  assert.match(shown, /Heute/);
  assert.doesNotMatch(shown, /Ã|Â/);
  assert.deepEqual(await problems(), []);
  await page.context().close();
});

test("the README, the styling page and the demo keep the first screen with the configurator's rules", async () => {
  const quoted = await Promise.all(
    ['README.md', 'docs/styling-and-parts.md', 'demo/demo.css'].map((file) => readFile(file, 'utf8')),
  );
  for (const [index, text] of quoted.entries()) {
    // Prettier spreads the stylesheet's rules over lines: white space aside, they are the same.
    const spaced = (css: string) => css.replace(/\s+/g, ' ');
    for (const rule of FIRST_SCREEN_RULES.slice(1)) assert.ok(spaced(text).includes(spaced(rule)), `${index}: ${rule}`);
  }
});
