// A wtr plugin with one command, `set-geolocation` (payload {latitude, longitude}), that grants
// the test page the geolocation permission and places the browser there through Playwright,
// so the widget's "near me" runs against the browser's real Geolocation API; payload `null`
// takes the permission back, so the browser refuses the position.
import type { TestRunnerPlugin } from '@web/test-runner';
import type { PlaywrightLauncher } from '@web/test-runner-playwright';

export function geolocationPlugin(): TestRunnerPlugin {
  return {
    name: 'geolocation',
    async executeCommand({ command, payload, session }) {
      if (command !== 'set-geolocation') return undefined;
      const page = (session.browser as PlaywrightLauncher).getPage(session.id);
      if (payload === null) {
        await page.context().clearPermissions();
        return true;
      }
      const { latitude, longitude } = payload as { latitude: number; longitude: number };
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude, longitude });
      return true;
    },
  };
}
