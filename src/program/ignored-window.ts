/**
 * Whether the platform ignored a list's start-time window: one rule for token mode (load/movie-load.ts) and the
 * proxy (server/program-source.ts). The spec names no such filter (docs/design.md, "Requests"), so a platform may
 * send all it has. One that applied the window may still keep naive cinema wall times and compare them as if they
 * were UTC: a wall time W at a cinema whose UTC offset is o is the instant W - o, and offsets run from -12 h to
 * +14 h, so what such a platform sends starts between 14 h before the window and 12 h after it. Only a showing
 * further out proves the window ignored; one inside those bounds proves nothing either way.
 */

/** How far before the window's start a showing of a platform that applied the window may start: the largest offset. */
const BEFORE_MS = 14 * 3_600_000;
/** How far after the window's end: the most negative offset. */
const AFTER_MS = 12 * 3_600_000;

/** True when one of `starts` (resolved instants, epoch ms) lies further outside `[from, to]` than a filter leaves. */
export function ignoredWindow(starts: Iterable<number>, { from, to }: { from: Date; to: Date }): boolean {
  const [earliest, latest] = [from.getTime() - BEFORE_MS, to.getTime() + AFTER_MS];
  for (const start of starts) if (start < earliest || start > latest) return true;
  return false;
}
