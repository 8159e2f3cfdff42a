/** Timing a piece of work in Node. */
import { performance } from 'node:perf_hooks';

/** Median milliseconds of `runs` runs after two warm-ups. */
export function medianMs(run: () => unknown, runs = 7): number {
  run();
  run();
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}
