/**
 * One program of several read side by side (a cinema's program each, in cinema mode): each
 * cinema, movie and showing once, as one read of them all would have shaped it.
 */
import { firstOfEachId } from '../common/first-of-each-id.js';
import { PROGRAM_FORMAT } from './program.js';
import type { Program } from './program.js';
import { byStart } from './shape-program.js';
import { instantText } from '../common/instant-text.js';

/** The programs as one over `window`: complete when each is, with what each could not read. */
export function mergePrograms(programs: readonly Program[], window: { from: Date; to: Date }): Program {
  const skipped = programs.reduce((sum, program) => sum + (program.skipped ?? 0), 0);
  const unread = programs.find((program) => !program.complete)?.unread;
  const merged: Program = {
    format: PROGRAM_FORMAT,
    from: instantText(window.from),
    to: instantText(window.to),
    movie: programs[0]?.movie ?? null,
    complete: !unread,
    cinemas: firstOfEachId(programs.flatMap((program) => program.cinemas)),
    movies: firstOfEachId(programs.flatMap((program) => program.movies)),
    showings: firstOfEachId(programs.flatMap((program) => program.showings)).sort(byStart),
  };
  if (unread) merged.unread = unread;
  if (skipped) merged.skipped = skipped;
  return merged;
}
