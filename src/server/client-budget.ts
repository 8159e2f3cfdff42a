/**
 * How much platform work one client may cause: a token bucket per client key (the embedder's
 * `clientKey(request)`, one shared key by default), filled at `perMinute` a minute up to
 * `perMinute`. The units are platform requests (pages, look-ups, lists): a request to the handler
 * takes what it may cause before it causes any, is charged the further pages it turns out to need,
 * and gets back what it did not use. Answers from memory never draw on it. The keys kept are
 * bounded by count (a client forgotten starts with a full bucket), so a stranger who makes up keys
 * grows no map.
 */
import { LRUCache } from 'lru-cache';

/** Clients whose buckets are kept at once. */
const MAX_CLIENTS = 10_000;

export interface ClientBudgetOptions {
  perMinute: number;
  now: () => number;
}

export interface ClientBudget {
  /**
   * Draws `units` for `client` when it has them all (or a full bucket, for work larger than one):
   * `undefined`; else draws none and says the seconds until it has them.
   */
  take(client: string, units: number): number | undefined;
  /** Draws units of work under way that turned out to be needed (a list's further pages): it may go below zero. */
  charge(client: string, units: number): void;
  /** Gives back units taken and not used (a list another request had read meanwhile). */
  refund(client: string, units: number): void;
}

interface Bucket {
  units: number;
  at: number;
}

export function clientBudget({ perMinute, now }: ClientBudgetOptions): ClientBudget {
  if (!(perMinute > 0)) throw new TypeError(`A client's budget must be a positive number a minute, not ${perMinute}.`);
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });
  const unitsOf = (client: string, at: number) => {
    const kept = buckets.get(client);
    return kept ? Math.min(perMinute, kept.units + (at - kept.at) * perMs) : perMinute;
  };
  const add = (client: string, change: number) => {
    const at = now();
    buckets.set(client, { units: Math.min(perMinute, unitsOf(client, at) + change), at });
  };
  return {
    take(client, units) {
      const at = now();
      const has = unitsOf(client, at);
      const needed = Math.min(units, perMinute);
      if (has < needed) {
        buckets.set(client, { units: has, at });
        return Math.max(1, Math.ceil((needed - has) / perMs / 1000));
      }
      buckets.set(client, { units: has - units, at });
      return undefined;
    },
    charge: (client, units) => add(client, -units),
    refund: (client, units) => add(client, units),
  };
}
