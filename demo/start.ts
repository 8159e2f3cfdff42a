/**
 * Starts the demo in-process: the emulator, the widget built from src/, the configurator's script,
 * and the demo site with the embedder's token handler, whose origins are registered with the
 * emulator. Port 0 picks a free port; a busy port rejects with the listen error (EADDRINUSE).
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'vite';
import { startEmulator } from '../emulator/src/index.js';
import type { RunningEmulator, StartEmulatorOptions } from '../emulator/src/index.js';
import { createDemoApp } from './app.js';
import { createShowtimeProxy } from '../src/server/index.js';
import { buildConfigurator } from './configurator-build.js';
import { registeredOriginsTokenHandler } from './registered-origins-token-handler.js';

export interface StartDemoOptions {
  port: number;
  emulatorPort: number;
  host?: string;
  /** Freezes the emulator's clock (screenshots); default real time. */
  now?: string;
  /** The emulator's CORS origins file (`npm start` passes the shared one); default in memory only. */
  originsFile?: string;
  /** The emulator's seed (a national release for the layout-shift test); default the demo's. */
  seed?: StartEmulatorOptions['seed'];
}

export interface RunningDemo {
  url: string;
  emulator: RunningEmulator;
  close(): Promise<void>;
}

export async function startDemo({
  port,
  emulatorPort,
  host = '127.0.0.1',
  now,
  originsFile,
  seed,
}: StartDemoOptions): Promise<RunningDemo> {
  const emulator = await startEmulator({
    port: emulatorPort,
    host,
    ...(now && { now }),
    ...(originsFile && { originsFile }),
    ...(seed && { seed }),
  });
  try {
    const client = emulator.clients.find((candidate) => !candidate.admin);
    if (!client) throw new Error('The emulator config has no non-admin client for the demo');
    // A folder of its own, not dist/: demos started side by side (the Node suites) and the package's suites, which read
    // what `npm run build` wrote to dist/, never see one another's half-written build.
    const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-demo-'));
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const dist = pathToFileURL(`${outDir}/`);
    const widget = readFileSync(new URL('showtime-finder.js', dist), 'utf8');
    const classic = readFileSync(new URL('showtime-finder.iife.js', dist), 'utf8');
    // The chunks the module imports from beside itself: every other ES script of the build.
    const chunks = new Map(
      readdirSync(dist)
        .filter((file) => file.endsWith('.js') && !file.startsWith('showtime-finder.'))
        .map((file) => [file, readFileSync(new URL(file, dist), 'utf8')]),
    );
    const configurator = await buildConfigurator();
    const tokens = registeredOriginsTokenHandler(emulator, client);
    const proxy = createShowtimeProxy({
      apiBase: emulator.url,
      clientId: client.id,
      clientSecret: client.secret,
      basePath: '/showtime-api/',
    });
    const app = createDemoApp({ apiBase: emulator.url, tokens, proxy, widget, classic, chunks, configurator });
    const server = serve({ fetch: app.fetch, port, hostname: host });
    const address = await new Promise<AddressInfo>((resolve, reject) => {
      server.once('listening', () => resolve(server.address() as AddressInfo));
      server.once('error', reject);
    });
    const origins = [`http://${host}:${address.port}`, `http://localhost:${address.port}`];
    // For this run only: a port picked at start must not pile up in the origins file.
    for (const origin of origins) emulator.registerOrigin(origin, { persist: false });
    return {
      url: origins[0]!,
      emulator,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await emulator.close();
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
