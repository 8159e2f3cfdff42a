// The fault soaks, run long (issue "Every engine, every fault"): the showtime proxy's soak in Node
// (test/node/showtime-proxy-soak.test.ts, 2,000 random steps after its round of every kind on every
// endpoint) and the widget's soak in Chromium (test/browser/fault-soak.test.ts, every kind of fault
// on every endpoint in both modes three times over, with new draws), with a seed of their own:
// SOAK_SEED replays a run, else each run draws a new one and prints it. `npm test` runs both soaks
// short, with the project's seed. Figures: how long each took, and how the widget's loads ended.
// A soak that fails makes this benchmark fail: a failure is a bug found, not a slow run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from './support/results.js';
import type { Figure } from './support/results.js';

const SEED = Number(process.env['SOAK_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const PROXY_ROUNDS = 2_000;
/** Three times each kind of fault on each endpoint in both modes (8 x 3 x 2 = 48 a time). */
const WIDGET_ROUNDS = 3 * 48;

/** Runs a soak's test file; answers whether it passed, and how long it took. */
function soak(args: string[], env: Record<string, string>): { passed: boolean; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { passed: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

console.log(`Seed ${SEED} (SOAK_SEED=${SEED} npm run bench -- fault-soak replays this run)`);
const proxy = soak(['--import', 'tsx', '--test', 'test/node/showtime-proxy-soak.test.ts'], {
  SOAK_SEED: String(SEED),
  SOAK_ROUNDS: String(PROXY_ROUNDS),
});
const reportFile = join(mkdtempSync(join(tmpdir(), 'showtime-finder-soak-')), 'widget-soak.json');
const widget = soak(['scripts/test.mjs', 'test/browser/fault-soak.test.ts'], {
  ENGINES: 'chromium',
  SOAK_SEED: String(SEED),
  SOAK_ROUNDS: String(WIDGET_ROUNDS),
  SOAK_REPORT: reportFile,
});
const tally = existsSync(reportFile)
  ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { tally: Record<string, number> }).tally
  : {};

const figures: Figure[] = [
  { name: `proxy soak, ${PROXY_ROUNDS} steps: ${proxy.passed ? 'passed' : 'FAILED'}`, value: proxy.seconds, unit: 's' },
  {
    name: `widget soak, ${WIDGET_ROUNDS} loads: ${widget.passed ? 'passed' : 'FAILED'}`,
    value: widget.seconds,
    unit: 's',
  },
  ...Object.entries(tally)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, count]) => ({
      name: `widget soak: ${outcome}`,
      value: count,
      unit: outcome === 'retries' ? 'retries' : 'loads',
    })),
];
report('fault-soak', figures, { seed: SEED, proxyRounds: PROXY_ROUNDS, widgetRounds: WIDGET_ROUNDS });
process.exit(proxy.passed && widget.passed ? 0 : 1);
