/**
 * JSON for the inside of an HTML `<script>`: every `<` escaped, so that no text in it (a cinema's name from the
 * platform) can end the script element or open a comment. Still the same JSON to `JSON.parse`.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
