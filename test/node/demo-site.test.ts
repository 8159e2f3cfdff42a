// The demo site's pages as files and answers, without a browser (test/node/demo.test.ts drives them in Chromium):
// every page links the favicon, which is there (no 404 on every page); the classic script's page is sent in Latin-1
// and loads the classic script pinned to its hash; the movie page claims nothing of the back button that the widget,
// which replaces the page's URL, does not do; the configurator styles every field it has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createDemoApp, demoPagePaths } from '../../demo/app.js';
import { subresourceIntegrity } from '../../scripts/integrity.js';

const CLASSIC = 'window.classicScript = true;';
const app = createDemoApp({
  apiBase: 'http://127.0.0.1:8787',
  tokens: async () => new Response(null, { status: 503 }),
  proxy: async () => new Response(null, { status: 503 }),
  widget: 'export {};',
  classic: CLASSIC,
  chunks: new Map(),
  configurator: '',
});

const page = (path: string) => app.request(path);

test('every page links the favicon, and it is there, also as /favicon.ico', async () => {
  const paths = demoPagePaths();
  assert.ok(paths.includes('/classic.html'));
  for (const path of paths) {
    const html = await (await page(path)).text();
    assert.match(html, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/, path);
  }
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    const answer = await page(path);
    assert.equal(answer.status, 200, path);
    assert.equal(answer.headers.get('Content-Type'), 'image/svg+xml', path);
    assert.match(await answer.text(), /^<svg /, path);
  }
});

test("the classic script's page is an older site's: sent in iso-8859-1, loading the classic script pinned to its hash", async () => {
  const answer = await page('/classic.html');
  assert.equal(answer.headers.get('Content-Type'), 'text/html; charset=iso-8859-1');
  assert.ok(answer.headers.get('Content-Security-Policy'));
  const bytes = Buffer.from(await answer.arrayBuffer());
  // "für" in Latin-1: one byte 0xFC, not UTF-8's two.
  assert.ok(bytes.includes(Buffer.from([0x66, 0xfc, 0x72])), 'the page says "für" in Latin-1');
  const html = bytes.toString('latin1');
  assert.match(html, /<meta charset="iso-8859-1" \/>/);
  const script = html.match(/<script src="\/showtime-finder\.iife\.js" integrity="([^"]+)"><\/script>/);
  assert.equal(script?.[1], subresourceIntegrity(CLASSIC));
  assert.match(html, /<showtime-finder [^>]*lang="de"/);
  const served = await page('/showtime-finder.iife.js');
  assert.equal(served.headers.get('Content-Type'), 'text/javascript');
  assert.equal(await served.text(), CLASSIC);
  // Every other page is UTF-8.
  assert.equal((await page('/')).headers.get('Content-Type'), 'text/html; charset=utf-8');
});

test('the movie page claims nothing of the back button: the widget replaces the URL, it adds no history', async () => {
  const html = await (await page('/')).text();
  assert.match(html, /url-param="showtimes"/);
  assert.doesNotMatch(html, /back button brings/);
  assert.match(html, /the back button leaves the\s+page/);
});

test('the configurator styles every field it has as the others: each input type of its form is in the stylesheet', () => {
  const form = readFileSync(new URL('../../demo/pages/configurator.html', import.meta.url), 'utf8');
  const css = readFileSync(new URL('../../demo/demo.css', import.meta.url), 'utf8');
  const types = new Set([...form.matchAll(/<input\b[^>]*\btype="([a-z]+)"/g)].map(([, type]) => type!));
  assert.ok(types.has('text'), 'the url-param field');
  for (const type of [...types].filter((type) => type !== 'radio' && type !== 'checkbox')) {
    // Both rules: the height and font of every control, and the border, padding and width of every field.
    const rules = css.split('}').filter((rule) => rule.includes(`.configurator input[type='${type}']`));
    assert.ok(
      rules.some((rule) => rule.includes('min-height')) && rules.some((rule) => rule.includes('border:')),
      `input[type=${type}] is styled as a field`,
    );
  }
});
