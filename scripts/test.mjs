// `npm test`: type-check, lint and format check, then the Node suites (two files at a time, one per core of the
// machines we run on), then the browser suites in each engine that ENGINES names (default: Chromium, Firefox and
// WebKit; Chromium alone for a filtered run), a line per engine with its counts and how long it took, and one closing
// line "N passed, M failed, K skipped" over all of them. Exits non-zero when anything failed. Arguments are passed to
// both runners as file filters: `npm test -- test/browser/foo.test.ts`. WebKit's MiniBrowser has no headless mode:
// without a display it runs on a virtual one (xvfb-run).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endLeftovers } from './leftover-processes.mjs';

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
// The suites that read the package as `npm run build` writes it (dist/) run side by side: it is built once, here, and
// they read it without building it again (SHOWTIME_FINDER_BUILT), so that none reads dist/ while another rewrites it.
const packageReaders = nodeFiles.filter((file) => /(package|framework-types|nextjs)\.test\.ts$/.test(file));
const built = packageReaders.length > 0 && run('npm', ['run', '--silent', 'build']) === 0;
if (packageReaders.length > 0 && !built) {
  console.error('npm run build failed: the package suites read what it writes.');
  totals.failed += 1;
}
if (nodeFiles.length > 0) {
  const tap = join(work, 'node.tap');
  const status = run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...nodeFiles,
    ],
    built ? { SHOWTIME_FINDER_BUILT: '1' } : {},
  );
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

/**
 * One engine's test runner, in a process group of its own (so that a signal the runner's processes send their
 * group reaches nothing else), ended with its group when `npm test` is stopped. Answers its exit status (1 when
 * killed) and its group.
 */
function runEngine(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // ended already
    }
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve) => {
    child.on('error', () => resolve([1, child.pid]));
    child.on('exit', (status) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve([status ?? 1, child.pid]);
    });
  });
}

// Each engine in a test runner of its own, one after another: with the three in one runner, the
// run was killed part way (SIGTERM) in 4 runs of 5; each alone never was. Firefox and WebKit side
// by side took a minute off, but two browsers on two cores leave the timed waits of the tests less
// margin, so they stay one after another (the WebKit failure that ended that trial was a WebKit bug:
// docs/browser-support.md, "What the engines found"). Every engine by default, as in test/support/engines.ts; a run
// of some files (a filter), while a change is made, in Chromium.
const defaultEngines = filters.length > 0 ? 'chromium' : 'chromium,firefox,webkit';
const engines = (process.env.ENGINES ?? defaultEngines).split(',').map((name) => name.trim().toLowerCase());
const browserFiles = testFiles(['test/browser'], /\.test\.ts$/);
const engineLines = [];
let stopped = false;
process.once('SIGINT', () => (stopped = true)).once('SIGTERM', () => (stopped = true));
for (const engine of browserFiles.length > 0 ? engines : []) {
  if (stopped) break;
  const summary = join(work, `browser-${engine}.json`);
  const groupsFile = join(work, `browser-${engine}.groups`);
  // The browsers' profiles go here, so that what outlives the run can be told by its command line.
  const temporaryDirectory = mkdtempSync(join(work, `${engine}-`));
  const [command, args] = browserCommand(engine, [
    '--import',
    'tsx',
    'node_modules/@web/test-runner/dist/bin.js',
    '--config',
    'web-test-runner.config.mjs',
    ...browserFiles.flatMap((file) => ['--files', file]),
  ]);
  const started = Date.now();
  const [status, runGroup] = await runEngine(command, args, {
    WTR_SUMMARY_FILE: summary,
    ENGINES: engine,
    ENGINE_PROCESS_GROUPS: groupsFile,
    TMPDIR: temporaryDirectory,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  // A run that wrote no totals (it crashed, or was killed) counts as a failure, as does one that ran no test.
  const counted = existsSync(summary)
    ? JSON.parse(readFileSync(summary, 'utf8'))
    : { passed: 0, failed: 1, skipped: 0 };
  if (status !== 0 && counted.failed === 0) counted.failed += 1;
  if (counted.passed + counted.failed + counted.skipped === 0) counted.failed += 1;
  const left = await endLeftovers({ runGroup, groupsFile, temporaryDirectory });
  if (left.length > 0) {
    console.error(`${engine}: these outlived the run, and were ended now:\n  ${left.join('\n  ')}`);
    counted.failed += 1;
  }
  rmSync(temporaryDirectory, { recursive: true, force: true });
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  engineLines.push(
    `${engine}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped in ${seconds} s`,
  );
}

if (stopped) totals.failed += 1;
console.log(`\n${engineLines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
rmSync(work, { recursive: true, force: true });
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
