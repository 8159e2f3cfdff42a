/**
 * A `cinema-ids` longer than one proxy program holds (`MAX_PROGRAM_CINEMAS`), read as several
 * programs side by side and merged into one (proxy-reader.ts): a chunk of its own, as few pages
 * name so many cinemas, and merging programs is token mode's code.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { MAX_PROGRAM_CINEMAS } from '../common/program-cinemas.js';
import type { Explain } from '../platform/request.js';
// From token mode's chunk, which holds the merging: the parts' chunk then shares it rather than split it in two.
import { mergePrograms } from '../program/platform-pages.js';
import type { Program } from '../program/program.js';
import { unknownCinemas } from './unknown-cinemas.js';

type Window = { from: Date; to: Date };

/** A part of a longer `cinema-ids` whose cinemas the platform knows none of: told, not failed, where some are known. */
class UnknownPart extends ShowtimeFinderError {
  constructor(readonly cinemaIds: readonly number[]) {
    super('invalid-config', unknownCinemas(cinemaIds).message);
  }
}

/** A part's refusals: the proxy's 404 for its cinemas is an UnknownPart, the rest as the widget's. */
export function unknownPart(cinemaIds: readonly number[], explain: Explain): Explain {
  return (status, failure) => {
    if (status === 404 && failure.missing === 'cinemas') return new UnknownPart(cinemaIds);
    return explain(status, failure);
  };
}

/** The cinemas' program read in parts of MAX_PROGRAM_CINEMAS side by side, as one; it fails where none is known. */
export async function readInParts(
  cinemaIds: readonly number[],
  readPart: (part: readonly number[]) => Promise<Program>,
  window: Window,
): Promise<Program> {
  const parts: number[][] = [];
  for (let start = 0; start < cinemaIds.length; start += MAX_PROGRAM_CINEMAS) {
    parts.push(cinemaIds.slice(start, start + MAX_PROGRAM_CINEMAS));
  }
  const read = await Promise.all(
    parts.map((part) =>
      readPart(part).catch((error: unknown) => (error instanceof UnknownPart ? error : Promise.reject(error))),
    ),
  );
  const programs = read.filter((part): part is Program => !(part instanceof UnknownPart));
  if (!programs.length) throw unknownCinemas(cinemaIds);
  const unknownIds = read.flatMap((part) =>
    part instanceof UnknownPart ? part.cinemaIds : (part.unknownCinemas ?? []),
  );
  const merged = mergePrograms(programs, window);
  return unknownIds.length ? { ...merged, unknownCinemas: unknownIds } : merged;
}
