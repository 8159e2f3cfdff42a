// The browser bundles' bytes over the wire (docs/performance.md): gzip (zlib level 9, as the
// budget test measures) and brotli (quality 11) of both builds, beside the dependency floor: lit,
// and @lit/task alone (bench/dependency-floor.ts), built the same way. A figure to watch on every change; never fails.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';

const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-bench-'));
await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });

const floorDir = mkdtempSync(join(tmpdir(), 'showtime-finder-floor-'));
await build({
  logLevel: 'error',
  build: {
    outDir: floorDir,
    emptyOutDir: true,
    lib: { entry: 'bench/dependency-floor.ts', formats: ['es'], fileName: () => 'floor.js' },
  },
});

function sizes(label: string, file: string): Figure[] {
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return [
    { name: `${label}: raw`, value: bytes.length, unit: 'B' },
    { name: `${label}: gzip`, value: gzipSync(bytes, { level: 9 }).length, unit: 'B' },
    { name: `${label}: brotli`, value: brotli, unit: 'B' },
  ];
}

report('bundle', [
  ...sizes('showtime-finder.js (ES module)', join(outDir, 'showtime-finder.js')),
  ...sizes('showtime-finder.iife.js (classic script)', join(outDir, 'showtime-finder.iife.js')),
  ...sizes('dependency floor (lit, @lit/task)', join(floorDir, 'floor.js')),
]);
