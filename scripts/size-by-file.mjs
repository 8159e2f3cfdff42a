// Where the browser bundle's bytes come from: each shipped source file minified on its own and
// gzipped, largest first, with a total per folder. Files compress better together than alone, so
// the figures overstate a file's share of the bundle; use them to compare, the build test for the
// budget. Usage: node scripts/size-by-file.mjs [folder-prefix ...]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

const prefixes = process.argv.slice(2);
const files = readdirSync('src', { recursive: true })
  .map((file) => `src/${file}`)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('src/server/'))
  .filter((file) => prefixes.length === 0 || prefixes.some((prefix) => file.startsWith(prefix)));

const rows = [];
for (const file of files) {
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'ts', minify: true, format: 'esm', target: 'es2022' });
  rows.push({ file, minified: code.length, gzip: gzipSync(code, { level: 9 }).length });
}
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${String(row.gzip).padStart(6)} ${String(row.minified).padStart(7)}  ${row.file}`);
const folders = new Map();
for (const row of rows) {
  const folder = row.file.split('/').slice(0, 2).join('/');
  folders.set(folder, (folders.get(folder) ?? 0) + row.gzip);
}
console.log('\ngzip per folder (files alone):');
for (const [folder, gzip] of folders) console.log(`${String(gzip).padStart(6)}  ${folder}`);
