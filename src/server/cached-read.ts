/**
 * How the proxy reads through its cache: a fresh answer is served as it is; an older one is read
 * again, by one upstream read however many requests wait for it; and when that read fails while
 * the old answer is still within its stale window, the old answer is served, marked stale.
 * Between a CDN in front and the page, `Cache-Control` says the same (see proxy-answer.ts).
 */
import { ByteBoundedCache } from './byte-bounded-cache.js';
import { singleFlight } from './single-flight.js';

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
  const through: CachedRead<V> = async (key, read) => {
    const kept = cache.get(key);
    const age = kept ? policy.now() - kept.storedAt : Infinity;
    if (kept && age < policy.freshMs) return { ...kept, state: 'hit' };
    try {
      return { ...(await readAndKeep(key, read)), state: 'miss' };
    } catch (failure) {
      if (!kept || age >= policy.freshMs + policy.staleMs) throw failure;
      return { ...kept, state: 'stale', failure };
    }
  };
  return Object.assign(through, { cache });
}
