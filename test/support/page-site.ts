/**
 * An embedder's site for the Node tests and benchmarks that drive Chromium: a fresh emulator (with
 * `emulatorOptions`), and on a free loopback port a Hono app with the embedder's token handler at
 * /showtime-token (pointed at that emulator) and the caller's own pages, its origin registered
 * with the emulator.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../../emulator/src/index.js';
import { createTokenHandler } from '../../src/server/index.js';

export interface PageSite {
  emulator: RunningEmulator;
  /** The site's root URL, with a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export async function startPageSite(
  pages: (app: Hono, emulator: RunningEmulator) => Hono,
  emulatorOptions: StartEmulatorOptions = {},
): Promise<PageSite> {
  const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const tokens = createTokenHandler({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    scope: 'read',
    allowedOrigins: [],
  });
  const app = pages(
    new Hono().all('/showtime-token', (c) => tokens(c.req.raw)),
    emulator,
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  emulator.registerOrigin(new URL(url).origin);
  return {
    emulator,
    url,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator.close();
    },
  };
}
