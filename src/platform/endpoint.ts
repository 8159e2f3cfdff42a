/** Platform URLs: `{apiBase}/{path}`, keeping any path prefix of the base (such as `/api/v1`). */
import { ShowtimeFinderError } from '../errors.js';

export function endpointUrl(apiBase: string, path: string): URL {
  let cause: unknown;
  try {
    const base = new URL(apiBase.replace(/\/?$/, '/'));
    if (base.protocol === 'https:' || base.protocol === 'http:') return new URL(path, base);
  } catch (error) {
    cause = error;
  }
  throw new ShowtimeFinderError('invalid-config', `api-base="${apiBase}" is not an http(s) URL.`, { cause });
}
