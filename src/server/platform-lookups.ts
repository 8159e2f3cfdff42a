/**
 * What the platform said of ids (a movie's numeric id, whether it knows a cinema), kept for a
 * while and asked once at a time per id, so that a crowd asking for one id costs one request. Bounded
 * by count, whatever ids are asked: a full table of look-ups in flight refuses one more with 503.
 */
import { LRUCache } from 'lru-cache';
import { mergedWork } from '../common/merged-work.js';
import type { MergedWork } from '../common/merged-work.js';
import { busy } from './proxy-error.js';

export interface LookupOptions {
  /** How long an answer stands. */
  ttlMs: number;
  /** Answers kept, and look-ups in flight, at once. */
  max: number;
  now: () => number;
}

/** One kind of look-up: `V` is what the platform said of an id. */
export class PlatformLookups<V> {
  /** Boxed: the cache holds objects only, and an answer may be `null` or `false`. */
  readonly #answers: LRUCache<string, { value: V }>;
  readonly #flight: MergedWork<{ value: V }>;

  constructor({ ttlMs, max, now }: LookupOptions) {
    this.#answers = new LRUCache({ max, ttl: ttlMs, perf: { now }, ttlResolution: 0 });
    this.#flight = mergedWork({ limit: max, refusal: () => busy('looking up as many ids') });
  }

  /** Whether an answer for `id` is kept. */
  has(id: number | string): boolean {
    return this.#answers.has(String(id));
  }

  /** The answer for `id`: kept, joined in flight, or read now (`admit` asked first, to pay for it). */
  async get(id: number | string, read: () => Promise<V>, admit?: () => void): Promise<V> {
    const key = String(id);
    const kept = this.#answers.get(key);
    if (kept) return kept.value;
    const work = async () => {
      const answer = { value: await read() };
      this.#answers.set(key, answer);
      return answer;
    };
    return (await this.#flight(key, work, { admit })).value;
  }
}
