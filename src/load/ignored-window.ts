/**
 * Whether the platform ignored a list's start-time window: the spec names no such filter, so a
 * platform may send all it has (docs/design.md, "Requests").
 */
import type { ListResult } from '../platform/client.js';
import type { Showing } from '../platform/schemas.js';
import { resolveInstant } from '../schedule/zoned-time.js';
import type { Window } from './window-plan.js';

/** How far a naive start time (cinema wall time, read here as if UTC) may lie from its instant: -12..+14 h. */
const NAIVE_SLACK_MS = 14 * 3_600_000;

/** True when the list holds showings well outside the window it asked for. */
export function ignoredWindow({ items }: ListResult<Showing>, { from, to }: Window): boolean {
  const last = to.getTime() + NAIVE_SLACK_MS;
  const firstAllowed = from.getTime() - NAIVE_SLACK_MS;
  return items.some(({ startDatetime }) => {
    // Naive times read in UTC: their true instant lies within the slack.
    const time = resolveInstant(startDatetime, 'UTC')?.getTime() ?? NaN;
    return time > last || time < firstAllowed;
  });
}
