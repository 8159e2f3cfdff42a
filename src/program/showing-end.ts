/**
 * When a showing ends, where that is known: the platform's `endDatetime` (an instant in the
 * program), else the start plus the movie's runtime, an estimate. The schedule, the sheet and the
 * proxy's calendar all say it this way.
 */
import type { ProgramShowing } from './program.js';
import { instantOf } from '../schedule/zoned-time.js';

const MINUTE = 60_000;

/** An end, and whether it is only estimated from the runtime (the sheet says "about"). */
export interface Ending {
  instant: Date;
  estimated: boolean;
}

/** The end of a showing that starts at `start`; undefined where neither the end nor a runtime is known. */
export function showingEnd(
  showing: ProgramShowing,
  start: Date,
  runtimeMinutes: number | undefined,
): Ending | undefined {
  const stated = instantOf(showing.endDatetime);
  // An end before the start is no end.
  if (stated && stated > start) return { instant: stated, estimated: false };
  return runtimeMinutes ? { instant: new Date(start.getTime() + runtimeMinutes * MINUTE), estimated: true } : undefined;
}
