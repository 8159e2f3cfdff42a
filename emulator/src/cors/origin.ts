/** What counts as an origin in the CORS registry: scheme://host[:port], exactly as browsers send it. */

export const CORS_ORIGIN_CATEGORIES = ['movie_landing_page', 'dedicated_cinema_website', 'partner'] as const;
export type CorsOriginCategory = (typeof CORS_ORIGIN_CATEGORIES)[number];

/**
 * Why a string is not an origin, or null when it is one. Browsers compare the `Origin` header
 * byte for byte, so only the serialized form (lower-case host, no default port, no path) can match.
 */
export function originProblem(text: string): string | null {
  if (text.includes('*')) return `"${text}" is not an origin: wildcards are not allowed, register each origin`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an origin: write it as scheme://host[:port], e.g. "https://cinema.example"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `"${text}" is not an origin: the scheme must be http or https`;
  }
  if (url.origin !== text) {
    return `"${text}" is not an origin: no path, query, user or default port; write it as "${url.origin}"`;
  }
  return null;
}
