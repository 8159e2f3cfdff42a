/**
 * Reading the platform's answers: JSON bodies (with `null` as absent), what a failed answer
 * says, and how long a 429 asks to wait. Used by every request, the token-url's included.
 */
export { retryAfterMs } from '../common/retry-after.js';
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
  /** A token handler's own sentence on what makes it answer (the demo's names the command that registers the page). */
  fix?: string | undefined;
  /** What a showtime proxy's 404 names as unknown: `movie` or `cinemas`. */
  missing?: string | undefined;
}

/**
 * Platform JSON with `null` read as absent, so schemas need no nullable fields, and a `false`
 * field too: the widget reads every flag by its truth alone (`has_more` included), and a national
 * release keeps thousands of showings whose dozen `false` flags were a fifth of their weight
 * (docs/performance.md). A plain parse, then a walk: a reviver drops fields too, but makes
 * reading several times as slow (`bench/json-reading.bench.ts`), and a national release's load
 * reads megabytes of JSON on the main thread.
 */
export function parseJson(text: string): unknown {
  return withoutNoValues(JSON.parse(text));
}

/**
 * `value` with its `null` and `false` fields deleted and its `null` items made `undefined`, in
 * place, all the way down; `undefined` for `null` itself. Arrays are walked by index (a `for in`
 * reads an array's indexes as strings, which made this walk as slow as the reviver), and only
 * objects are walked into (a call for every string and number made the walk half as long again).
 */
function withoutNoValues(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = withoutNoValues(value[index]);
  } else if (typeof value === 'object' && value) {
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      if (field === null || field === false) delete (value as Record<string, unknown>)[key];
      else if (typeof field === 'object') withoutNoValues(field);
    }
  }
  return value ?? undefined;
}

export async function readFailure(response: Response): Promise<Failure> {
  let body: Record<string, unknown> = {};
  try {
    // Object() makes null and other non-objects an empty record.
    body = Object(parseJson(await response.text()));
  } catch {
    // No readable body (a proxy's HTML, a dropped stream): the status alone describes the failure.
  }
  const status = `${response.status} ${response.statusText}`.trimEnd();
  const error = typeof body.error === 'string' ? body.error : undefined;
  const description = body.message ?? body.error_description;
  const detail = [error, typeof description === 'string' && description].filter(Boolean).join(': ');
  const fix = typeof body.fix === 'string' ? body.fix : undefined;
  const missing = typeof body.missing === 'string' ? body.missing : undefined;
  return { text: detail ? `${status} (${detail})` : status, error, fix, missing };
}
