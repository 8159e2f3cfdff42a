// A wtr plugin with one command, `viewport` (payload {width, height}), that sizes the test page's
// viewport in every engine. @web/test-runner-commands' setViewport knows no WebDriver: there the
// window is sized, and sized again by what its frame (toolbar, borders) took from the viewport.
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf, runInPage, type Session } from './page-control.js';

interface Size {
  width: number;
  height: number;
}

async function sizeWindow(
  session: Session,
  driver: { setWindowSize(w: number, h: number): Promise<unknown> },
  size: Size,
) {
  await driver.setWindowSize(size.width, size.height);
  const inner = await runInPage<Size>(session, 'return { width: innerWidth, height: innerHeight };');
  await driver.setWindowSize(2 * size.width - inner.width, 2 * size.height - inner.height);
}

export function viewportPlugin(): TestRunnerPlugin {
  return {
    name: 'viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'viewport') return undefined;
      const size = payload as Size;
      const handle = pageOf(session);
      if (handle.type === 'playwright') await handle.page.setViewportSize(size);
      else if (handle.type === 'puppeteer') await handle.page.setViewport(size);
      else await sizeWindow(session, handle.driver, size);
      return runInPage<Size>(session, 'return { width: innerWidth, height: innerHeight };');
    },
  };
}
