import type { CinemaSummary, Feature, Schedule, Showtime } from './types.js';

/** Feature filter ids (see `featureId`), combined with AND. */
export type FeatureFilter = ReadonlySet<string>;

export function firstDayWithShowings(schedule: Schedule): string | undefined {
  throw new Error('not implemented');
}
export function nextDateWithShowings(schedule: Schedule, after: string): string | undefined {
  throw new Error('not implemented');
}
export function showtimesOn(schedule: Schedule, businessDate: string, filter: FeatureFilter): Showtime[] {
  throw new Error('not implemented');
}
export function featureId(feature: Feature): string {
  throw new Error('not implemented');
}
export function featuresPresent(showtimes: readonly Showtime[]): Feature[] {
  throw new Error('not implemented');
}
export function sortCinemas(cinemas: readonly CinemaSummary[], near?: { lat: number; lng: number }): CinemaSummary[] {
  throw new Error('not implemented');
}
export function distanceKm(cinema: CinemaSummary, near?: { lat: number; lng: number }): number | undefined {
  throw new Error('not implemented');
}
export function cinemaMatches(cinema: CinemaSummary, query: string): boolean {
  throw new Error('not implemented');
}
