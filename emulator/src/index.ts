/**
 * The emulator in-process, for tests, benchmarks and the demo server: `startEmulator()` listens
 * on loopback and returns a handle to steer it. The CLI (main.ts) is a thin shell around this.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { loadConfig, type EmulatorConfig } from './config.js';
import type { SeedOptions } from './seed/options.js';
import { formatInZone } from './seed/zone-time.js';
import { patchSettings, type EmulatorSettings } from './settings.js';
import { EmulatorState, type RequestLogEntry } from './state.js';

export type { EmulatorConfig } from './config.js';
export type { SeedOptions } from './seed/options.js';
export type { NationalSeedOptions } from './seed/national-seed.js';
export type { EmulatorSettings, FaultRule } from './settings.js';
export type { RequestLogEntry } from './state.js';
export { createApp } from './app.js';
export { EmulatorState } from './state.js';
export { loadConfig } from './config.js';
export { originsFilePath, DEFAULT_ORIGINS_FILE } from './cors/registry-file.js';

export interface StartEmulatorOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A path to a JSON config file, or the config itself; default the shipped default. */
  config?: string | EmulatorConfig;
  /** Freezes the clock at this instant; default real time. */
  now?: string | Date;
  /** The default seed, or `{ national: { cinemas: 400 } }` for a national release (README: Seed). */
  seed?: SeedOptions;
  /**
   * The CORS registry's data file (README: "Registering your page's origin"): read at start, written on every
   * change, read again when another process changes it. Default none: the registry lives in memory.
   */
  originsFile?: string;
}

/** A seed showing as a client should end up with it, to compare what a widget shows against. */
export interface SeedShowing {
  id: number;
  cinemaId: number;
  movieId: number | null;
  /** `published` or `draft` (clients do not show drafts; the national seed has none). */
  state: string;
  /** The start instant in UTC, e.g. `2026-11-22T19:30:00.000Z`. */
  start: string;
  /** The start in the cinema's wall time with its offset, e.g. `2026-11-22T20:30:00+01:00`. */
  startDatetime: string;
}

export interface EmulatorClient {
  id: string;
  secret: string;
  admin: boolean;
  redirectUris: string[];
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  clients: EmulatorClient[];
  /** Active registered origins. */
  origins: string[];
  /** Current settings (a read-only copy). */
  settings: EmulatorSettings;
  configure(patch: Partial<EmulatorSettings>): void;
  /** Freezes the clock at an instant (the seed's showings follow it); null = real time again. */
  setClock(now: string | Date | null): void;
  /**
   * Adds an active origin (idempotent; reactivates an inactive one), written to the data file unless
   * `persist` is false (an origin for this run only). Throws for a string that is not an origin.
   */
  registerOrigin(origin: string, options?: { persist?: boolean }): void;
  /** The CORS registry's data file, or undefined when it lives in memory. */
  originsFile: string | undefined;
  /**
   * The seed's showings on the current clock (what GET /showings pages through without
   * filters), sorted by start, then id; only the movie's with `movieId`.
   */
  showings(filter?: { movieId?: number }): SeedShowing[];
  /** API requests so far (not preflights), oldest first. */
  requests: RequestLogEntry[];
  clearRequests(): void;
  /** Back to config, seed, settings and clock as started; log cleared. Tokens stay valid. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const state = new EmulatorState(loadConfig(options.config), options.now ?? null, options.seed, options.originsFile);
  // Planned before listening: no request (no benchmark) pays for planning a national seed.
  state.showings();
  const app = createApp(state);
  const host = options.host ?? DEFAULT_HOST;
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${port}`,
    clients: state.config.clients.map(({ id, secret, admin, redirectUris }) => ({ id, secret, admin, redirectUris })),
    get origins() {
      return state.origins.active();
    },
    get settings() {
      return structuredClone(state.settings);
    },
    configure: (patch) => {
      state.settings = patchSettings(state.settings, patch);
    },
    setClock: (now) => state.clock.set(now),
    registerOrigin: (origin, { persist } = {}) =>
      void state.origins.ensureActive(origin, state.clock.now(), { persist }),
    originsFile: options.originsFile,
    showings: ({ movieId } = {}) =>
      state.showings(movieId).map((record) => ({
        id: record.id,
        cinemaId: record.cinema.cinema.id,
        movieId: record.content.movieId,
        state: String(record.fields['state']),
        start: record.start.toISOString(),
        startDatetime: formatInZone(record.start, record.cinema.cinema.timezone, 'offset'),
      })),
    get requests() {
      return state.requests.map((entry) => ({ ...entry }));
    },
    clearRequests: () => {
      state.requests = [];
    },
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
