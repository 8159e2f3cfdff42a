// React 19 in Chromium (docs/react-and-preact.md, "React and Preact"): the typed wrapper and the element as it is
// both reach the element's properties (an object prop, `tokenProvider`, included) when the tag is
// registered before React renders; registered after, React has nowhere to put the object and the
// element says what is missing. The app (test/fixtures/react-app.ts) is built with Vite, as an
// app would be, and runs against the emulator with the real token handler.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { build } from 'vite';
import { launchChromium } from '../../scripts/launch-chromium.js';
import { startPageSite, type PageSite } from '../support/page-site.js';

let site: PageSite;
let browser: Browser;

before(async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-react-'));
  await build({
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      target: 'es2022',
      minify: false,
      lib: { entry: join(import.meta.dirname, '../fixtures/react-app.ts'), formats: ['es'], fileName: () => 'app.js' },
    },
  });
  const scripts = new Map(
    readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')]),
  );
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React</title></head><body><script type="module" src="/app.js"></script></body></html>';
  site = await startPageSite((app) =>
    app
      .get('/', (c) => c.html(page))
      .get('*', (c) => {
        const script = scripts.get(c.req.path);
        return script === undefined ? c.notFound() : c.body(script, 200, { 'Content-Type': 'text/javascript' });
      }),
  );
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(testCase: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${site.url}?case=${testCase}&api=${encodeURIComponent(site.emulator.url)}`);
  await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
  return page;
}

test('the wrapper and the plain element get the tokenProvider and the typed days when the tag is registered before React renders', async () => {
  const page = await open('wrapper');
  for (const id of ['wrapped', 'plain']) {
    await page.locator(`#${id} showtime-finder [part="showtime"]`).first().waitFor({ timeout: 15_000 });
    const provider = await page.evaluate(
      (id) => typeof (document.querySelector(`#${id} showtime-finder`) as { tokenProvider?: unknown }).tokenProvider,
      id,
    );
    assert.equal(provider, 'function', `${id}: the element has the tokenProvider`);
    assert.equal(await page.locator(`#${id} showtime-finder [part~="day"]`).count(), 3, `${id}: days={3}`);
  }
  // The first showtimes show before the load ends (the first day first): its event comes when all days are read.
  await page.waitForFunction(() => (window as unknown as { wrapperLoads: number }).wrapperLoads > 0, null, {
    timeout: 15_000,
  });
  const state = await page.evaluate(() => {
    const { providerCalls, wrapperLoads } = window as unknown as { providerCalls: number; wrapperLoads: number };
    return { providerCalls, wrapperLoads };
  });
  assert.ok(state.providerCalls >= 1, 'the app fetched the token through its tokenProvider');
  assert.equal(state.wrapperLoads, 1, 'onShowtimesLoad was called once');
  await page.close();
});

test('registered after React rendered, the element never gets the tokenProvider and says so', async () => {
  const page = await open('late');
  const error = page.locator('showtime-finder [part="error"]');
  await error.waitFor({ timeout: 15_000 });
  assert.equal(await error.getAttribute('data-error-code'), 'invalid-config');
  assert.match((await error.textContent()) ?? '', /Set token, token-url or the tokenProvider property\./);
  assert.equal(await page.evaluate(() => (window as unknown as { providerCalls: number }).providerCalls), 0);
  await page.close();
});
