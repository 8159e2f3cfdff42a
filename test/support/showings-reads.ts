/**
 * How many times a proxy read a movie's showings from the emulator: the first pages of `/showings` it
 * was asked for (a list's later pages are the same read).
 */
import type { RunningEmulator } from '../../emulator/src/index.js';

export function showingsReads(emulator: RunningEmulator): number {
  return emulator.requests.filter((request) => request.path === '/showings' && /(^|&)page=1(&|$)/.test(request.query))
    .length;
}
