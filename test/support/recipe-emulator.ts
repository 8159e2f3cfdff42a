/**
 * The emulator that the server recipes (examples/) run against in Node tests, on its own port,
 * with the site's origin and a program's URL they all answer: one set-up for the recipes' suites.
 */
import { after, before } from 'node:test';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';

export const SITE_ORIGIN = 'https://cinema.example';
export const PROGRAM = '/showtime-api/program?movie=550&from=2026-11-22T11%3A00%3A00Z&to=2026-11-23T11%3A00%3A00Z';

/** Starts the emulator before the file's tests and closes it after them; the result is there once they run. */
export function recipeEmulator(): { readonly running: RunningEmulator } {
  const holder = {} as { running: RunningEmulator };
  before(async () => {
    holder.running = await startEmulator({ port: 0, now: '2026-11-22T11:00:00Z' });
  });
  after(() => holder.running.close());
  return holder;
}

/** What a recipe reads from its environment: the platform, a reading client's credentials, the site's origin. */
export function recipeEnvironment(emulator: RunningEmulator): Record<string, string> {
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  return {
    CINEMA_API_BASE: emulator.url,
    CINEMA_CLIENT_ID: client.id,
    CINEMA_CLIENT_SECRET: client.secret,
    SITE_ORIGIN,
  };
}
