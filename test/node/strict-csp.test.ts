// docs/design.md, "Rules that hold everywhere": the widget works on a page with a strict
// Content-Security-Policy and Trusted Types enforced. The built bundle is served as an embedder
// would serve it, from a page whose policy allows no inline script or style, no eval, and only
// lit-html's Trusted Types policy; Chromium loads it against the emulator, and the test checks
// that showtimes appear and that the browser reported no policy violation at all.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startPageSite, type PageSite } from '../support/page-site.js';
import { recordPolicyViolations } from '../support/policy-violations.js';
import { launchChromium } from '../../scripts/launch-chromium.js';

let site: PageSite;

before(async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-csp-'));
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const widget = readFileSync(join(outDir, 'showtime-finder.js'), 'utf8');
  site = await startPageSite((app, emulator) => {
    const policy = [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src 'self' ${emulator.url}`,
      `img-src ${emulator.url}`,
      "require-trusted-types-for 'script'",
      'trusted-types lit-html',
    ].join('; ');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title>
<script type="module" src="/showtime-finder.js"></script></head>
<body><showtime-finder api-base="${emulator.url}" token-url="/showtime-token" movie="550"><a href="/program">Program</a></showtime-finder></body></html>`;
    return app
      .get('/', (c) => c.html(page, 200, { 'Content-Security-Policy': policy }))
      .get('/showtime-finder.js', (c) => c.body(widget, 200, { 'Content-Type': 'text/javascript' }));
  });
});

after(() => site.close());

test('renders showtimes under a strict CSP with Trusted Types enforced, with no violation', async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = await recordPolicyViolations(page);
    await page.goto(site.url);
    const showtimes = page.locator('showtime-finder [part="showtime"]');
    await showtimes.first().waitFor({ timeout: 15_000 });
    assert.ok((await showtimes.count()) > 0);
    // The texts, read by their names from the bundled messages, reach the page.
    const search = page.locator('showtime-finder [part="search"]');
    assert.equal(await search.getAttribute('placeholder'), 'Find a cinema by name, city or postal code');
    assert.match(
      (await page.locator('showtime-finder [part="showtime"] .sr-only').first().textContent()) ?? '',
      /, \w+day, /,
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
