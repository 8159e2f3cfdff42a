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
}

export interface SharedWorkOptions {
  /** The caller's signal: aborting it rejects this caller's promise with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** How long a result is reused after it arrived; 0 (default) reuses only while in flight. */
  keepMs?: number;
}

export class SharedWork<T> {
  private readonly _running = new Map<string, Run<T>>();
  private readonly _kept = new Map<string, { value: T; until: number }>();

  run(key: string, work: (signal: AbortSignal) => Promise<T>, options: SharedWorkOptions = {}): Promise<T> {
    const { signal, keepMs = 0 } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const kept = this._kept.get(key);
    if (kept && kept.until > performance.now()) return Promise.resolve(kept.value);
    this._kept.delete(key);
    const run = this._running.get(key) ?? this._start(key, work, keepMs);
    return this._wait(key, run, signal);
  }

  private _start(key: string, work: (signal: AbortSignal) => Promise<T>, keepMs: number): Run<T> {
    const controller = new AbortController();
    const run: Run<T> = { promise: work(controller.signal), controller, waiters: 0 };
    this._running.set(key, run);
    run.promise.then(
      (value) => {
        if (this._running.get(key) !== run) return;
        this._running.delete(key);
        if (keepMs > 0) this._kept.set(key, { value, until: performance.now() + keepMs });
      },
      () => {
        if (this._running.get(key) === run) this._running.delete(key);
      },
    );
    return run;
  }

  private _wait(key: string, run: Run<T>, signal: AbortSignal | undefined): Promise<T> {
    run.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        run.waiters -= 1;
        if (run.waiters === 0) {
          if (this._running.get(key) === run) this._running.delete(key);
          run.controller.abort(signal?.reason);
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      run.promise.then(
        (value) => {
          signal?.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }
}
