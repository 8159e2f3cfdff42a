// A wtr plugin with one command, `set-geolocation` (payload {latitude, longitude}), that grants
// the test page the geolocation permission and places the browser there through Playwright
// (Chromium) or Puppeteer over BiDi (Firefox), so the widget's "near me" runs against the
// browser's real Geolocation API; payload `null` takes the permission back (denies it in
// Firefox), so the browser refuses the position. WebDriver classic (WebKit) can do neither: the command answers false.
import type { TestRunnerPlugin } from '@web/test-runner';
import { pageOf } from './page-control.js';

export function geolocationPlugin(): TestRunnerPlugin {
  return {
    name: 'geolocation',
    async executeCommand({ command, payload, session }) {
      if (command !== 'set-geolocation') return undefined;
      const handle = pageOf(session);
      const position = payload as { latitude: number; longitude: number } | null;
      if (handle.type === 'playwright') {
        const context = handle.page.context();
        if (position === null) return context.clearPermissions().then(() => true);
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(position);
        return true;
      }
      if (handle.type === 'puppeteer') {
        // Denied outright: with no decision Firefox would wait for an answer to its prompt.
        const state = position === null ? 'denied' : 'granted';
        const origin = new URL(handle.page.url()).origin;
        await handle.page.browserContext().setPermission(origin, { permission: { name: 'geolocation' }, state });
        if (position !== null) await handle.page.setGeolocation(position);
        return true;
      }
      return false;
    },
  };
}
