// A wtr plugin with one command, `coarse-pointer` (payload true or false), that makes the test page's
// primary pointer a finger or a mouse again, so that `(pointer: coarse)` matches or not: Chromium's
// touch emulation over the DevTools protocol, through Playwright. Puppeteer over BiDi (Firefox) and
// WebDriver classic (WebKit) have no such switch: the command answers false there.
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

export function pointerPlugin(): TestRunnerPlugin {
  return {
    name: 'pointer',
    async executeCommand({ command, payload, session }) {
      if (command !== 'coarse-pointer') return undefined;
      const handle = pageOf(session);
      if (handle.type !== 'playwright') return false;
      const devtools = await handle.page.context().newCDPSession(handle.page);
      await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: payload === true, maxTouchPoints: 1 });
      return true;
    },
  };
}
