/**
 * An embedder's site for the browser benchmarks: a page with `widgets` copies of
 * `<showtime-finder>` (attributes from the query), the built bundle served compressed as a CDN
 * would, and the token handler at /showtime-token; against an emulator on another port, so
 * tokens, preflights and CORS are real. Everything on loopback and free ports.
 */
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { build } from 'vite';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator, StartEmulatorOptions } from '../../emulator/src/index.js';
import { createTokenHandler } from '../../src/server/index.js';

export interface BenchSite {
  url: string;
  emulator: RunningEmulator;
  /** Token requests the handler answered. */
  tokenRequests: () => number;
  close(): Promise<void>;
}

let bundle: string | undefined;

/** The production bundle, built once per process. */
async function builtBundle(): Promise<string> {
  if (!bundle) {
    const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-bench-site-'));
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    bundle = readFileSync(join(outDir, 'showtime-finder.js'), 'utf8');
  }
  return bundle;
}

function page(query: URLSearchParams, apiBase: string): string {
  const widgets = Number(query.get('widgets') ?? 1);
  const attributes = [...query].filter(([name]) => name !== 'widgets').map(([name, value]) => ` ${name}="${value}"`);
  const widget = `<showtime-finder api-base="${apiBase}" token-url="/showtime-token"${attributes.join('')}></showtime-finder>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<script type="module" src="/showtime-finder.js"></script></head><body>${widget.repeat(widgets)}</body></html>`;
}

export async function startSite(emulatorOptions: StartEmulatorOptions): Promise<BenchSite> {
  const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
  const widget = await builtBundle();
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  let tokens = (_request: Request): Promise<Response> => Promise.reject(new Error('not listening yet'));
  let tokenRequests = 0;
  const app = new Hono()
    .use(compress())
    .get('/', (c) => c.html(page(new URL(c.req.url).searchParams, emulator.url)))
    .get('/showtime-finder.js', (c) => c.body(widget, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .all('/showtime-token', (c) => {
      tokenRequests += 1;
      return tokens(c.req.raw);
    });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const { port } = await new Promise<AddressInfo>((resolve) =>
    server.once('listening', () => resolve(server.address() as AddressInfo)),
  );
  const url = `http://127.0.0.1:${port}`;
  emulator.registerOrigin(url);
  tokens = createTokenHandler({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    allowedOrigins: [url],
  });
  return {
    url,
    emulator,
    tokenRequests: () => tokenRequests,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator.close();
    },
  };
}
