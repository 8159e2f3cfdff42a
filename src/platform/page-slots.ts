/**
 * The page reads of one platform's lists, a few at a time, and those of the list asked for first
 * before any other. A national release's later days are six lists of some twenty pages each,
 * asked for in day order; read side by side, each list took its turn page by page, and every day
 * became readable only at the end of the load (docs/performance.md). List by list, tomorrow's
 * pages come first and the days become readable one after another, while the connections stay as
 * busy as before.
 */
import { slotLimit } from '../common/slot-limit.js';

/** A list's page reads: each runs once a slot is free, before those of any list asked for later. */
export type ListSlots = <T>(read: () => Promise<T>) => Promise<T>;

/** Slots for `count` reads at once; each call gives the slots of one more list, its order its priority. */
export function pageSlots(count: number): () => ListSlots {
  const limit = slotLimit(count);
  let lists = 0;
  return () => {
    const order = lists++;
    return (read) => limit(read, order);
  };
}
