// Prints the size of each browser bundle, raw and gzip (level 9), against the 24 KB gzip budget
// of the ES module (README, "Performance"). A figure to watch on every change; never fails.
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const budgetBytes = 24 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-bench-'));
await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });

for (const file of ['showtime-finder.js', 'showtime-finder.iife.js']) {
  const bundle = await readFile(join(outDir, file));
  const gzip = gzipSync(bundle, { level: 9 }).length;
  const share = file.endsWith('.iife.js')
    ? ''
    : ` (${((gzip / budgetBytes) * 100).toFixed(0)}% of the ${budgetBytes} byte budget)`;
  console.log(`${file}: ${bundle.length} bytes raw, ${gzip} bytes gzip${share}`);
}
