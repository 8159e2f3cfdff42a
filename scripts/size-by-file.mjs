// Where the browser bundle's bytes come from: the widget bundled and minified once (by esbuild,
// which tsx and the test runner bring along), and each module's minified bytes inside that one
// bundle, with its proportional share of the gzip total. Measured inside one bundle, so merging
// or splitting files does not change the figures; the budget itself is held by
// test/node/build.test.ts, on vite's build. Usage: node scripts/size-by-file.mjs
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const { outputFiles, metafile } = await build({
  entryPoints: ['src/showtime-finder-define.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  conditions: ['production', 'module', 'browser', 'default'],
  write: false,
  metafile: true,
  logLevel: 'silent',
});
const gzip = gzipSync(outputFiles[0].contents, { level: 9 }).length;
const inputs = Object.entries(Object.values(metafile.outputs)[0].inputs);
const minified = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);

/** node_modules/@lit/task/... -> @lit/task; src files keep their path. */
const owner = (path) => {
  const inPackage = path.split('node_modules/')[1];
  if (!inPackage) return path;
  const parts = inPackage.split('/');
  return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
};
const bytes = new Map();
for (const [path, input] of inputs) bytes.set(owner(path), (bytes.get(owner(path)) ?? 0) + input.bytesInOutput);

console.log(`esbuild bundle: ${minified} bytes minified, ${gzip} bytes gzip\n`);
console.log('minified  ~gzip  module');
for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1])) {
  if (size > 0)
    console.log(`${String(size).padStart(8)} ${String(Math.round((size / minified) * gzip)).padStart(6)}  ${name}`);
}
