/**
 * Whether a cinema's zone must be named beside its times (docs/design.md, "Times"): only where its
 * UTC offset at those times differs from the viewer's. A Zürich cinema seen from Berlin reads
 * like home; seen from London, its 20:00 is not the viewer's 20:00 and must say so.
 */
import type { Showtime } from './types.js';
import { localDateTime } from './zoned-time.js';

/** True when, at any of the showtimes, the cinema's offset is not the viewer's. */
export function needsZoneLabel(showtimes: readonly Showtime[], viewerTimeZone: string): boolean {
  return showtimes.some((showtime) => localDateTime(showtime.instant, viewerTimeZone).offset !== showtime.local.offset);
}
