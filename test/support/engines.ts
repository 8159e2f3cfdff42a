/**
 * The browsers the browser suites run in: Debian's Chromium (Playwright), Debian's Firefox ESR
 * (puppeteer-core over WebDriver BiDi, which downloads no browser of its own) and WebKitGTK's MiniBrowser (WebKitWebDriver, which this module
 * starts itself). Each has the viewer's zone and locale pinned. `ENGINES=chromium,firefox` picks some.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import type { BrowserLauncher } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { CHROMIUM_LAUNCH } from '../../scripts/launch-chromium.js';
import { freePort } from './free-port.js';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

export interface EngineOptions {
  timeZone: string;
  locale: string;
}

const FIREFOX_ESR = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The engines named in `ENGINES` (comma-separated), else all three. */
export function selectedEngines(list = process.env['ENGINES']): EngineName[] {
  if (!list) return [...ENGINE_NAMES];
  const names = list.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !ENGINE_NAMES.includes(name as EngineName));
  if (unknown.length > 0) throw new Error(`ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINE_NAMES})`);
  return names as EngineName[];
}

export function chromium({ timeZone, locale }: EngineOptions): BrowserLauncher {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: timeZone, locale }),
  });
}

/** Firefox reads its zone from TZ at start, and its locale from these prefs. */
export function firefox({ timeZone, locale }: EngineOptions): BrowserLauncher {
  // @web/test-runner-chrome's launcher drives puppeteer-core, whatever the browser it is told to launch.
  return chromeLauncher({
    launchOptions: {
      browser: 'firefox',
      executablePath: FIREFOX_ESR,
      headless: true,
      env: { ...process.env, TZ: timeZone },
      extraPrefsFirefox: {
        'intl.locale.requested': locale,
        'intl.accept_languages': locale,
        'intl.regional_prefs.use_os_locales': false,
        // Scrollbars that take no room, as on a phone and in Playwright's headless Chromium.
        'ui.useOverlayScrollbars': 1,
        // Chromium's default font here (its Times New Roman is fontconfig's Liberation Serif), not DejaVu Serif, so
        // that the layout goals measure the same text in both.
        'font.name.serif.x-western': 'Liberation Serif',
      },
    },
  });
}

/**
 * WebKitGTK's MiniBrowser through a WebKitWebDriver of our own on a free port. The driver and the
 * browser it starts inherit TZ and LANG. The driver refuses a BiDi session, hence classic.
 */
export async function webkit({ timeZone, locale }: EngineOptions): Promise<BrowserLauncher> {
  const port = await freePort();
  const language = `${locale.replace('-', '_')}.UTF-8`;
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, TZ: timeZone, LANG: language, LC_ALL: language },
    stdio: 'ignore',
    // A process group of its own: a signal the driver sends its group must not end the test run.
    detached: true,
  });
  stopOnExit(driver);
  recordGroup(driver);
  await driverReady(port, driver);
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  } as Parameters<typeof webdriverLauncher>[0]);
}

/** The launchers of the selected engines, in the order Chromium, Firefox, WebKit. */
export async function launchers(engines: EngineName[], options: EngineOptions): Promise<BrowserLauncher[]> {
  const make = { chromium, firefox, webkit };
  return Promise.all(ENGINE_NAMES.filter((name) => engines.includes(name)).map((name) => make[name](options)));
}

async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`${WEBKIT_DRIVER} exited with ${driver.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${WEBKIT_DRIVER} did not answer on port ${port}`);
}

/** The driver ends with the test run, however the run ends; it never keeps the run alive. */
function stopOnExit(child: ChildProcess): void {
  child.unref();
  process.once('exit', () => child.kill());
}

/**
 * Names the child's process group in the file `ENGINE_PROCESS_GROUPS` names, where `npm test` (scripts/test.mjs)
 * looks for what outlived a run that ended without its clean-up.
 */
function recordGroup(child: ChildProcess): void {
  const file = process.env['ENGINE_PROCESS_GROUPS'];
  if (file && child.pid) appendFileSync(file, `${child.pid}\n`);
}
