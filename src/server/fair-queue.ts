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

export interface FairQueueOptions {
  /** Reads at once. */
  running: number;
  /** Reads waiting at most, all clients together. */
  maxWaiting: number;
  /** The error one more is refused with. */
  refusal: () => unknown;
}

export function fairQueue({ running: max, maxWaiting, refusal }: FairQueueOptions): FairQueue {
  let running = 0;
  let waiting = 0;
  // Insertion order is the turn order: a client served goes to the back if it still waits.
  const queues = new Map<string, (() => void)[]>();
  /** Each client's reads under way and waiting; a client with none is forgotten. */
  const outstanding = new Map<string, number>();
  const queued = (client: string) =>
    new Promise<void>((start) => {
      waiting += 1;
      const queue = queues.get(client);
      if (queue) queue.push(start);
      else queues.set(client, [start]);
    });
  /** The slot of a read that ended passes straight to the next in turn, so `running` counts it still. */
  const next = () => {
    const start = nextInTurn(queues, outstanding);
    if (!start) return void (running -= 1);
    waiting -= 1;
    start();
  };
  return async (client, work) => {
    const mustWait = running >= max;
    if (mustWait && waiting >= maxWaiting) throw refusal();
    count(outstanding, client, 1);
    if (mustWait) await queued(client);
    else running += 1;
    try {
      return await work();
    } finally {
      count(outstanding, client, -1);
      next();
    }
  };
}

/** Takes the oldest waiting read of the client with the fewest outstanding (the first in turn among equals). */
function nextInTurn(
  queues: Map<string, (() => void)[]>,
  outstanding: ReadonlyMap<string, number>,
): (() => void) | undefined {
  let client: string | undefined;
  for (const candidate of queues.keys()) {
    if (client === undefined || outstanding.get(candidate)! < outstanding.get(client)!) client = candidate;
  }
  const queue = client === undefined ? undefined : queues.get(client);
  if (client === undefined || !queue) return undefined;
  queues.delete(client);
  const start = queue.shift();
  if (queue.length > 0) queues.set(client, queue);
  return start;
}

/** Adds `change` to the reads a client has outstanding, forgetting a client with none. */
function count(outstanding: Map<string, number>, client: string, change: number): void {
  const left = (outstanding.get(client) ?? 0) + change;
  if (left === 0) outstanding.delete(client);
  else outstanding.set(client, left);
}
