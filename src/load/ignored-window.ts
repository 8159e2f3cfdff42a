/**
 * Whether the platform ignored a list's start-time window: the spec names no such filter, so a
 * platform may send all it has (docs/design.md, "Requests"), and token mode's program then holds
 * showings of other windows too.
 */
import type { Program } from '../program/program.js';
import type { Window } from './window-plan.js';

/** True when the program holds showings outside the window it was read for. */
export function ignoredWindow({ showings }: Program, { from, to }: Window): boolean {
  return showings.some(({ startDatetime }) => {
    const start = Date.parse(startDatetime);
    return start < from.getTime() || start > to.getTime();
  });
}
