// The browser bundle as embedders get it (docs/design.md, "Public contract", Builds; README, "Performance"): built for real,
// then checked for what must and must not be inside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { TEXT_LANGUAGES } from '../../src/i18n/messages.js';

// docs/design.md, "Builds": the ES module's ceiling, bought with code and dependency choices only.
const budgetBytes = 32 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-build-'));

await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
const esModule = await readFile(join(outDir, 'showtime-finder.js'), 'utf8');
const classic = await readFile(join(outDir, 'showtime-finder.iife.js'), 'utf8');
/** The chunks the ES module may import from beside itself: every other script of the build. */
const chunkFiles = readdirSync(outDir).filter((file) => file.endsWith('.js') && !file.startsWith('showtime-finder.'));
const chunks = chunkFiles.map((file) => readFileSync(join(outDir, file), 'utf8'));

/** Where a script imports from: static imports and re-exports, and `import()` calls (`null` for a computed one). */
function importsOf(script: string): { static: string[]; dynamic: (string | null)[] } {
  const statics = [
    ...script.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w{*$][^;]*?\bfrom\s*)?(["'`])([^"'`]+)\1/g),
  ];
  const dynamics = [...script.matchAll(/\bimport\s*\(\s*(?:(["'`])([^"'`]+)\1\s*\))?/g)];
  return { static: statics.map((match) => match[2]!), dynamic: dynamics.map((match) => match[2] ?? null) };
}

test('writes the ES module and the classic script', () => {
  assert.ok(existsSync(join(outDir, 'showtime-finder.js')));
  assert.ok(existsSync(join(outDir, 'showtime-finder.iife.js')));
});

/** `./name.js` as the file's name beside the module. */
const besideModule = (path: string | null) => path?.replace(/^\.\//, '');

test('the ES module imports nothing but its own chunks, from beside itself: lit and every dependency are inside', () => {
  const { static: statics, dynamic } = importsOf(esModule);
  assert.deepEqual(statics, []);
  // docs/design.md, "Builds": a chunk is what is needed after the first showtime (README, "Browser support and size"):
  // the ones the module loads, and the code two of them share, which the first of them to load brings along.
  const loaded = dynamic.map(besideModule);
  const shared = chunks.flatMap((chunk) => importsOf(chunk).static.map(besideModule));
  assert.deepEqual(
    [...new Set([...loaded, ...shared])].filter((file) => file !== 'showtime-finder.js').sort(),
    [...chunkFiles].sort(),
  );
  assert.match(esModule, /customElements/);
});

test('each chunk imports only the ES module and chunks beside it, and only statically', () => {
  for (const [index, chunk] of chunks.entries()) {
    const { static: statics, dynamic } = importsOf(chunk);
    assert.deepEqual(
      statics.filter((path) => path !== './showtime-finder.js' && !chunkFiles.includes(besideModule(path)!)),
      [],
      chunkFiles[index],
    );
    assert.deepEqual(dynamic, [], chunkFiles[index]);
  }
});

test('the classic script carries its chunks inside: no import() at all', () => {
  assert.deepEqual(importsOf(classic).dynamic, []);
});

test('the classic script is not a module', () => {
  assert.doesNotMatch(classic, /^\s*(import|export)\b/m);
  assert.doesNotMatch(classic, /\bexport\s*\{/);
});

test(`the ES module is within ${budgetBytes} bytes gzip`, () => {
  const gzip = gzipSync(esModule, { level: 9 }).length;
  console.log(`dist/showtime-finder.js: ${esModule.length} bytes, ${gzip} bytes gzip (budget ${budgetBytes})`);
  for (const [index, chunk] of chunks.entries()) {
    const chunkGzip = gzipSync(chunk, { level: 9 }).length;
    console.log(
      `dist/${chunkFiles[index]} (a chunk beside the module): ${chunk.length} bytes, ${chunkGzip} bytes gzip`,
    );
  }
  assert.ok(gzip <= budgetBytes, `${gzip} bytes gzip is over the budget of ${budgetBytes}`);
});

// A viewer needs the texts of their language, a chunk beside the module, before the first showtime: the module and
// the largest of them together hold the ceiling (README, "Browser support and size").
test(`the ES module with the texts of any language is within ${budgetBytes} bytes gzip`, () => {
  const textChunks = chunkFiles.filter((file) => TEXT_LANGUAGES.some((language) => file.startsWith(`${language}-`)));
  assert.equal(textChunks.length, TEXT_LANGUAGES.length, 'a chunk for each language');
  const largest = Math.max(
    ...textChunks.map((file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length),
  );
  const gzip = gzipSync(esModule, { level: 9 }).length + largest;
  console.log(`dist/showtime-finder.js with the largest texts chunk: ${gzip} bytes gzip (budget ${budgetBytes})`);
  assert.ok(gzip <= budgetBytes, `${gzip} bytes gzip is over the budget of ${budgetBytes}`);
});

test('every script is pure ASCII: other characters are escapes, so a page in another charset reads them right', () => {
  // A classic script without a charset of its own is read in its page's (test/browser/classic-script.test.ts).
  for (const file of readdirSync(outDir).filter((name) => name.endsWith('.js'))) {
    const bytes = readFileSync(join(outDir, file));
    const at = bytes.findIndex((byte) => byte >= 0x80);
    assert.equal(at, -1, `${file} has a byte of 0x80 or more at ${at}: ${bytes.subarray(at - 20, at + 4).toString()}`);
  }
});

test('holds no server code and no client secret handling', () => {
  for (const bundle of [esModule, classic, ...chunks]) {
    assert.doesNotMatch(bundle, /client_secret|clientSecret|createTokenHandler|node:/);
  }
});

test('needs no eval: no eval( and no new Function (a strict CSP forbids both)', () => {
  for (const bundle of [esModule, classic, ...chunks]) {
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
