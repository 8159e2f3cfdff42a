/**
 * The page reads of one platform's lists, a few at a time, and those of the list asked for first
 * before any other. A national release's later days are six lists of some twenty pages each,
 * asked for in day order; read side by side, each list took its turn page by page, and every day
 * became readable only at the end of the load (docs/performance.md). List by list, tomorrow's
 * pages come first and the days become readable one after another, while the connections stay as
 * busy as before.
 */

/** A list's page reads: each runs once a slot is free, before those of any list asked for later. */
export type ListSlots = <T>(read: () => Promise<T>) => Promise<T>;

/** A read waiting for a slot: the order of its list, and how to start it. */
type Waiting = [order: number, start: () => void];

/** Slots for `count` reads at once; each call gives the slots of one more list. */
export function pageSlots(count: number): () => ListSlots {
  const waiting: Waiting[] = [];
  let free = count;
  let lists = 0;
  return () => {
    const order = lists++;
    return async (read) => {
      if (free) free -= 1;
      else
        await new Promise<void>((start) => {
          waiting.push([order, start]);
          // Stable: the reads of one list keep the order they came in.
          waiting.sort((a, b) => a[0] - b[0]);
        });
      try {
        return await read();
      } finally {
        // The slot goes straight to the next read waiting, if any.
        const next = waiting.shift();
        if (next) next[1]();
        else free += 1;
      }
    };
  };
}
