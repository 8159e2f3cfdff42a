/**
 * Property-based tests with fast-check, seeded so that every run tries the same cases (a failure
 * prints its seed and counterexample; fast-check replays it from those). The runs per property
 * are few enough for every engine in `npm test`; a longer search changes RUNS or SEED here.
 */
import fc from 'fast-check';

export const SEED = 20261122;

/** Cases per property in `npm test`. */
export const RUNS = 300;

/** `fc.assert` with the seed and the runs of this project. */
export function assertProperty<Ts>(property: fc.IAsyncProperty<Ts>, runs?: number): Promise<void>;
export function assertProperty<Ts>(property: fc.IProperty<Ts>, runs?: number): void;
export function assertProperty<Ts>(property: fc.IRawProperty<Ts>, runs = RUNS): Promise<void> | void {
  return fc.assert(property, { seed: SEED, numRuns: runs });
}
