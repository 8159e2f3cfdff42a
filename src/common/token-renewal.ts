/**
 * "A new token once after a 401", for the widget's requests (platform/request.ts) and the proxy's
 * (server/platform-get.ts) alike: a token may be revoked or expire before its `expires_in` (spec
 * "Authentication", "Limits"), and the platform says so with 401. Asking with a new token once
 * mends that; a second 401 is the answer (a token the platform will not take, not a stale one).
 * Each side brings its own tokens and its own send (its fetch, timeout, slots and errors).
 */

/** Where a request's tokens come from. */
export interface RenewableTokens<T> {
  /** The token of the moment. */
  get(): Promise<T>;
  /** The platform answered 401 to `token`: the next `get` brings another. */
  refuse(token: T): void;
}

/**
 * The attempts of one request: each sends with the token of the moment, and the first 401 of the
 * request is sent again at once with a new token (later attempts, such as retries, keep that one).
 */
export function renewingOnce<T>(tokens: RenewableTokens<T>, send: (token: T) => Promise<Response>) {
  let renewed = false;
  const attempt = async (): Promise<Response> => {
    const token = await tokens.get();
    const response = await send(token);
    if (response.status !== 401 || renewed) return response;
    renewed = true;
    tokens.refuse(token);
    return attempt();
  };
  return attempt;
}
