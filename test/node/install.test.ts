// README, "Requirements": `npm install` downloads no browser, with no variable set. Puppeteer (a dependency of
// @web/test-runner-puppeteer) would download a Chrome at install; its install script searches for its configuration
// from its own folder upwards, and finds the project's .puppeteerrc.cjs. The whole install in a fresh clone is
// proved by scripts/fresh-install.mjs, a step of .ci/run (too slow for `npm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const withoutPuppeteerVariables = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('PUPPETEER_')),
);

test("puppeteer's install reads the project's configuration: skip every browser download, without PUPPETEER_SKIP_DOWNLOAD", () => {
  const script = `const { getConfiguration } = require('puppeteer/lib/cjs/puppeteer/getConfiguration.js');
    const c = getConfiguration();
    console.log(JSON.stringify({ all: c.skipDownload, chrome: c.chrome.skipDownload,
      shell: c['chrome-headless-shell'].skipDownload, firefox: c.firefox.skipDownload }));`;
  const answer = execFileSync(process.execPath, ['-e', script], { env: withoutPuppeteerVariables, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(answer), { all: true, chrome: true, shell: true, firefox: true });
});
