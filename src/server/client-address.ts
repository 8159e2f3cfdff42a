/**
 * Who a request comes from, for the handlers' budgets (their `clientKey` option): the address of the
 * connection it came on, as the server saw it, never a header a client can set. Behind a reverse proxy
 * every request comes from the proxy: name its addresses in `trustedProxies`, and for requests from them
 * the address the proxy wrote last in X-Forwarded-For counts instead (examples/nginx.conf writes the
 * client's address there, overwriting whatever the client sent).
 */
const addresses = new WeakMap<Request, string>();

/** `request`, remembered as sent from `address` (the connection's remote address); returned for chaining. */
export function fromAddress(request: Request, address: string | undefined): Request {
  if (address) addresses.set(request, address);
  return request;
}

/** The address a request was remembered with by `fromAddress`, or undefined. */
export function addressOf(request: Request): string | undefined {
  return addresses.get(request);
}

export interface ClientKeyOptions {
  /** The addresses of your own reverse proxies, whose X-Forwarded-For names the client. */
  trustedProxies?: readonly string[];
}

/** A `clientKey` for both handlers: the request's address, or a trusted proxy's word for it. */
export function clientKeyOf({ trustedProxies = [] }: ClientKeyOptions = {}): (request: Request) => string {
  const trusted = new Set(trustedProxies.map((address) => address.trim()).filter(Boolean));
  return (request) => {
    const address = addresses.get(request) ?? '';
    if (!trusted.has(address)) return address;
    // The last entry is the one the trusted proxy wrote; entries before it came from the client.
    const forwarded = request.headers.get('X-Forwarded-For')?.split(',').at(-1)?.trim();
    return forwarded || address;
  };
}
