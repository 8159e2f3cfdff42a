/**
 * One run of async work shared by every caller that asks for the same key while it runs, and
 * its result kept for a short while after. Widgets on one page ask for the same token and the
 * same lists at the same moment; this makes that one request. Each caller may leave with its
 * own AbortSignal; the work itself is aborted only when the last caller has left, so one
 * widget going away never breaks another's load.
 */
interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  waiters: number;
  /** Set when the result arrived: the `performance.now()` until which it is reused. */
  keptUntil?: number;
}

/**
 * Runs `work` for `key`, or joins the run under way, or returns the result kept. Aborting `signal`
 * rejects this caller's promise with the signal's reason. A result is reused for `keepMs` after it
 * arrived; 0 (default) reuses it only while in flight.
 */
export type SharedWork<T> = (
  key: string,
  work: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
  keepMs?: number,
) => Promise<T>;

export function sharedWork<T>(): SharedWork<T> {
  const runs = new Map<string, Run<T>>();
  return (key, work, signal, keepMs = 0) => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const forget = (run: Run<T>) => runs.get(key) === run && runs.delete(key);
    let run = runs.get(key);
    if (run?.keptUntil !== undefined) {
      if (run.keptUntil > performance.now()) return run.promise;
      run = undefined;
    }
    if (!run) {
      const controller = new AbortController();
      const started: Run<T> = { promise: work(controller.signal), controller, waiters: 0 };
      started.promise.then(
        () => (keepMs > 0 ? (started.keptUntil = performance.now() + keepMs) : forget(started)),
        () => forget(started),
      );
      runs.set(key, (run = started));
    }
    const joined = run;
    joined.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        if (--joined.waiters === 0) {
          forget(joined);
          joined.controller.abort(signal?.reason);
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      joined.promise.finally(() => signal?.removeEventListener('abort', leave)).then(resolve, reject);
    });
  };
}
