/** `cinema-ids` the platform does not have: said beside what is shown, or the load fails when none is known. */
import { ShowtimeFinderError } from '../common/errors.js';
import type { Shortfall } from '../common/errors.js';

/** The one message for `cinema-ids` the platform does not have, in every mode. */
export function unknownCinemas(ids: readonly number[]): ShowtimeFinderError {
  return new ShowtimeFinderError(
    'invalid-config',
    `cinema-ids: the Cinema Platform has no cinema ${ids.join(', ')}. Check the cinema-ids attribute.`,
  );
}

/**
 * The load's shortfall where the platform does not know some of the cinemas asked for (none when
 * it knows them all); throws `unknownCinemas` when it knows none of them.
 */
export function unknownAmong(unknownIds: readonly number[], allAsked: readonly number[]): Shortfall | undefined {
  if (unknownIds.length === 0) return undefined;
  if (unknownIds.length === allAsked.length) throw unknownCinemas(unknownIds);
  return { missing: unknownIds.length, error: unknownCinemas(unknownIds) };
}
