/**
 * What a failed answer says. Error bodies follow the OAuth style
 * (`{error, error_description, message}`, spec "Errors"), but a proxy may answer with no body or
 * with HTML, so every field is optional and the status alone must be enough.
 */
export interface Failure {
  /** For messages: `500 Internal Server Error (server_error: the database is down)`. */
  text: string;
  /** The `error` code of a JSON error body, e.g. `legacy_id_unsupported`. */
  error?: string | undefined;
}

export async function readFailure(response: Response): Promise<Failure> {
  let body: Record<string, unknown> = {};
  try {
    // Object() makes null and other non-objects an empty record.
    body = Object(JSON.parse(await response.text()));
  } catch {}
  const status = `${response.status} ${response.statusText}`.trimEnd();
  const error = typeof body.error === 'string' ? body.error : undefined;
  const description = body.message ?? body.error_description;
  const detail = [error, typeof description === 'string' && description].filter(Boolean).join(': ');
  return { text: detail ? `${status} (${detail})` : status, error };
}
