/**
 * Why a GET of the platform rejected with a bare TypeError after its retries. A server that is
 * down, a platform that refuses the page's origin (CORS) and an api-base that is no platform (a
 * site that sends no CORS headers) all look alike there: the browser keeps a blocked answer from
 * scripts. Two probes ask what it does show. A request without the token needs no preflight, so
 * a server that shares its answers with every page (many static hosts do) answers it readably,
 * while a platform that knew this page would not have refused the token's preflight: that is no
 * platform. A `no-cors` request needs no CORS headers at all, so it resolves, opaque, whenever
 * the server is up. Probing only after the retries keeps a dropped connection of an up server
 * from reading as a CORS block. A 401 to the probe asks for the token the request carried, and is
 * shared with this page: a server that wants a token and knows the page, as the platform does; so
 * the token's request met a dropped connection, and a retry may help (found by the fault soak).
 */
import { ShowtimeFinderError } from '../common/errors.js';

export async function blockedRequestError(
  url: string,
  signal: AbortSignal,
  cause: unknown,
): Promise<ShowtimeFinderError> {
  const server = new URL(url).origin;
  const page = location.origin;
  try {
    const answer = await fetch(url, { credentials: 'omit', signal });
    if (answer.status === 401) {
      return new ShowtimeFinderError('network', `${server} answers, but dropped the connection. Try again later.`, {
        cause,
      });
    }
    return new ShowtimeFinderError(
      'server',
      `${server} answers without a token (${answer.status}) but refuses the token: no Cinema Platform. Check api-base.`,
      { cause, retryable: false },
    );
  } catch {
    signal.throwIfAborted();
  }
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', signal });
  } catch {
    signal.throwIfAborted();
    return new ShowtimeFinderError('network', `Could not reach ${server}. Check the connection and api-base.`, {
      cause,
    });
  }
  return new ShowtimeFinderError(
    'origin-not-allowed',
    `${server} refuses ${page} (CORS): if it is the Cinema Platform, ask its operator to register ${page}; ` +
      'if not, check api-base.',
    { cause },
  );
}
