// `node scripts/fresh-install.mjs` (a step of .ci/run): the README's first command on a clean machine. Clones this
// repository's committed HEAD into a temporary directory and runs `npm ci` there with install scripts on and without
// any variable that skips a download (PUPPETEER_*, PLAYWRIGHT_*), then fails unless it succeeded and downloaded no
// browser: the browsers' caches (~/.cache/puppeteer, ~/.cache/ms-playwright) are as they were, and no puppeteer is
// installed (test/node/install.test.ts names the packages whose install scripts run, and what each does). Bounded:
// the install gets five minutes. Removes its clone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const INSTALL_TIMEOUT_MS = 5 * 60_000;
const browserCaches = ['puppeteer', 'ms-playwright'].map((name) => join(homedir(), '.cache', name));
/** Every file under the browsers' caches, or null for one there is none of. */
const cacheListing = () =>
  browserCaches.map((cache) => (existsSync(cache) ? readdirSync(cache, { recursive: true }).sort() : null));

const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('PUPPETEER_') && !name.startsWith('PLAYWRIGHT_')),
);
const work = mkdtempSync(join(tmpdir(), 'showtime-finder-fresh-'));
const clone = join(work, 'showtime-finder');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}\n${result.stderr}`;
}

const failures = [];
try {
  const head = run('git', ['rev-parse', 'HEAD']).trim();
  run('git', ['clone', '--quiet', '--no-checkout', '.', clone]);
  run('git', ['checkout', '--quiet', head], { cwd: clone });
  const before = JSON.stringify(cacheListing());
  const started = Date.now();
  const output = run(
    'npm',
    ['ci', '--ignore-scripts=false', '--foreground-scripts', '--no-audit', '--no-fund', '--loglevel=notice'],
    { cwd: clone, timeout: INSTALL_TIMEOUT_MS },
  );
  console.log(
    `fresh-install: npm ci in a clone of ${head.slice(0, 7)} took ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (existsSync(join(clone, 'node_modules', 'puppeteer')))
    failures.push('puppeteer, which downloads a Chrome, is installed');
  if (JSON.stringify(cacheListing()) !== before) {
    failures.push(`${browserCaches.join(' or ')} changed: a browser was downloaded:\n${output}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`fresh-install: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('fresh-install: installed without downloading a browser, and without any variable to skip one');
