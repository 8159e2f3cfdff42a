// The browser bundle as embedders get it (docs/design.md, "Public contract", Builds; README, "Performance"): built for real,
// then checked for what must and must not be inside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { INTERNAL_PROPERTIES, INTERNAL_PROPERTY_PATTERN } from '../../build/internal-properties.js';

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

test('ships the stylesheet without the line breaks and indents of its source', async () => {
  const source = await readFile('src/view/styles.ts', 'utf8');
  assert.match(source, /\{\n {2}--sf-bg:/, 'the source is written a rule a line');
  for (const bundle of [esModule, classic]) {
    assert.match(bundle, /:host\{--sf-bg:/);
    assert.doesNotMatch(bundle, /\n\s*--sf-|\}\n\.cinemas/);
  }
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

test('shortens only property names that nothing outside the widget can see', async () => {
  // Any of these seeing a listed name would break the bundle only: the browser suites run the source.
  // The public contract as words: the spec's fields and parameters are written in prose too.
  const contract = [
    ['the platform spec', await readFile('docs/cinema-platform-api.md', 'utf8')],
    ['the platform schemas', await codeOf('src/platform/schemas.ts')],
    ['the event details', await codeOf('src/element/events.ts')],
    ['the attributes', await codeOf('src/config/attributes.ts')],
  ];
  const dependencies = await dependencySources();
  for (const name of INTERNAL_PROPERTIES) {
    const word = new RegExp(`\\b${name}\\b`);
    for (const [where, text] of contract) assert.doesNotMatch(text!, word, `${name} appears in ${where}`);
    // In code, as a property: `.name`, `name:` (a key) or `'name'` (read by string).
    const property = new RegExp(`\\.${name}\\b|\\b${name}\\??\\s*:|["'\`]${name}["'\`]`);
    for (const [where, text] of dependencies) assert.doesNotMatch(text!, property, `${name} appears in ${where}`);
    // Shortened means gone from the bundle, so a listed name that the minifier kept is a mistake too.
    assert.doesNotMatch(esModule, property, `${name} is still in the bundle`);
  }
  assert.doesNotMatch('tokenProvider', INTERNAL_PROPERTY_PATTERN);
});

/** A TypeScript file without its comments, whose prose may name our own properties. */
async function codeOf(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}

/** The JavaScript of the dependencies bundled into the widget. */
async function dependencySources(): Promise<string[][]> {
  const folders = ['lit-html', 'lit-element', '@lit/reactive-element', '@lit/task', 'zod/v4/core', 'zod/v4/mini'];
  const files = folders.flatMap((folder) =>
    readdirSync(join('node_modules', folder))
      .filter((file) => file.endsWith('.js'))
      .map((file) => join('node_modules', folder, file)),
  );
  return Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')]));
}
