/** Platform URLs: `{apiBase}/{path}`, keeping any path prefix of the base (such as `/api/v1`). */
import { ShowtimeFinderError } from '../errors.js';

export function endpointUrl(apiBase: string, path: string): URL {
  let base: URL;
  try {
    base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  } catch (error) {
    throw new ShowtimeFinderError('invalid-config', `api-base="${apiBase}" is not a valid URL.`, { cause: error });
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new ShowtimeFinderError('invalid-config', `api-base="${apiBase}" must be an http(s) URL.`);
  }
  return new URL(path, base);
}
