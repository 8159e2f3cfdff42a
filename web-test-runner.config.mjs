// Browser tests: real Chromium (Debian's, or a Playwright-installed one where present), the
// viewer's zone pinned to a zone that none of the seed's cinemas use, and the test page served
// on another origin than the emulator, so that CORS and OAuth are exercised for real.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { countReporter } from './test/support/count-reporter.mjs';
import { emulatorPlugin } from './test/support/emulator-plugin.ts';
import { tokenRoutePlugin } from './test/support/token-route-plugin.ts';
import { proxyRoutePlugin } from './test/support/proxy-route-plugin.ts';
import { fixedPlatformPlugin } from './test/support/fixed-platform-plugin.ts';
import { geolocationPlugin } from './test/support/geolocation-plugin.ts';

/** The viewer's time zone in every browser test: no cinema of the seed is in it. */
export const VIEWER_TIME_ZONE = 'America/Los_Angeles';

const debianChromium = '/usr/bin/chromium';

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  reporters: [defaultReporter(), countReporter(process.env.WTR_SUMMARY_FILE)],
  concurrency: 1,
  testFramework: { config: { timeout: 15000 } },
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    emulatorPlugin(),
    tokenRoutePlugin(),
    proxyRoutePlugin(),
    fixedPlatformPlugin(),
    geolocationPlugin(),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        // Without an executablePath Playwright uses its own download, where a machine has one.
        executablePath: existsSync(debianChromium) ? debianChromium : undefined,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
      createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: VIEWER_TIME_ZONE, locale: 'en-US' }),
    }),
  ],
};
