/** Headless Chromium for the browser benchmarks: Debian's where it is installed, else Playwright's own. */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import type { Browser } from 'playwright';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
