/**
 * Browser-side handles on this test file's emulator (see ./emulator-plugin.ts): each call runs a
 * command in the test runner's Node process.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type {
  EmulatorSettings,
  FaultRule,
  RequestLogEntry,
  SeedOptions,
  SeedShowing,
} from '../../emulator/src/index.js';
import type { EmulatorInfo } from './emulator-plugin.js';

export type { EmulatorInfo } from './emulator-plugin.js';

export interface StartOptions {
  /** Freeze the emulator's clock (and this page's) at this instant. */
  now?: string;
  settings?: Partial<EmulatorSettings>;
  /** The seed of this test file's emulator (the first start picks it), e.g. `{ national: { cinemas: 40 } }`. */
  seed?: SeedOptions;
}

/** Starts this test file's emulator, or returns it when already running. */
export function startEmulator(options: StartOptions = {}): Promise<EmulatorInfo> {
  return executeServerCommand<EmulatorInfo, StartOptions>('emulator-start', options);
}

export async function configureEmulator(patch: Partial<EmulatorSettings>): Promise<void> {
  await executeServerCommand('emulator-configure', patch);
}

/** Freezes the emulator's clock and this page's `Date` at `now`; null = real time for both. */
export async function setClock(now: string | null): Promise<void> {
  await executeServerCommand('emulator-set-clock', { now });
}

/** The seed's showings on the emulator's clock, sorted by start: what a widget must end up with. */
export function emulatorShowings(filter: { movieId?: number } = {}): Promise<SeedShowing[]> {
  return executeServerCommand<SeedShowing[], { movieId?: number }>('emulator-showings', filter);
}

/** The fault rules still set: a rule with `times` is gone, or has fewer, once it applied. */
export function emulatorFaults(): Promise<FaultRule[]> {
  return executeServerCommand<FaultRule[], undefined>('emulator-faults');
}

export function emulatorRequests(): Promise<RequestLogEntry[]> {
  return executeServerCommand<RequestLogEntry[], undefined>('emulator-requests');
}

export async function clearEmulatorRequests(): Promise<void> {
  await executeServerCommand('emulator-clear-requests');
}

/** Back to the default config, seed, settings and real time (emulator and page); log cleared; page origin registered. */
export async function resetEmulator(): Promise<void> {
  await executeServerCommand('emulator-reset');
}

export async function registerOrigin(origin: string): Promise<void> {
  await executeServerCommand('emulator-register-origin', { origin });
}

/** Deactivates this page's origin through the admin API: from then on the browser blocks responses. */
export async function deactivatePageOrigin(): Promise<void> {
  await executeServerCommand('emulator-deactivate-page-origin');
}

/** A real client-credentials access token for the demo (non-admin) client, fetched from this page. */
export async function fetchToken(info: EmulatorInfo): Promise<string> {
  const client = info.clients.find((candidate) => !candidate.admin);
  if (!client) throw new Error('The emulator has no non-admin client');
  const response = await fetch(`${info.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
      scope: '',
    }),
  });
  if (!response.ok) throw new Error(`POST ${info.url}/oauth/token answered ${response.status}`);
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  return accessToken;
}

/**
 * The usual start of a widget test file: this file's emulator, both clocks pinned at `now`, and
 * a client-credentials token fetched after pinning (tokens live by the emulator's clock).
 */
export async function emulatorAt(now: string): Promise<{ info: EmulatorInfo; token: string }> {
  const info = await startEmulator();
  await setClock(now);
  return { info, token: await fetchToken(info) };
}

/** The emulator with its clock at `now`, and the test server's proxy route that reads it (proxy-route-plugin.ts). */
export async function proxiedEmulatorAt(now: string): Promise<{ info: EmulatorInfo; proxyUrl: string }> {
  const info = await startEmulator();
  await setClock(now);
  return { info, proxyUrl: `/showtime-api/${new URL(info.url).port}` };
}
