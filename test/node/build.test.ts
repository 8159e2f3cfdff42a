// The browser bundle as embedders get it (docs/design.md, "Public contract", Builds; README, "Performance"): built for real,
// then checked for what must and must not be inside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// docs/design.md, "Builds": the ES module's ceiling, bought with code and dependency choices only.
const budgetBytes = 32 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-build-'));

await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
const esModule = await readFile(join(outDir, 'showtime-finder.js'), 'utf8');
const classic = await readFile(join(outDir, 'showtime-finder.iife.js'), 'utf8');

test('writes the ES module and the classic script', () => {
  assert.ok(existsSync(join(outDir, 'showtime-finder.js')));
  assert.ok(existsSync(join(outDir, 'showtime-finder.iife.js')));
});

test('the ES module imports nothing: lit and every dependency are inside', () => {
  assert.doesNotMatch(esModule, /(^|[;}\s])import\s*(["'`]|[\w{*$][^;]*?\bfrom\s*["'`])|\bimport\s*\(/);
  assert.match(esModule, /customElements/);
});

test('the classic script is not a module', () => {
  assert.doesNotMatch(classic, /^\s*(import|export)\b/m);
  assert.doesNotMatch(classic, /\bexport\s*\{/);
});

test(`the ES module is within ${budgetBytes} bytes gzip`, () => {
  const gzip = gzipSync(esModule, { level: 9 }).length;
  console.log(`dist/showtime-finder.js: ${esModule.length} bytes, ${gzip} bytes gzip (budget ${budgetBytes})`);
  assert.ok(gzip <= budgetBytes, `${gzip} bytes gzip is over the budget of ${budgetBytes}`);
});

test('holds no server code and no client secret handling', () => {
  for (const bundle of [esModule, classic]) {
    assert.doesNotMatch(bundle, /client_secret|clientSecret|createTokenHandler|node:/);
  }
});

test('needs no eval: no eval( and no new Function (a strict CSP forbids both)', () => {
  for (const bundle of [esModule, classic]) {
    assert.doesNotMatch(bundle, /\beval\s*\(/);
    assert.doesNotMatch(bundle, /new\s+Function\s*\(|\bFunction\s*\(\s*["'`]/);
  }
});

test('is the production build of lit (no dev-mode warnings)', () => {
  assert.doesNotMatch(esModule, /Lit is in dev mode/);
});

test('is minified with safe options only: no property mangling, no unsafe compressor option', async () => {
  // docs/design.md, "Builds": no hand-kept lists of names to mangle, no unsafe minifier options.
  const config = await codeOf('vite.config.ts');
  assert.doesNotMatch(config, /mangleProps|\bproperties\s*:/);
  assert.doesNotMatch(config, /\bunsafe(_\w+)?\s*:|keep_fargs|pure_getters|pure_funcs/);
});

/** A TypeScript file without its comments, whose prose may name what it does not do. */
async function codeOf(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}
