// A wtr plugin with one command, `set-geolocation` (payload {latitude, longitude}), that grants
// the test page the geolocation permission and places the browser there through Playwright
// (Chromium) or Puppeteer over BiDi (Firefox), so the widget's "near me" runs against the
// browser's real Geolocation API; payload `null` takes the permission back, so the browser
// refuses the position. WebDriver classic (WebKit) can do neither: the command answers false.
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
        const context = handle.page.browserContext();
        if (position === null) return context.clearPermissionOverrides().then(() => true);
        await context.overridePermissions(new URL(handle.page.url()).origin, ['geolocation']);
        await handle.page.setGeolocation(position);
        return true;
      }
      return false;
    },
  };
}
