/**
 * `npm start`: the emulator on 127.0.0.1:8787 and the demo page on 127.0.0.1:8080 with the real
 * widget, built from src/ into dist/ at start, and the token handler that embedders run on their
 * server, mounted at /showtime-token: the client secret never reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { build } from 'vite';
import { startEmulator } from '../emulator/src/index.js';
import { createTokenHandler } from '../src/server/index.js';

const DEMO_PORT = 8080;
const DEMO_HOST = '127.0.0.1';
const pageOrigins = [`http://${DEMO_HOST}:${DEMO_PORT}`, `http://localhost:${DEMO_PORT}`];

const emulator = await startEmulator();
const demoClient = emulator.clients.find((client) => !client.admin);
if (!demoClient) throw new Error('The emulator config has no non-admin client for the demo');

await build({ logLevel: 'warn' });
const widget = readFileSync(new URL('../dist/showtime-finder.js', import.meta.url), 'utf8');
const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8').replaceAll('<!--api-base-->', emulator.url);
const css = readFileSync(new URL('./demo.css', import.meta.url), 'utf8');

const tokens = createTokenHandler({
  apiBase: emulator.url,
  clientId: demoClient.id,
  clientSecret: demoClient.secret,
  allowedOrigins: pageOrigins,
});

// What a careful embedder's page sends: no inline script or style, Trusted Types enforced
// (lit-html's policy allowed), API calls only to the platform.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${emulator.url}`,
  `img-src 'self' ${emulator.url} https: data:`,
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

const app = new Hono()
  .get('/', (c) => c.html(page, 200, { 'Content-Security-Policy': contentSecurityPolicy }))
  .get('/showtime-finder.js', (c) => c.body(widget, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/demo.css', (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
  .all('/showtime-token', (c) => tokens(c.req.raw));

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
