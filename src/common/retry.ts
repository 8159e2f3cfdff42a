/**
 * Sending a request again after a failure, as a policy says (./retry-delay.ts): the one retry loop
 * of the widget's requests and the proxy's. When to retry is needed only after a failure, so in
 * the browser it comes as a chunk of its own.
 */
import type { RetryPolicy } from './retry-delay.js';

export type { RetryPolicy } from './retry-delay.js';

/** What the retries need beside their policy. */
export interface Retrying extends RetryPolicy {
  /** Whether a thrown error may be retried (a dropped connection), or is final (a timeout, an abort). */
  retriesError: (error: unknown) => boolean;
  /** How the waits are taken (and cut short by an abort). */
  sleep: (ms: number) => Promise<void>;
}

/**
 * Sends until an answer needs no retry, or the retries are spent: returns the last answer, a
 * success or a failure for the caller to word; throws what `send` threw last.
 */
export async function withRetries(send: () => Promise<Response>, retrying: Retrying): Promise<Response> {
  for (let retry = 0; ; retry += 1) {
    let response: Response | undefined;
    let thrown: { error: unknown } | undefined;
    try {
      response = await send();
      if (response.ok) return response;
    } catch (error) {
      if (!retrying.retriesError(error)) throw error;
      thrown = { error };
    }
    const wait = (await import('./retry-delay.js')).retryDelay(retrying, retry, response);
    if (wait === undefined) {
      if (thrown) throw thrown.error;
      return response!;
    }
    // Its body is not read: let its connection go now, not when the garbage collector comes.
    await response?.body?.cancel();
    await retrying.sleep(wait);
  }
}
