// Browser tests: real Chromium, Firefox and WebKit (test/support/engines.ts; `ENGINES=firefox` picks some), the
// viewer's zone pinned to a zone that none of the seed's cinemas use, and the test page served on another origin
// than the emulator, so that CORS and OAuth are exercised for real. Coverage, where asked for, comes from Chromium
// alone: the other launchers write empty reports.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { countReporter } from './test/support/count-reporter.mjs';
import { emulatorPlugin } from './test/support/emulator-plugin.ts';
import { tokenRoutePlugin } from './test/support/token-route-plugin.ts';
import { proxyRoutePlugin } from './test/support/proxy-route-plugin.ts';
import { fixedPlatformPlugin } from './test/support/fixed-platform-plugin.ts';
import { geolocationPlugin } from './test/support/geolocation-plugin.ts';
import { viewportPlugin } from './test/support/viewport-plugin.ts';
import { pointerPlugin } from './test/support/pointer-plugin.ts';
import { accessibilityPlugin } from './test/support/accessibility-plugin.ts';
import { clipboardPlugin } from './test/support/clipboard-plugin.ts';
import { soakPlugin } from './test/support/soak-plugin.ts';
import { classicScriptPlugin } from './test/support/classic-script-plugin.ts';
import { keyboardPlugin } from './test/support/keyboard-plugin.ts';
import { launchers, selectedEngines } from './test/support/engines.ts';

/** The viewer's time zone in every browser test: no cinema of the seed is in it. */
export const VIEWER_TIME_ZONE = 'America/Los_Angeles';

const coverage = process.argv.includes('--coverage');
const engines = coverage ? ['chromium'] : selectedEngines();

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  reporters: [defaultReporter(), countReporter(process.env.WTR_SUMMARY_FILE)],
  concurrency: 1,
  // One page per engine, the three engines at once.
  concurrentBrowsers: 3,
  // Firefox takes a while to start a fresh profile, and a file's tests a while to finish, on a busy machine.
  browserStartTimeout: 120_000,
  // A longer fault soak (SOAK_ROUNDS, `npm run bench -- fault-soak`) takes up to five seconds a round.
  testsFinishTimeout: Math.max(300_000, Number(process.env.SOAK_ROUNDS ?? 0) * 5_000),
  testFramework: { config: { timeout: 15000 } },
  plugins: [
    // The element's `@property` decorators are TypeScript's (tsconfig.json's experimentalDecorators).
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('tsconfig.json', import.meta.url)) }),
    emulatorPlugin(),
    tokenRoutePlugin(),
    proxyRoutePlugin(),
    fixedPlatformPlugin(),
    geolocationPlugin(),
    viewportPlugin(),
    pointerPlugin(),
    accessibilityPlugin(),
    clipboardPlugin(),
    soakPlugin(),
    classicScriptPlugin(),
    keyboardPlugin(),
  ],
  browsers: await launchers(engines, { timeZone: VIEWER_TIME_ZONE, locale: 'en-US' }),
};
