/**
 * At most `max` upstream requests in flight at once, however many lists are read: the proxy
 * never floods the platform, even when a hundred lists are read cold at the same moment.
 */
export type ConcurrencyLimit = <T>(work: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(max: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
