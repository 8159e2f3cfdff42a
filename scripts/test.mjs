// `npm test`: type-check, lint and format check, then the Node suites, then the browser suites in each engine that
// ENGINES names (Chromium by default; `npm run test:engines` runs Chromium, Firefox and WebKit), and one closing line
// "N passed, M failed" over all of them. Exits non-zero when anything failed. Arguments are passed to both runners
// as file filters: `npm test -- test/browser/foo.test.ts`. WebKit's MiniBrowser has no headless mode: without a
// display it runs on a virtual one (xvfb-run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'showtime-finder-test-'));
const filters = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function testFiles(dirs, pattern) {
  return dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => join(dir, file)))
    .filter((file) => pattern.test(file))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
}

if (filters.length === 0 && run('node_modules/.bin/tsc', ['-p', '.']) !== 0) {
  console.error('Type check failed.');
  totals.failed += 1;
}

if (filters.length === 0 && run('npm', ['run', '--silent', 'lint']) !== 0) {
  console.error('Lint or format check failed: `npm run format` fixes most of it.');
  totals.failed += 1;
}

const nodeFiles = testFiles(['test/node', 'emulator/test'], /\.test\.ts$/);
if (nodeFiles.length > 0) {
  const tap = join(work, 'node.tap');
  const status = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...nodeFiles,
  ]);
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  if (status !== 0 && count('fail') + count('cancelled') === 0) totals.failed += 1;
}

/** One engine's browser run: under xvfb-run (a screen larger than the tests' viewports) for WebKit without a display. */
function browserCommand(engine, args) {
  if (engine !== 'webkit' || process.env.DISPLAY) return [process.execPath, args];
  return ['xvfb-run', ['--auto-servernum', '--server-args=-screen 0 1920x1080x24', process.execPath, ...args]];
}

// Each engine in a test runner of its own, one after another: with the three in one runner, the
// run was killed part way (SIGTERM) in 4 runs of 5; each alone never was. Same engine list and
// default as test/support/engines.ts.
const engines = (process.env.ENGINES ?? 'chromium').split(',').map((name) => name.trim().toLowerCase());
const browserFiles = testFiles(['test/browser'], /\.test\.ts$/);
for (const engine of browserFiles.length > 0 ? engines : []) {
  const summary = join(work, `browser-${engine}.json`);
  const [command, args] = browserCommand(engine, [
    '--import',
    'tsx',
    'node_modules/@web/test-runner/dist/bin.js',
    '--config',
    'web-test-runner.config.mjs',
    ...browserFiles.flatMap((file) => ['--files', file]),
  ]);
  const status = run(command, args, { WTR_SUMMARY_FILE: summary, ENGINES: engine });
  const counted = existsSync(summary)
    ? JSON.parse(readFileSync(summary, 'utf8'))
    : { passed: 0, failed: 1, skipped: 0 };
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (status !== 0 && counted.failed === 0) totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
