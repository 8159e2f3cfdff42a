/**
 * Work the viewer may need later, run when the page has nothing better to do: at the browser's
 * `requestIdleCallback` where it has one (Safari has none: there, after a short pause), and within
 * `timeoutMs` at the latest, so that a page that is never idle still gets it done.
 */

/** Safari's stand-in for an idle moment: long enough for a frame to paint and a tap to be answered. */
const PAUSE_WITHOUT_IDLE_MS = 50;

/** Calls `callback` once the page is idle; the function returned cancels it. */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, PAUSE_WITHOUT_IDLE_MS);
  return () => clearTimeout(handle);
}

/** Resolves once the page is idle (see `whenIdle`). */
export function idle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs));
}
