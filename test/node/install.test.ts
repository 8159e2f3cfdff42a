// README, "Requirements": `npm install` downloads no browser, with no variable set. The lockfile holds every package
// npm installs, and which of them run a script at install: none may be one that fetches a browser (puppeteer did; the
// Firefox tests drive puppeteer-core, through @web/test-runner-chrome's launcher, which fetches nothing), and each that
// does run one is named here with what its script does. The whole install, scripts on, in a fresh clone is proved by
// scripts/fresh-install.mjs, a step of .ci/run (too slow for `npm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** The packages that run a script at install, and why that fetches nothing from outside the npm registry. */
const INSTALL_SCRIPTS: Record<string, string> = {
  'node_modules/esbuild': 'checks the binary of its platform package',
  'node_modules/tsx/node_modules/esbuild': 'the same, for tsx',
  'node_modules/astro/node_modules/vite/node_modules/esbuild':
    "the same, for the Vite that Astro's example builds with",
  'node_modules/rs-module-lexer': 'checks the binary of its platform package',
  'node_modules/deno': 'links the binary of its platform package (@deno/linux-x64-glibc)',
  'node_modules/bun': 'links the binary of its platform package (@oven/bun-linux-x64)',
  'node_modules/workerd': 'checks the binary of its platform package (@cloudflare/workerd-linux-64), as esbuild does',
  'node_modules/sharp': "miniflare's image library: checks its platform package's libvips; builds only without one",
  'node_modules/geckodriver':
    'downloads a driver only with GECKODRIVER_AUTO_INSTALL set; the tests drive Firefox by BiDi',
  'node_modules/edgedriver': 'downloads a driver only with EDGEDRIVER_AUTO_INSTALL set; no test drives Edge',
};

test('no installed package downloads a browser: puppeteer is not in the lockfile, puppeteer-core is', () => {
  assert.equal(lock.packages['node_modules/puppeteer'], undefined);
  assert.ok(lock.packages['node_modules/puppeteer-core'], 'the Firefox launcher drives puppeteer-core');
});

test('the packages that run a script at install are the ones named here, each fetching nothing at install', () => {
  const running = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path)
    .sort();
  assert.deepEqual(running, Object.keys(INSTALL_SCRIPTS).sort());
});
