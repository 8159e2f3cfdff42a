/**
 * When a showtime ends, where that is known: the platform's `endDatetime` (an instant in the
 * program), else the start plus the movie's runtime, an estimate.
 */
import type { Showtime } from './types.js';
import { instantOf } from './zoned-time.js';

const MINUTE = 60_000;

/** An end, and whether it is only estimated from the runtime (the sheet says "about"). */
export interface Ending {
  instant: Date;
  estimated: boolean;
}

/** The end of a showtime; undefined where neither the end nor a runtime is known. An end before the start is no end. */
export function endingOf({ showing, instant }: Showtime, runtimeMinutes: number | undefined): Ending | undefined {
  const stated = instantOf(showing.endDatetime);
  if (stated && stated > instant) return { instant: stated, estimated: false };
  return runtimeMinutes
    ? { instant: new Date(instant.getTime() + runtimeMinutes * MINUTE), estimated: true }
    : undefined;
}

/** The end's instant alone, as the structured data's `endDate` needs it. */
export function endOf(showtime: Showtime, runtimeMinutes: number | undefined): Date | undefined {
  return endingOf(showtime, runtimeMinutes)?.instant;
}
