/**
 * Token mode's reading of the platform's pages into a program: each item checked against the
 * platform's schemas (a bad one skipped and counted, the first problem named once per page) and
 * shaped as its page lands, so that no page is kept as the platform sent it. Only token mode
 * loads this (the element imports it as a chunk of its own).
 */
import { showingSchema } from '../platform/schemas.js';
import type { Showing } from '../platform/schemas.js';
import type { Program } from './program.js';

export { mergePrograms } from './merge-programs.js';
import { ProgramShaper } from './shape-program.js';
import type { ProgramAsked, ReadState } from './shape-program.js';

/** A list's reader (platform/list.ts) that makes the program `asked` of its pages. */
export function programOfPages(asked: ProgramAsked): {
  take(items: unknown[], url: string): void;
  result(end: Pick<ReadState, 'complete' | 'unread'>): Program;
} {
  const shaper = new ProgramShaper(asked);
  let skipped = 0;
  return {
    take(items, url) {
      const checked: Showing[] = [];
      let firstReason = '';
      for (const item of items) {
        const read = showingSchema(item);
        if (read.ok) checked.push(read.value);
        else firstReason ||= read.problem;
      }
      const bad = items.length - checked.length;
      if (bad > 0) {
        console.warn(`showtime-finder: GET ${url}: skipped ${bad}/${items.length} bad items (first: ${firstReason}).`);
      }
      skipped += bad;
      shaper.add(checked);
    },
    result: (end) => shaper.program({ ...end, skipped }),
  };
}
