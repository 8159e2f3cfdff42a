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

/** An error the widget can show: a stable code, a message a person can act on, the cause kept. */
export class ShowtimeFinderError extends Error {
  override name = 'ShowtimeFinderError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
