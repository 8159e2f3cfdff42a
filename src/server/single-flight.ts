/**
 * One run of async work per key, shared by every caller that asks while it runs: a traffic spike
 * on the embedder's site makes one upstream call per token or program, not one per visitor. The
 * run is forgotten once it settles, so a failure is not kept and the next caller tries again. At
 * most `limit` distinct runs at once: past that, work for a new key is refused with `refusal()`,
 * so that the map stays bounded whatever keys are asked. `admit`, called only when a run would
 * start, may refuse it by throwing (a client over its budget): joining a run costs nothing.
 */
export type SingleFlight<T> = (key: string, work: () => Promise<T>, admit?: () => void) => Promise<T>;

export function singleFlight<T>(
  limit = Infinity,
  refusal: () => unknown = () => new Error('Too much work at once.'),
): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work, admit) => {
    let run = running.get(key);
    if (!run) {
      if (running.size >= limit) return Promise.reject(refusal());
      try {
        admit?.();
      } catch (refused) {
        return Promise.reject(refused);
      }
      run = work().finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };
}
