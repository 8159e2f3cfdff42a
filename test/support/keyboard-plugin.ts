// A wtr plugin with one command, `shift-tab`, that presses Tab with Shift held in every engine: @web/test-runner-
// commands' sendKeys holds a key only in Playwright and Puppeteer (down/up), and WebDriver takes only single presses.
// Playwright presses the chord; Puppeteer holds Shift around Tab; WebDriver's key sequence holds a modifier until it
// comes again (webdriverio's `keys`).
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

export function keyboardPlugin(): TestRunnerPlugin {
  return {
    name: 'keyboard',
    async executeCommand({ command, session }) {
      if (command !== 'shift-tab') return undefined;
      const handle = pageOf(session);
      if (handle.type === 'playwright') {
        await handle.page.keyboard.press('Shift+Tab');
      } else if (handle.type === 'puppeteer') {
        await handle.page.keyboard.down('Shift');
        await handle.page.keyboard.press('Tab');
        await handle.page.keyboard.up('Shift');
      } else {
        await handle.driver.keys(['Shift', 'Tab', 'Shift']);
      }
      return true;
    },
  };
}
