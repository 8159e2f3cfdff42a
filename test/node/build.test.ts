// The browser bundle as embedders get it (docs/design.md, "Public contract", Builds; docs/performance.md): built for
// real, then checked for what must and must not be inside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { TEXT_LANGUAGES } from '../../src/i18n/text-languages.js';

// docs/design.md, "Builds": what a viewer loads before the first showtime, per mode, and the sheet on its own; bought
// with code, chunking and dependency choices only. Moved from 34 and 30 KB by issues 38, 40 and 44 (docs/design.md says
// why).
const TOKEN_MODE_CEILING = 37 * 1024;
const PROXY_MODE_CEILING = 35 * 1024;
const SHEET_CEILING = 8 * 1024;
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
  // docs/design.md, "Builds": a chunk is what is needed after the first showtime (docs/browser-support.md):
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

/** Gzip level 9, as docs/design.md measures. */
const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

/** The chunk whose source file is `name` (vite names a chunk after it, with a hash). */
function chunkOf(name: string): string {
  const file = chunkFiles.find((chunk) => chunk.startsWith(`${name}-`));
  assert.ok(file, `a chunk for ${name}`);
  return file;
}

/** A chunk and every chunk it imports statically, all fetched before it runs. */
function withImports(file: string): string[] {
  const imported = importsOf(readFileSync(join(outDir, file), 'utf8')).static.map(besideModule);
  const chunksImported = imported.filter((name): name is string => !!name && name !== 'showtime-finder.js');
  return [file, ...chunksImported.flatMap(withImports)];
}

/** The bytes of some files, each counted once. */
const bytesOf = (files: readonly string[]) => [...new Set(files)].reduce((sum, file) => sum + gzipBytes(file), 0);

const textChunks = chunkFiles.filter((file) => TEXT_LANGUAGES.some((language) => file.startsWith(`${language}-`)));
/** The texts of the viewer's language: the largest language counts. */
const largestTexts = textChunks.reduce((largest, file) => (gzipBytes(file) > gzipBytes(largest) ? file : largest));
/** What each mode loads before its first showtime, without `url-param` and with it (its chunk loads beside the first request). */
const beforeFirstShowtime = {
  proxy: ['showtime-finder.js', largestTexts],
  token: ['showtime-finder.js', largestTexts, ...withImports(chunkOf('platform-pages'))],
};
const withUrlParam = (files: string[]) => [...files, ...withImports(chunkOf('url-choice'))];

test('a chunk for each language', () => {
  assert.equal(textChunks.length, TEXT_LANGUAGES.length);
});

test('the files every chunk is made of, and their bytes', () => {
  for (const file of ['showtime-finder.js', ...chunkFiles]) {
    console.log(`dist/${file}: ${readFileSync(join(outDir, file)).length} bytes, ${gzipBytes(file)} bytes gzip`);
  }
  assert.ok(chunkFiles.length > 0);
});

for (const [mode, ceiling] of [
  ['proxy', PROXY_MODE_CEILING],
  ['token', TOKEN_MODE_CEILING],
] as const) {
  test(`${mode} mode loads at most ${ceiling} bytes gzip before its first showtime, with url-param too`, () => {
    const files = beforeFirstShowtime[mode];
    const bytes = bytesOf(files);
    const withParam = bytesOf(withUrlParam(files));
    console.log(
      `${mode} mode: ${bytes} bytes gzip (${files.join(', ')}); with url-param ${withParam} (ceiling ${ceiling})`,
    );
    assert.ok(withParam <= ceiling, `${withParam} bytes gzip is over the ceiling of ${ceiling}`);
  });
}

test("proxy mode loads nothing of token mode: the platform pages' checks and shaping are in token mode's chunks", () => {
  const tokenChunks = beforeFirstShowtime.token.filter((file) => !beforeFirstShowtime.proxy.includes(file));
  const tokenChunk = tokenChunks.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  // The shaping's own words: its warning of bad items, and the drafts it leaves out.
  for (const words of [/bad items/, /draft/]) {
    assert.match(tokenChunk, words);
    assert.doesNotMatch(esModule, words);
  }
});

test(`the showtime sheet, loaded on a click, is at most ${SHEET_CEILING} bytes gzip on its own`, () => {
  const sheet = withImports(chunkOf('open-sheet'));
  const bytes = bytesOf(sheet);
  console.log(`the sheet: ${bytes} bytes gzip (${sheet.join(', ')}; ceiling ${SHEET_CEILING})`);
  assert.ok(bytes <= SHEET_CEILING, `${bytes} bytes gzip is over the ceiling of ${SHEET_CEILING}`);
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
