/**
 * Program reads, at most `running` at once, taken from the waiting clients in turn: the next read
 * to start is the oldest of the next client that waits, not the oldest of all, so that a cold
 * request of a visitor waits behind one read of each other client, never behind the thousand
 * misses one stranger queued. At most `maxWaiting` reads wait, all clients together; one more is
 * refused with `refusal()` (a 503 with Retry-After), so the queue stays bounded whatever is asked.
 */
export type FairQueue = <T>(client: string, work: () => Promise<T>) => Promise<T>;

export function fairQueue({
  running: max,
  maxWaiting,
  refusal,
}: {
  running: number;
  maxWaiting: number;
  refusal: () => unknown;
}): FairQueue {
  let running = 0;
  let waiting = 0;
  // Insertion order is the turn order: a client served goes to the back if it still waits.
  const queues = new Map<string, (() => void)[]>();
  const next = () => {
    const [client, queue] = queues.entries().next().value ?? [];
    if (client === undefined || !queue) {
      running -= 1;
      return;
    }
    queues.delete(client);
    const start = queue.shift()!;
    if (queue.length > 0) queues.set(client, queue);
    waiting -= 1;
    start();
  };
  return async (client, work) => {
    if (running >= max) {
      if (waiting >= maxWaiting) throw refusal();
      waiting += 1;
      await new Promise<void>((resolve) => {
        const queue = queues.get(client);
        if (queue) queue.push(resolve);
        else queues.set(client, [resolve]);
      });
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      next();
    }
  };
}
