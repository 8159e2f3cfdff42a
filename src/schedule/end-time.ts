/**
 * When a showtime ends, where that is known (src/program/showing-end.ts: the stated end, else the
 * start plus the movie's runtime).
 */
import { showingEnd } from '../program/showing-end.js';
import type { Ending } from '../program/showing-end.js';
import type { Showtime } from './types.js';

export type { Ending };

/** The end of a showtime; undefined where neither the end nor a runtime is known. */
export function endingOf({ showing, instant }: Showtime, runtimeMinutes: number | undefined): Ending | undefined {
  return showingEnd(showing, instant, runtimeMinutes);
}

/** The end's instant alone, as the structured data's `endDate` needs it. */
export function endOf(showtime: Showtime, runtimeMinutes: number | undefined): Date | undefined {
  return endingOf(showtime, runtimeMinutes)?.instant;
}
