/**
 * The stable error codes of the public contract (docs/design.md, "Shadow DOM"). They appear as
 * `data-error-code` on `part="error"` and in the `showtimes-error` event; hosts and outside
 * tests rely on them, so add to this list only with an issue that changes the contract.
 */
export const ERROR_CODES = [
  'invalid-config',
  'token-unavailable',
  'unauthorized',
  'origin-not-allowed',
  'movie-not-found',
  'legacy-id-unsupported',
  'rate-limited',
  'network',
  'server',
  'bad-response',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The showtime proxy's code for client credentials the platform refused: only whoever runs the proxy can
 * fix them, so the widget does not ask again, and tells the viewer that the site's service is at fault.
 */
export const PROXY_MISCONFIGURED = 'proxy-misconfigured';

/**
 * Codes where trying again usually helps: the network, the platform or the token handler may be
 * back in a moment. A bad configuration, a refused token or an unknown movie stays as it is until
 * the page changes. An error may say otherwise for itself (a 404 api-base is a `server` error).
 */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set([
  'network',
  'server',
  'rate-limited',
  'token-unavailable',
  'bad-response',
]);

/** An error the widget can show: a stable code, a message a person can act on, the cause kept. */
export class ShowtimeFinderError extends Error {
  override name = 'ShowtimeFinderError';
  /** Whether a "Try again" button can help: only then is one offered. */
  readonly retryable: boolean;
  /** The code the site's showtime proxy answered with, where the proxy said what failed (`proxy-misconfigured`). */
  readonly proxyCode: string | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryable?: boolean; proxyCode?: string },
  ) {
    super(message, options);
    this.retryable = options?.retryable ?? RETRYABLE_CODES.has(code);
    this.proxyCode = options?.proxyCode;
  }
}

/**
 * A load that shows part of what was asked for: how many of the things asked for are not there,
 * and the error that names them for the site owner. The viewer reads a notice, not a failure.
 */
export interface Shortfall {
  missing: number;
  error: ShowtimeFinderError;
}
