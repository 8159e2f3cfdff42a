/**
 * Why the showtime proxy did not answer with showings: a refused request (4xx) or a platform
 * that failed (5xx), with a stable `code` and a message safe to show anyone: it names the
 * parameter or the platform's status, never a token, the secret or the platform's free text.
 */
import { jsonResponse } from './json-response.js';

export class ProxyError extends Error {
  override name = 'ProxyError';

  constructor(
    readonly status: number,
    /** Kebab-case, e.g. `bad-request`, `upstream-timeout`; the widget shows it inside its `server` message. */
    readonly code: string,
    message: string,
    /** Headers the answer carries, such as a 429's `Retry-After` or a 405's `Allow`. */
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown; missing?: Missing },
  ) {
    super(message, options);
    this.missing = options?.missing;
  }

  /** What a 404 found unknown, for the widget to name: the movie, or every cinema asked for. */
  readonly missing: Missing | undefined;

  toResponse(extraHeaders: Record<string, string> = {}): Response {
    const body = { error: this.code, message: this.message, ...(this.missing && { missing: this.missing }) };
    return jsonResponse(this.status, body, { ...extraHeaders, ...this.headers });
  }
}

/** A 400 naming the query parameter and what it must be. */
export function badParameter(name: string, expected: string): ProxyError {
  return new ProxyError(400, 'bad-request', `Query parameter ${name}: expected ${expected}.`);
}

export type Missing = 'movie' | 'cinemas';

/** A 404: another path, an unknown movie, or only unknown cinemas (`missing` says which of the two). */
export function notFound(message: string, missing?: Missing): ProxyError {
  return new ProxyError(404, 'not-found', message, {}, { missing });
}

/**
 * A 503 for a request that would make the proxy do more of some work at once than it may: read programs (the
 * default), or look up ids (`looking up as many ids`).
 */
export function busy(doing = 'reading as many programs'): ProxyError {
  return new ProxyError(503, 'busy', `The showtime proxy is ${doing} as it may at once: try again in a second.`, {
    'Retry-After': '1',
  });
}

/**
 * A 429 for a client past its budget of platform requests, or for a request that names no page
 * (no `Origin`, no `Sec-Fetch-Site: same-origin`) past the budget all such requests share.
 */
export function overBudget(retryAfterSeconds: number, budget: 'client' | 'anonymous'): ProxyError {
  const who =
    budget === 'client'
      ? 'this client'
      : 'requests that name no page of this site (no Origin, no Sec-Fetch-Site: same-origin)';
  return new ProxyError(
    429,
    'rate-limited',
    `Too many platform requests for ${who}: try again in ${retryAfterSeconds} s.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
