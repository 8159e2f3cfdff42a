// The tests drive the system's browsers (test/support/engines.ts: Debian's Chromium, Firefox ESR and WebKitGTK),
// so `npm install` must not download a Chrome of puppeteer's own (a dependency of @web/test-runner-puppeteer, whose
// install script reads this file from the project's root). test/node/install.test.ts checks that it is read.
/** @type {import('puppeteer').Configuration} */
module.exports = { skipDownload: true };
