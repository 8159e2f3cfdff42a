/** `cinema-ids` the platform does not have: said beside what is shown, or the load fails when none is known. */
import { ShowtimeFinderError } from '../shared/errors.js';
import type { Shortfall } from '../shared/errors.js';

/** The one message for `cinema-ids` the platform does not have, in every mode. */
export function unknownCinemas(ids: readonly number[]): ShowtimeFinderError {
  return new ShowtimeFinderError(
    'invalid-config',
    `cinema-ids: the Cinema Platform has no cinema ${ids.join(', ')}. Check the cinema-ids attribute.`,
  );
}

/**
 * The ids among `ids` whose list the platform does not have (an undefined list, its 404), in
 * the order asked, as the shortfall of the load (none when every id is known); throws
 * `unknownCinemas` when `ids` are every cinema asked for.
 */
export function unknownAmong(
  lists: readonly unknown[],
  ids: readonly number[],
  allAsked: readonly number[],
): Shortfall | undefined {
  const unknownIds = ids.filter((_, index) => !lists[index]);
  if (unknownIds.length === 0) return undefined;
  if (unknownIds.length === allAsked.length) throw unknownCinemas(unknownIds);
  return { missing: unknownIds.length, error: unknownCinemas(unknownIds) };
}
