/**
 * One load of the element's data, as named steps: the token source and client, then the lists of
 * the mode (a movie's by time windows, a cinema's whole), each built into the schedule once and
 * published as it lands. The element runs it through `@lit/task`, whose signal reaches every
 * request; a bad configuration fails here before anything is fetched.
 */
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import { platformClient } from '../platform/client.js';
import type { ClientOptions } from '../platform/client.js';
import { preconnect } from '../platform/preconnect.js';
import { tokenSource } from '../platform/token-source.js';
import type { TokenProvider, TokenSource } from '../platform/token-source.js';
import type { ScheduleOptions } from '../schedule/types.js';
import { ShowtimeFinderError } from '../shared/errors.js';
import { loadCinemas } from './cinema-load.js';
import type { Loaded } from './loaded.js';
import { loadMovie } from './movie-load.js';

export type { Loaded } from './loaded.js';
export { dataKey, fetchKey } from './loaded.js';

/** The app's tokenProvider wins over a `token`, which wins over a `token-url` (parseConfig made sure there is one). */
function tokensFor(config: WidgetConfig, provider: TokenProvider | undefined): TokenSource {
  return tokenSource(provider ? { provider } : config.token ? { token: config.token } : { tokenUrl: config.tokenUrl! });
}

/**
 * Loads the showings of the configuration: `publish` gets what can be shown while the load goes
 * on, the promise the whole load. `clientOptions` shorten waits in tests.
 */
export async function load(
  result: ConfigResult,
  provider: TokenProvider | undefined,
  signal: AbortSignal,
  publish: (loaded: Loaded) => void = () => {},
  clientOptions?: Partial<ClientOptions>,
): Promise<Loaded> {
  if (!result.ok) throw result.error;
  const { config } = result;
  preconnect(config.apiBase);
  // Proxy mode: no token source, the embedder's proxy adds the platform's token itself.
  const tokens = config.proxied ? null : tokensFor(config, provider);
  // The token is asked for first: the page's first Intl.DateTimeFormat (the schedule's options)
  // loads locale data, a long moment on a phone, which then passes while the token is on its way. A
  // failure here is the first request's to tell.
  tokens?.get(signal).catch(() => {});
  const now = new Date();
  let options: ScheduleOptions | undefined;
  const context = {
    config,
    client: platformClient(config.apiBase, tokens, clientOptions),
    signal,
    publish,
    now,
    scheduleOptions: () =>
      (options ??= {
        now,
        days: config.days,
        dayStartMinutes: config.dayStartMinutes,
        fallbackTimeZone: config.timeZone,
        viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        cinemaIds: config.cinemaIds,
      }),
  };
  return config.movie === undefined ? loadCinemas(context) : loadMovie(config.movie, context);
}

/** The error to show for a failed load; none for an abort (the element left the page). */
export function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}
