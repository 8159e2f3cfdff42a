/**
 * Program reads, at most `running` at once. When one ends, the next to start is the oldest read
 * of the waiting client with the fewest reads under way and waiting (then the next in turn), not
 * the oldest of all: a visitor's cold request goes before the reads of a stranger who queued
 * many, and never waits behind the thousand misses one stranger queued, nor behind a hundred
 * strangers' queues. At most `maxWaiting` reads wait, all clients together; one more is refused
 * with `refusal()` (a 503 with Retry-After), so the queue stays bounded whatever is asked, and a
 * choice looks at no more clients than wait.
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
  /** Each client's reads under way and waiting; a client with none is forgotten. */
  const outstanding = new Map<string, number>();
  const next = () => {
    let client: string | undefined;
    for (const candidate of queues.keys()) {
      if (client === undefined || outstanding.get(candidate)! < outstanding.get(client)!) client = candidate;
    }
    const queue = client === undefined ? undefined : queues.get(client);
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
      outstanding.set(client, (outstanding.get(client) ?? 0) + 1);
      await new Promise<void>((resolve) => {
        const queue = queues.get(client);
        if (queue) queue.push(resolve);
        else queues.set(client, [resolve]);
      });
    } else {
      running += 1;
      outstanding.set(client, (outstanding.get(client) ?? 0) + 1);
    }
    try {
      return await work();
    } finally {
      const left = outstanding.get(client)! - 1;
      if (left === 0) outstanding.delete(client);
      else outstanding.set(client, left);
      // The slot passes straight to the next waiter, so `running` counts it still.
      next();
    }
  };
}
