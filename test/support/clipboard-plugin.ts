// A wtr plugin with one command, `clipboard` (payload 'grant' or 'deny'), that grants the test page the clipboard
// permissions or takes them back, through Playwright (Chromium), so the showtime sheet's share fallback runs
// against the browser's real Clipboard API and a test can read what it wrote. Firefox (over BiDi) and WebKit
// (WebDriver classic) have no such door here: the command answers false.
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

export function clipboardPlugin(): TestRunnerPlugin {
  return {
    name: 'clipboard',
    async executeCommand({ command, payload, session }) {
      if (command !== 'clipboard') return undefined;
      const handle = pageOf(session);
      if (handle.type !== 'playwright') return false;
      const context = handle.page.context();
      if (payload === 'deny') return context.clearPermissions().then(() => true);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      return true;
    },
  };
}
