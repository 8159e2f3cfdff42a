/** Query values: a list is sent as the key repeated (`cinemaIds[]=1&cinemaIds[]=2`). */
export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/**
 * A platform URL: `{apiBase}/{path}?{query}`, keeping any path prefix of the base (such as
 * `/api/v1`). The one way request URLs are built, so that every query is encoded by
 * `URLSearchParams` and equal requests have equal `href`s (the page-wide cache key). Callers have
 * already checked that api-base is an http(s) URL; a base that is no URL at all throws the URL
 * constructor's TypeError.
 */
export function endpointUrl(apiBase: string, path: string, query: Query = {}): URL {
  const url = new URL(path, apiBase.replace(/\/?$/, '/'));
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value ?? []].flat()) url.searchParams.append(name, String(item));
  }
  return url;
}
