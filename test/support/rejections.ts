/** What a promise that should fail failed with, for tests that check errors of the platform client. */
import { ShowtimeFinderError } from '../../src/common/errors.js';

/** The `ShowtimeFinderError` the promise rejects with; anything else fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<ShowtimeFinderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShowtimeFinderError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** The reason an aborted call rejects with: it must be the AbortError DOMException itself. */
export async function abortReason(promise: Promise<unknown>): Promise<DOMException> {
  const reason = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(reason instanceof DOMException) || reason.name !== 'AbortError') {
    throw new Error(`expected an AbortError, got ${String(reason)}`);
  }
  return reason;
}
