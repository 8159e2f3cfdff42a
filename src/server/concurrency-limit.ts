/**
 * At most `max` upstream requests in flight at once, however many lists are read: the proxy
 * never floods the platform, even when a hundred lists are read cold at the same moment. One
 * queue for all, first come first served (the reads above it take turns by client: ./fair-queue.ts).
 */
import { fairQueue } from './fair-queue.js';

export type ConcurrencyLimit = <T>(work: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(max: number): ConcurrencyLimit {
  const queue = fairQueue({ running: max, maxWaiting: Infinity, refusal: () => new Error('unreachable') });
  return (work) => queue('', work);
}
