// `npm run bench`: runs every bench/*.bench.ts in turn, each in its own Node process so that one
// benchmark's warm caches and JIT state do not flatter the next. Figures only; exits non-zero
// only when a benchmark crashes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

let crashed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    crashed += 1;
    console.error(`${file} exited with ${result.status ?? result.signal}`);
  }
}
process.exit(crashed > 0 ? 1 : 0);
