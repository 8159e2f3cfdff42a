/**
 * `npm start`: the emulator on 127.0.0.1:8787 and the demo page on 127.0.0.1:8080. The page's
 * server gets a client-credentials token itself, so the client secret never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startEmulator } from '../emulator/src/index.js';

const DEMO_PORT = 8080;
const DEMO_HOST = '127.0.0.1';

interface CinemaItem {
  name: string;
  city: string;
  timezone: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const emulator = await startEmulator();
const demoClient = emulator.clients.find((client) => !client.admin);
if (!demoClient) throw new Error('The emulator config has no non-admin client for the demo');

async function cinemas(): Promise<CinemaItem[]> {
  const tokenResponse = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: demoClient!.id, client_secret: demoClient!.secret, scope: '' }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const list = await fetch(`${emulator.url}/cinemas?limit=100`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await list.json()) as { data: CinemaItem[] }).data;
}

const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const app = new Hono().get('/', async (c) => {
  const items = (await cinemas()).map(
    (cinema) => `      <li>${escapeHtml(cinema.name)}, ${escapeHtml(cinema.city)} <small>(${escapeHtml(cinema.timezone)})</small></li>`,
  );
  return c.html(page.replace('<!--api-base-->', escapeHtml(emulator.url)).replace('<!--cinemas-->', items.join('\n')));
});

const demo = serve({ fetch: app.fetch, port: DEMO_PORT, hostname: DEMO_HOST }, () => {
  console.log(`Emulator: ${emulator.url}  (demo client: ${demoClient.id} / ${demoClient.secret})`);
  console.log(`Demo:     http://${DEMO_HOST}:${DEMO_PORT}/`);
});

const stop = (): void => {
  demo.close();
  void emulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
