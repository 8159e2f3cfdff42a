/**
 * Whether the platform ignored a list's start-time window: the spec names no such filter, so a
 * platform may send all it has (docs/design.md, "Requests"), and token mode's program then holds
 * showings of other windows too.
 */
import type { Program } from '../program/program.js';
import type { Window } from './window-plan.js';

/**
 * How far a showing the platform filtered may lie outside its window: a platform that keeps naive
 * cinema wall times may filter them as if they were UTC, and UTC offsets run from -12 to +14 h.
 */
const FILTER_SLACK_MS = 14 * 3_600_000;

/** True when the program holds showings well outside the window it was read for. */
export function ignoredWindow({ showings }: Program, { from, to }: Window): boolean {
  return showings.some(({ startDatetime }) => {
    const start = Date.parse(startDatetime);
    return start < from.getTime() - FILTER_SLACK_MS || start > to.getTime() + FILTER_SLACK_MS;
  });
}
