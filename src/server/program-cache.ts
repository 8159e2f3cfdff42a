/**
 * The proxy's memory: what it read, kept by key in a least-recently-used cache bounded in bytes
 * (lru-cache's `maxSize`), each entry counted as its size in bytes (grown by what is made from it
 * once kept: a program's compressed copies, its calendar) plus its key and a fixed cost per entry,
 * so that the process stays within a small multiple of the bound whatever keys are asked (empty
 * programs and long keys included). How a kept value is served follows its age, as
 * `Cache-Control` says (RFC 5861): fresh within `max-age`; past it and within
 * `stale-while-revalidate` served at once while one read refreshes it behind the answer; past
 * that and within `stale-if-error` read again, the kept value served should the platform fail.
 * One read runs per key however many ask, and a failed read is held for a moment, so that the
 * requests meanwhile get the stale value or the error at once instead of each trying a platform
 * that just failed.
 */
import { LRUCache } from 'lru-cache';
import { busy, ProxyError } from './proxy-error.js';
import { mergedWork } from '../common/merged-work.js';
import type { MergedWork } from '../common/merged-work.js';

export interface CachePolicy {
  /** The proxy's clock, on which ages are read. */
  now: () => number;
  /** The bound of what is kept: the entries' bytes, keys and overhead together. */
  maxBytes: number;
  /** How long a value kept is fresh (`max-age`). */
  freshMs: number;
  /** Past `freshMs`: served at once and refreshed behind (`stale-while-revalidate`). */
  revalidateMs: number;
  /** Past `freshMs`: served when a read fails (`stale-if-error`). */
  ifErrorMs: number;
  /** Distinct reads in flight at once; one more is refused with 503 and `Retry-After`. */
  maxReads: number;
  /** Told of a refresh behind an answer that failed. */
  onRefreshFailure: (failure: unknown) => void;
  /** Told of a value that weighs more than the whole bound, which is therefore not kept. */
  onTooLarge: (key: string, bytes: number) => void;
}

/** A value read, with its size in bytes (as `sizeCalculation` counts it, key and overhead aside). */
export interface Read<V> {
  value: V;
  bytes: number;
  /** False for a value answered once and never kept (an incomplete program). */
  keep: boolean;
  /** When its data was read from the platform, where earlier than now (a cut from a kept list). */
  storedAt?: number;
}

export interface Kept<V> {
  value: V;
  /** When its data was read from the platform, on the proxy's clock. */
  storedAt: number;
  /** `miss`: read now; `hit`: kept and fresh; `stale`: kept and past max-age. */
  state: 'miss' | 'hit' | 'stale';
  /** Why a stale value is served, where a read failed. */
  failure?: unknown;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  bytes: number;
}

export interface ProgramCache<V> {
  /**
   * The value of `key`, read with `read` where none is kept fresh. With `behind`, a value past
   * max-age but within stale-while-revalidate is answered at once and refreshed behind; without
   * (a list that a program is about to be cut from), it is read now. `admit` is asked before a
   * read starts now (not for a value kept, a read joined, or a refresh behind an answer), and
   * refuses it by throwing.
   */
  get(key: string, read: () => Promise<Read<V>>, options?: { behind?: boolean; admit?: () => void }): Promise<Kept<V>>;
  /** Keeps a value read by other means (a movie's whole list, sent for a window by a platform that ignored it). */
  put(key: string, value: V, bytes: number): void;
  /**
   * Counts `bytes` more for the entry of `key`, where it still holds `value`: what was added to a
   * value after it was kept (a program's content codings, its calendar). Its age stays as it was.
   */
  grow(key: string, value: V, bytes: number): void;
  /** Whether `get(key)` would answer without a read (what a read is estimated to cost leaves it out). */
  fresh(key: string): boolean;
}

export function programCache<V extends object>(policy: CachePolicy): ProgramCache<V> {
  return new KeptPrograms<V>(policy);
}

/** What an entry costs beyond its bytes and its key: the entry's objects and the LRU's slots. */
const ENTRY_OVERHEAD_BYTES = 512;
/** How long a failed read stands for its key: a herd of tries is spared, a recovery soon seen. */
const FAILURE_HOLD_MS = 1_000;
/** Failures held at once (each for a second): a bound by count, whatever keys fail. */
const MAX_HELD_FAILURES = 1_000;

