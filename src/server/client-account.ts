/**
 * Which budget a request to the proxy is paid from (client-budget.ts, read-tab.ts). The widget on
 * the embedder's pages asks with its page's `Origin` (another origin, allowed), or from the
 * proxy's own origin, which browsers say with `Sec-Fetch-Site: same-origin`: its client's budget,
 * by the embedder's `clientKey`. A request with neither is no widget of those pages: a no-cors
 * request from another site (the browser sends `Sec-Fetch-Site: cross-site` and no `Origin`), a
 * script, a crawler, a cache revalidating, a browser without fetch metadata. They all draw on one
 * small budget of their own, and take one turn at the upstream slots between them, so that other
 * sites cannot spend the site's platform reads nor crowd its visitors.
 */
import type { ClientBudget } from './client-budget.js';
import { overBudget } from './proxy-error.js';
import type { Account } from './read-tab.js';

export interface AccountPolicy {
  clientKey: (request: Request) => string;
  /** Per client key. */
  budget: ClientBudget;
  /** One for every request that names no page. */
  anonymous: ClientBudget;
}

/** The one key of the anonymous budget (the per-client keys are in a budget of their own). */
const ANONYMOUS = 'anonymous';

export function accountOf(request: Request, policy: AccountPolicy): Account {
  const { headers } = request;
  const named = headers.has('Origin') || headers.get('Sec-Fetch-Site') === 'same-origin';
  const budget = named ? policy.budget : policy.anonymous;
  const key = named ? policy.clientKey(request) : ANONYMOUS;
  return {
    client: named ? `client ${key}` : ANONYMOUS,
    take(units) {
      const retryAfter = budget.take(key, units);
      if (retryAfter !== undefined) throw overBudget(retryAfter, named ? 'client' : 'anonymous');
    },
    charge: (units) => budget.charge(key, units),
    refund: (units) => budget.refund(key, units),
  };
}
