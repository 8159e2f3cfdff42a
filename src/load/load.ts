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
  // The page's first Intl.DateTimeFormat loads locale data: made now, in a task of its own, while
  // the token and the first list are on their way.
  setTimeout(() => Intl.DateTimeFormat().resolvedOptions());
  const context = {
    config,
    // Proxy mode: no token source, the embedder's proxy adds the platform's token itself.
    client: platformClient(config.apiBase, config.proxied ? null : tokensFor(config, provider), clientOptions),
    signal,
    publish,
    scheduleOptions: {
      now: new Date(),
      days: config.days,
      dayStartMinutes: config.dayStartMinutes,
      fallbackTimeZone: config.timeZone,
      viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      cinemaIds: config.cinemaIds,
    },
  };
  return config.movie === undefined ? loadCinemas(context) : loadMovie(config.movie, context);
}

/** The error to show for a failed load; none for an abort (the element left the page). */
export function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}
