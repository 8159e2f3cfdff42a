/**
 * What a failed platform answer says. Error bodies follow the OAuth style
 * (`{error, error_description, message}`, spec "Errors"), but a proxy may answer with no body or
 * with HTML, so every field is optional and the status alone must be enough.
 */
export interface Failure {
  status: number;
  statusText: string;
  /** The `error` code of a JSON error body, e.g. `legacy_id_unsupported`. */
  error?: string;
  /** Its `message` or `error_description`. */
  description?: string;
}

export async function readFailure(response: Response): Promise<Failure> {
  const failure: Failure = { status: response.status, statusText: response.statusText };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return failure;
  }
  if (typeof body !== 'object' || body === null) return failure;
  const fields = body as Record<string, unknown>;
  if (typeof fields.error === 'string') failure.error = fields.error;
  const description = fields.message ?? fields.error_description;
  if (typeof description === 'string') failure.description = description;
  return failure;
}

/** `500 Internal Server Error (server_error: the database is down)`, for messages. */
export function describeFailure(failure: Failure): string {
  const status = `${failure.status} ${failure.statusText}`.trimEnd();
  const detail = [failure.error, failure.description].filter(Boolean).join(': ');
  return detail ? `${status} (${detail})` : status;
}
