import type { Showtime } from './types.js';

/**
 * Showtimes grouped by a key (a cinema, a movie), the groups in the order their keys first
 * appear, each keeping the showtimes' order.
 */
export function groupShowtimes<K>(showtimes: readonly Showtime[], key: (showtime: Showtime) => K): Map<K, Showtime[]> {
  const groups = new Map<K, Showtime[]>();
  for (const showtime of showtimes) {
    const value = key(showtime);
    const group = groups.get(value);
    if (group) group.push(showtime);
    else groups.set(value, [showtime]);
  }
  return groups;
}
