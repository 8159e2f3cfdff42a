/**
 * One run of async work per key, shared by every caller that asks while it runs: a traffic spike
 * on the embedder's site makes one upstream call per token or list, not one per visitor. The run
 * is forgotten once it settles, so a failure is not kept and the next caller tries again.
 */
export type SingleFlight<T> = (key: string, work: () => Promise<T>) => Promise<T>;

export function singleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    let run = running.get(key);
    if (!run) {
      run = work().finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };
}