/** What an entry weighs against the bound: its bytes, its key and the fixed cost of an entry. */
function entrySize(entry: Entry<unknown>, key: string): number {
  return entry.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

class KeptPrograms<V extends object> implements ProgramCache<V> {
  readonly #policy: CachePolicy;
  readonly #entries: LRUCache<string, Entry<V>>;
  /** Failed reads, held a moment: the requests meanwhile get the stale answer or the error at once. */
  readonly #failures: LRUCache<string, { failure: unknown }>;
  readonly #flight: MergedWork<Read<V> & { storedAt: number }>;
  // The refreshes behind answers whose failure is told already: every stale answer meanwhile shares one.
  readonly #watched = new WeakSet<Promise<unknown>>();

  constructor(policy: CachePolicy) {
    const { now } = policy;
    this.#policy = policy;
    this.#entries = new LRUCache<string, Entry<V>>({
      maxSize: policy.maxBytes,
      sizeCalculation: entrySize,
      // An entry past every stale window is of no use: it goes at its next look-up.
      ttl: policy.freshMs + Math.max(policy.revalidateMs, policy.ifErrorMs),
      perf: { now },
      // Ages are read on the proxy's clock at every look-up (a test's clock jumps).
      ttlResolution: 0,
    });
    this.#failures = new LRUCache({ max: MAX_HELD_FAILURES, ttl: FAILURE_HOLD_MS, perf: { now }, ttlResolution: 0 });
    this.#flight = mergedWork({ limit: policy.maxReads, refusal: busy });
  }

  put(key: string, value: V, bytes: number): void {
    this.#keep(key, { value, storedAt: this.#policy.now(), bytes });
  }

  grow(key: string, value: V, bytes: number): void {
    const entry = this.#entries.peek(key);
    if (entry?.value === value) this.#keep(key, { ...entry, bytes: entry.bytes + bytes }, { noUpdateTTL: true });
  }

  /** Keeps an entry (lru-cache drops one larger than its bound without a word: it is told here). */
  #keep(key: string, entry: Entry<V>, options: { noUpdateTTL?: boolean } = {}): void {
    const size = entrySize(entry, key);
    if (size > this.#policy.maxBytes) this.#policy.onTooLarge(key, size);
    this.#entries.set(key, entry, options);
  }

  fresh(key: string): boolean {
    const kept = this.#entries.peek(key);
    return kept !== undefined && this.#policy.now() - kept.storedAt < this.#policy.freshMs;
  }

  async get(
    key: string,
    read: () => Promise<Read<V>>,
    { behind = false, admit }: { behind?: boolean; admit?: () => void } = {},
  ): Promise<Kept<V>> {
    const policy = this.#policy;
    const kept = this.#entries.get(key);
    const age = kept ? policy.now() - kept.storedAt : Infinity;
    if (kept && age < policy.freshMs) return { value: kept.value, storedAt: kept.storedAt, state: 'hit' };
    if (kept && behind && age < policy.freshMs + policy.revalidateMs) {
      this.#refreshBehind(key, read);
      return { value: kept.value, storedAt: kept.storedAt, state: 'stale' };
    }
    try {
      const got = await this.#readAndKeep(key, read, admit);
      // A complete value kept is answered rather than an incomplete one read now, while it may be.
      if (!got.keep && kept && age < policy.freshMs + policy.ifErrorMs) {
        return { value: kept.value, storedAt: kept.storedAt, state: 'stale' };
      }
      return { value: got.value, storedAt: got.storedAt, state: 'miss' };
    } catch (failure) {
      if (!kept || age >= policy.freshMs + policy.ifErrorMs || !(failure instanceof ProxyError)) throw failure;
      if (failure.status < 500 && failure.status !== 429) throw failure;
      return { value: kept.value, storedAt: kept.storedAt, state: 'stale', failure };
    }
  }

  /** A read behind a stale answer; none while a failed one is held: it was tried and told within the second. */
  #refreshBehind(key: string, read: () => Promise<Read<V>>): void {
    if (this.#failures.has(key)) return;
    const refresh = this.#readAndKeep(key, read);
    if (!this.#watched.has(refresh)) refresh.catch(this.#policy.onRefreshFailure);
    this.#watched.add(refresh);
  }

  #readAndKeep(key: string, read: () => Promise<Read<V>>, admit?: () => void): Promise<Read<V> & { storedAt: number }> {
    const held = this.#failures.get(key);
    if (held) return Promise.reject(held.failure);
    return this.#flight(
      key,
      async () => {
        try {
          const got = await read();
          const storedAt = got.storedAt ?? this.#policy.now();
          if (got.keep) this.#keep(key, { value: got.value, storedAt, bytes: got.bytes });
          return { ...got, storedAt };
        } catch (failure) {
          this.#failures.set(key, { failure });
          throw failure;
        }
      },
      { admit },
    );
  }
}
