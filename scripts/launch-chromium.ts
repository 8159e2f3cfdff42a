/**
 * Headless Chromium for the Node tests, the benchmarks and the screenshots: Debian's where it is
 * installed (the only browser this project's machines may install), else Playwright's own
 * download where a machine has one. The browser tests launch it with the same options (test/support/engines.ts).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import type { Browser } from 'playwright';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium where installed, and the switches every run here uses (no sandbox as root, no background work). */
export const CHROMIUM_LAUNCH = {
  executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** `extraArgs`: more command-line switches, e.g. the benchmark's `--js-flags=--expose-gc`. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, ...extraArgs] });
}
