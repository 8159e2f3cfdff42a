/**
 * When a showtime ends, where that is known: the platform's `endDatetime` (read like the start,
 * a naive one in the cinema's zone), else the start plus the movie's runtime, an estimate.
 */
import type { Showtime } from './types.js';
import { resolveInstant } from './zoned-time.js';

const MINUTE = 60_000;

/** The end of a showtime; undefined where neither the end nor a runtime is known. An end before the start is no end. */
export function endOf({ showing, instant, timeZone }: Showtime, runtimeMinutes: number | undefined): Date | undefined {
  const stated = resolveInstant(showing.endDatetime ?? '', timeZone);
  if (stated && stated > instant) return stated;
  return runtimeMinutes ? new Date(instant.getTime() + runtimeMinutes * MINUTE) : undefined;
}
