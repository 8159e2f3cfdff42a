/**
 * When a failed request is sent again, and after how long: one rule for the widget's requests and
 * the proxy's (ky's `retry` options are the model). An answer whose status a policy names in
 * `afterStatusCodes` (429, 503) and that says `Retry-After` (RFC 9110, 10.2.3) is sent again after
 * that wait, not sooner, and not at all when the wait is longer than `maxRetryAfter`: the caller
 * passes it on. Other failures named in `statusCodes`, and network errors, are sent again after an
 * exponential backoff.
 */
import { retryAfterMs } from './retry-after.js';

export interface RetryPolicy {
  /** Retries at most, whatever failed. */
  limit: number;
  /** The statuses retried after the backoff (when they give no Retry-After to wait for). */
  statusCodes: readonly number[];
  /** The statuses whose Retry-After is waited out. */
  afterStatusCodes: readonly number[];
  /** The longest Retry-After waited out, in milliseconds. */
  maxRetryAfter: number;
  /** The backoff before the first retry, in milliseconds; it doubles for each further one, with jitter. */
  backoff: number;
  /** The longest backoff, in milliseconds. */
  backoffLimit: number;
}

/** The wait before retry number `retry` (from 0) after `response` (none: a network error); undefined: no retry. */
export function retryDelay(policy: RetryPolicy, retry: number, response?: Response): number | undefined {
  if (retry >= policy.limit) return undefined;
  const status = response?.status ?? 0;
  const after = policy.afterStatusCodes.includes(status)
    ? retryAfterMs(response!.headers.get('Retry-After'))
    : undefined;
  if (after !== undefined) return after <= policy.maxRetryAfter ? after : undefined;
  if (response && !policy.statusCodes.includes(status)) return undefined;
  // "Equal jitter": half the delay fixed, half random, so that the retries of many clients spread out.
  return Math.min(policy.backoff * 2 ** retry, policy.backoffLimit) * (0.5 + Math.random() / 2);
}
