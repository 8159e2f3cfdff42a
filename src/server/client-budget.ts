/**
 * How much platform work one client may cause: a token bucket per client key (the embedder's
 * `clientKey(request)`, one shared key by default), filled at `perMinute` a minute up to
 * `perMinute`. Only requests that make the platform work draw on it; answers from memory never
 * do. The keys kept are bounded by count (a client forgotten starts with a full bucket), so a
 * stranger who makes up keys grows no map.
 */
import { LRUCache } from 'lru-cache';

/** Clients whose buckets are kept at once. */
const MAX_CLIENTS = 10_000;

export interface ClientBudgetOptions {
  perMinute: number;
  now: () => number;
}

/** Draws one unit for `client`: `undefined` when it had one, else the seconds until it has. */
export type ClientBudget = (client: string) => number | undefined;

interface Bucket {
  units: number;
  at: number;
}

export function clientBudget({ perMinute, now }: ClientBudgetOptions): ClientBudget {
  if (!(perMinute > 0)) throw new TypeError(`A client's budget must be a positive number a minute, not ${perMinute}.`);
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });
  return (client) => {
    const at = now();
    const kept = buckets.get(client);
    const units = kept ? Math.min(perMinute, kept.units + (at - kept.at) * perMs) : perMinute;
    if (units < 1) {
      buckets.set(client, { units, at });
      return Math.max(1, Math.ceil((1 - units) / perMs / 1000));
    }
    buckets.set(client, { units: units - 1, at });
    return undefined;
  };
}
