/**
 * How the proxy reads through its cache: a fresh answer is served as it is; an older one is read
 * again, by one upstream read however many requests wait for it; and when that read fails while
 * the old answer is still within its stale window, the old answer is served, marked stale.
 * Between a CDN in front and the page, `Cache-Control` says the same (see proxy-answer.ts).
 * A failed read is remembered for a moment: the requests meanwhile get the stale answer or the
 * error at once, instead of each waiting for a try of a platform that just failed.
 */
import { ByteBoundedCache } from './byte-bounded-cache.js';
import { singleFlight } from './single-flight.js';

/** How long a failed read stands for its list: a herd of tries is spared, a recovery soon seen. */
const FAILURE_HOLD_MS = 1_000;

export interface CachePolicy {
  maxBytes: number;
  /** How long an answer is served without asking the platform again. */
  freshMs: number;
  /** How long after that it may still be served when the platform fails. */
  staleMs: number;
  now: () => number;
}

export interface CacheRead<V> {
  value: V;
  storedAt: number;
  /** `miss`: read now; `hit`: kept and fresh; `stale`: kept, served because the platform failed. */
  state: 'miss' | 'hit' | 'stale';
  /** Why a stale answer is served: the platform's failure. */
  failure?: unknown;
}

export type CachedRead<V> = (key: string, read: () => Promise<{ value: V; bytes: number }>) => Promise<CacheRead<V>>;

export function cachedRead<V>(policy: CachePolicy): CachedRead<V> & { cache: ByteBoundedCache<V> } {
  const cache = new ByteBoundedCache<V>(policy.maxBytes);
  const flight = singleFlight<{ value: V; storedAt: number }>();
  const readAndKeep = (key: string, read: () => Promise<{ value: V; bytes: number }>) =>
    flight(key, async () => {
      const { value, bytes } = await read();
      const storedAt = policy.now();
      cache.set(key, value, bytes, storedAt);
      return { value, storedAt };
    });
  const failures = new Map<string, { failure: unknown; until: number }>();
  const readOrRecall = async (key: string, read: () => Promise<{ value: V; bytes: number }>) => {
    const failed = failures.get(key);
    if (failed && failed.until > policy.now()) throw failed.failure;
    failures.delete(key);
    try {
      return await readAndKeep(key, read);
    } catch (failure) {
      // Held failures older than a second go now: the map holds no more than a second's failures.
      for (const [held, { until }] of failures) if (until <= policy.now()) failures.delete(held);
      failures.set(key, { failure, until: policy.now() + FAILURE_HOLD_MS });
      throw failure;
    }
  };
  const through: CachedRead<V> = async (key, read) => {
    const kept = cache.get(key);
    const age = kept ? policy.now() - kept.storedAt : Infinity;
    if (kept && age < policy.freshMs) return { ...kept, state: 'hit' };
    try {
      return { ...(await readOrRecall(key, read)), state: 'miss' };
    } catch (failure) {
      if (!kept || age >= policy.freshMs + policy.staleMs) throw failure;
      return { ...kept, state: 'stale', failure };
    }
  };
  return Object.assign(through, { cache });
}
