/**
 * Versions: the showtimes that share their format features and language version ("IMAX ·
 * Original version (English) · Subtitled (German)"), the way moviegoers choose what to see.
 */
import { featureId } from './features.js';
import type { Feature } from './features.js';
import { groupShowtimes } from './group.js';
import type { Price, Showtime } from './types.js';

export interface Version {
  /** The version's feature ids joined, empty for a plain showing: unique within its group. */
  id: string;
  /** In badge order; none for a plain showing. */
  features: readonly Feature[];
  showtimes: readonly Showtime[];
  /** The lowest default price of its showtimes ("from"), where any has one (at one cinema: one currency). */
  lowestPrice?: Price;
}

/** Showtimes (ordered by instant) by version, the versions in the order of their first showtime. */
export function versionsOf(showtimes: readonly Showtime[]): Version[] {
  return [...groupShowtimes(showtimes, (showtime) => showtime.features.map(featureId).join(' '))].map(
    ([id, ofVersion]) => ({
      id,
      features: ofVersion[0]!.features,
      showtimes: ofVersion,
      lowestPrice: lowestPrice(ofVersion),
    }),
  );
}

function lowestPrice(showtimes: readonly Showtime[]): Price | undefined {
  let lowest: Price | undefined;
  for (const { price } of showtimes) if (price && !(lowest && lowest.amount <= price.amount)) lowest = price;
  return lowest;
}
