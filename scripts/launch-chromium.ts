/**
 * Headless Chromium for the Node tests, the benchmarks and the screenshots: Debian's where it is
 * installed (the only browser this project's machines may install), else Playwright's own
 * download where a machine has one. web-test-runner.config.mjs makes the same choice.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import type { Browser } from 'playwright';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** `extraArgs`: more command-line switches, e.g. the benchmark's `--js-flags=--expose-gc`. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
