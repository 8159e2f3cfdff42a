/**
 * Bounded load on loopback for the server benchmarks: a fixed number of requests, a fixed number
 * in flight, each one timed; and the heap after a full collection. Bounded in count, so a run
 * always stops by itself.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Runs `count` requests, `concurrency` at a time; each one's milliseconds, sorted. */
export async function inFlight(count: number, concurrency: number, ask: (index: number) => Promise<unknown>) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      await ask(index);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times.sort((a, b) => a - b);
}

/** The value at fraction `share` (0.5 the median, 0.99 the p99) of sorted `times`. */
export function percentile(times: readonly number[], share: number): number {
  return times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN;
}

/** Heap in use after a full collection, in MiB. */
export function heapMiB(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 2 ** 20;
}
