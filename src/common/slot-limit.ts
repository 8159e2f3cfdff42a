/**
 * At most `count` pieces of work at once, however many are asked for: the widget's page reads of
 * one platform (the connections a browser opens to one host) and the proxy's reads of the platform
 * (it never floods it). A slot freed goes straight to the work waiting first: the lowest
 * `priority`, and within one priority the first come.
 */
export type SlotLimit = <T>(work: () => Promise<T>, priority?: number) => Promise<T>;

/** Work waiting for a slot: its priority, and how to start it. */
type Waiting = [priority: number, start: () => void];

export function slotLimit(count: number): SlotLimit {
  const waiting: Waiting[] = [];
  let free = count;
  return async (work, priority = 0) => {
    if (free) free -= 1;
    else
      await new Promise<void>((start) => {
        waiting.push([priority, start]);
        // Stable: work of one priority keeps the order it came in.
        waiting.sort((a, b) => a[0] - b[0]);
      });
    try {
      return await work();
    } finally {
      // The slot goes straight to the next work waiting, if any.
      const next = waiting.shift();
      if (next) next[1]();
      else free += 1;
    }
  };
}
