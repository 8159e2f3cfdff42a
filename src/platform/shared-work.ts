/**
 * One run of async work shared by every caller that asks for the same key while it runs, and
 * its result kept for a short while after. Widgets on one page ask for the same token and the
 * same lists at the same moment; this makes that one request. Each caller may leave with its
 * own AbortSignal; the work itself is aborted only when the last caller has left, so one
 * widget going away never breaks another's load.
 */

/**
 * Runs `work` for `key`, or joins the run under way, or returns the result kept. Aborting `signal`
 * rejects this caller's promise with the signal's reason. A result is reused for `keepMs` after it
 * arrived (or for what `keepMs` says of the result); 0 (default) reuses it only while in flight.
 */
export type SharedWork<T> = (
  key: string,
  work: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
  keepMs?: number | ((result: T) => number),
) => Promise<T>;

export function sharedWork<T>(): SharedWork<T> {
  /** Per key, how to join its run: undefined once its kept result has expired. */
  const runs = new Map<string, (signal?: AbortSignal) => Promise<T> | undefined>();
  const start = (key: string, work: (signal: AbortSignal) => Promise<T>, keepMs: number | ((result: T) => number)) => {
    const controller = new AbortController();
    const promise = work(controller.signal);
    let waiters = 0;
    // Set when the result arrived: the `performance.now()` until which it is reused.
    let keptUntil: number | undefined;
    const join = (signal?: AbortSignal) => {
      if (keptUntil !== undefined) return keptUntil > performance.now() ? promise : undefined;
      waiters += 1;
      return new Promise<T>((resolve, reject) => {
        const leave = () => {
          if (--waiters === 0) {
            forget();
            controller.abort(signal?.reason);
          }
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', leave, { once: true });
        promise.finally(() => signal?.removeEventListener('abort', leave)).then(resolve, reject);
      });
    };
    const forget = () => runs.get(key) === join && runs.delete(key);
    promise.then((result) => {
      const ms = typeof keepMs === 'number' ? keepMs : keepMs(result);
      if (ms <= 0) return forget();
      keptUntil = performance.now() + ms;
      // An expired result is let go, not kept until its key is asked for again: a list is large.
      if (Number.isFinite(ms)) setTimeout(forget, ms);
    }, forget);
    runs.set(key, join);
    return join;
  };
  return (key, work, signal, keepMs = 0) => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    // A run just started has no kept result yet, so joining it always gives a promise.
    return runs.get(key)?.(signal) ?? start(key, work, keepMs)(signal)!;
  };
}
