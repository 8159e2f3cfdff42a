/**
 * Platform URLs: `{apiBase}/{path}`, keeping any path prefix of the base (such as `/api/v1`).
 * The element's config has already checked that api-base is an http(s) URL, so this only joins;
 * a base that is no URL at all throws the URL constructor's TypeError.
 */
export function endpointUrl(apiBase: string, path: string): URL {
  return new URL(path, apiBase.replace(/\/?$/, '/'));
}
