// A wtr plugin with one command, `coarse-pointer` (payload true or false), that makes the test page's
// primary pointer a finger or a mouse again, so that `(pointer: coarse)` matches or not: Chromium's
// touch emulation over the DevTools protocol, through Playwright. Puppeteer over BiDi (Firefox) and
// WebDriver classic (WebKit) have no such switch: the command answers false there.
import type { TestRunnerPlugin } from '@web/test-runner';
import type { CDPSession } from 'playwright';
import { pageOf } from './page-control.js';

/** One DevTools session a page, kept: the emulation lasts as long as the session that set it. */
const sessions = new WeakMap<object, Promise<CDPSession>>();

export function pointerPlugin(): TestRunnerPlugin {
  return {
    name: 'pointer',
    async executeCommand({ command, payload, session }) {
      if (command !== 'coarse-pointer') return undefined;
      const handle = pageOf(session);
      if (handle.type !== 'playwright') return false;
      const { page } = handle;
      if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
      const devtools = await sessions.get(page)!;
      await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: payload === true, maxTouchPoints: 1 });
      return true;
    },
  };
}
