/**
 * The one poll of the suite, in the browser and in Node: a condition asked again until it holds, within a bound, and
 * failing with what it waited for. A test waits for the state that would have to come, never for a fixed time; where
 * no event says that state came, it asks. The bound is generous (the machine is shared with other runs: a file's
 * whole budget is testFramework's timeout in web-test-runner.config.mjs), and the failure names the wait, so a slow
 * machine fails with "the follow link shows: not within 10000 ms" rather than a mocha timeout that names nothing.
 */

/** How long a wait may take by default: long beside any wait that succeeds here, short beside a file's budget. */
export const UNTIL_TIMEOUT_MS = 10_000;

/** How often a condition is asked again: often enough for a wait of a few frames, rare enough not to load the page. */
export const UNTIL_INTERVAL_MS = 20;

/**
 * Resolves with `condition`'s first truthy value, asking it again every `intervalMs` (it may be async); rejects
 * with `message` once `timeoutMs` went by without one, or with `condition`'s own error.
 */
export async function until<T>(
  condition: () => T | Promise<T>,
  message: string,
  timeoutMs = UNTIL_TIMEOUT_MS,
  intervalMs = UNTIL_INTERVAL_MS,
): Promise<NonNullable<T>> {
  // performance.now(): the tests pin the page's `Date` (page-clock.ts), which would never reach a deadline.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`${message}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
