// `npm run bench`: runs every bench/*.bench.ts in turn (or those whose name contains an argument:
// `npm run bench -- widget`), each in its own Node process so that one benchmark's warm caches and
// JIT state do not flatter the next, and writes their figures to bench/results.json with the
// Node and Chromium versions and the date (a whole run only). Figures only; exits non-zero only
// when a benchmark crashes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
const resultsFile = join(mkdtempSync(join(tmpdir(), 'showtime-finder-bench-')), 'results.jsonl');

let crashed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: resultsFile },
  });
  if (result.status !== 0) {
    crashed += 1;
    console.error(`${file} exited with ${result.status ?? result.signal}`);
  }
}

const benchmarks = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown)
  : [];
// Only a whole run replaces bench/results.json: the figures of docs/performance.md come from one, and a run of
// one benchmark or section would leave the others out.
if (filters.length === 0 && !process.env['BENCH_SECTION']) {
  writeFileSync(
    join(benchDir, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, benchmarks }, null, 2)}\n`,
  );
  console.log(`\nFigures written to bench/results.json`);
} else {
  console.log(`\nA partial run: bench/results.json keeps the last whole run's figures`);
}
process.exit(crashed > 0 ? 1 : 0);
