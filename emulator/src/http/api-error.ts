/**
 * Error answers. OAuth errors follow the spec ({error, error_description, message}); the spec
 * leaves other errors open, and the emulator uses the same shape for them (see README).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { error: string; error_description: string; message: string } {
    return { error: this.error, error_description: this.message, message: this.message };
  }
}

/** The `error` code the emulator sends for a status when nothing more specific applies. */
export function errorCodeForStatus(status: number): string {
  if (status === 401) return 'invalid_token';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

export const unauthorized = (message: string): ApiError =>
  new ApiError(401, 'invalid_token', message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
export const badRequest = (message: string): ApiError => new ApiError(400, 'invalid_request', message);
export const notFound = (message: string): ApiError => new ApiError(404, 'not_found', message);
