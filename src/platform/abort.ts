/** Waiting that gives way to an `AbortSignal`: the caller's abort always wins, with its own reason. */

/** Resolves after `ms`, or rejects with `signal.reason` as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A signal that aborts when `signal` does or after `ms`; `timedOut()` tells the two apart, so
 * that a timeout becomes a `network` error while the caller's abort passes through.
 */
export function withTimeout(ms: number, signal?: AbortSignal): { signal: AbortSignal; timedOut(): boolean } {
  const timeout = AbortSignal.timeout(ms);
  return {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    timedOut: () => timeout.aborted && !signal?.aborted,
  };
}
