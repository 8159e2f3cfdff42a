/**
 * Identical work merged into one run: every caller that asks for the same key while it runs joins
 * it, and its result may be kept for a while after. Widgets on one page ask for the same token and
 * the same lists at the same moment, and a traffic spike on the embedder's site asks the proxy for
 * the same token and program: each makes one request. A caller may leave with its own AbortSignal;
 * the work itself is aborted only when the last caller has left, so one widget going away never
 * breaks another's load. A failure is never kept: the next caller tries again.
 */

/** How one caller asks for a key's work. */
export interface MergedCall<T> {
  /** Leaving: rejects this caller's promise with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** How long the result is reused after it arrived (or what it says of the result); 0 reuses it only in flight. */
  keepMs?: number | ((result: T) => number);
  /** Asked only when a run would start (joining one costs nothing); refuses it by throwing (a client over budget). */
  admit?: () => void;
}

/** Runs `work` for `key`, or joins its run under way, or returns its result kept. */
export type MergedWork<T> = (
  key: string,
  work: (signal: AbortSignal) => Promise<T>,
  call?: MergedCall<T>,
) => Promise<T>;

/** How to join a run: undefined once its kept result has expired. */
type Join<T> = (signal?: AbortSignal) => Promise<T> | undefined;

/** At most `limit` keys run or kept at once: work for one more is refused with `refusal()`. */
export interface MergedWorkBound {
  limit: number;
  refusal: () => unknown;
}

/** Merged work; with a `bound`, what it holds stays bounded whatever keys are asked. */
export function mergedWork<T>(bound?: MergedWorkBound): MergedWork<T> {
  const runs = new Map<string, Join<T>>();
  return (key, work, { signal, keepMs = 0, admit } = {}) => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const joined = runs.get(key)?.(signal);
    if (joined) return joined;
    try {
      if (bound && runs.size >= bound.limit) throw bound.refusal();
      admit?.();
    } catch (refused) {
      return Promise.reject(refused);
    }
    const join = startRun(work, keepMs, () => runs.get(key) === join && runs.delete(key));
    runs.set(key, join);
    // A run just started has no kept result yet, so joining it always gives a promise.
    return join(signal)!;
  };
}

/** Starts `work`; `forget` drops it once its callers have all left, it failed, or its result expired. */
function startRun<T>(
  work: (signal: AbortSignal) => Promise<T>,
  keepMs: number | ((result: T) => number),
  forget: () => void,
): Join<T> {
  const controller = new AbortController();
  const promise = work(controller.signal);
  let callers = 0;
  // Set when the result arrived: the `performance.now()` until which it is reused.
  let keptUntil: number | undefined;
  promise.then((result) => {
    const ms = typeof keepMs === 'number' ? keepMs : keepMs(result);
    if (ms <= 0) return forget();
    keptUntil = performance.now() + ms;
    // An expired result is let go, not kept until its key is asked for again: a list is large.
    if (Number.isFinite(ms)) setTimeout(forget, ms);
  }, forget);
  return (signal) => {
    if (keptUntil !== undefined) return keptUntil > performance.now() ? promise : undefined;
    callers += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        if (--callers === 0) {
          forget();
          controller.abort(signal?.reason);
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      promise.finally(() => signal?.removeEventListener('abort', leave)).then(resolve, reject);
    });
  };
}
