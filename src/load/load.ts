/**
 * One load of the element's data, as named steps: the reader of programs (the proxy's, or the
 * platform's through a token source and client), then the programs of the mode (a movie's or the
 * cinemas' by time windows), each built into the schedule once and published as it lands. The
 * element runs it through `@lit/task`, whose signal reaches every request; a bad configuration
 * fails here before anything is fetched.
 */
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import { platformClient } from '../platform/client.js';
import type { ClientOptions } from '../platform/client.js';
import type { ProgramReader } from './program-reader.js';
import { proxyReader } from './proxy-reader.js';
import { tokenReader } from './token-reader.js';
import { planDateWindows, planWindows } from './window-plan.js';
import type { Window } from './window-plan.js';
import { preconnect } from '../platform/preconnect.js';
import { tokenSource } from '../platform/token-source.js';
import type { TokenProvider, TokenSource } from '../platform/token-source.js';
import type { ScheduleOptions } from '../schedule/types.js';
import { ShowtimeFinderError } from '../common/errors.js';
import { loadCinemas } from './cinema-load.js';
import { DayDemand } from './day-demand.js';
import type { Loaded } from './loaded.js';
import { loadMovie } from './movie-load.js';
import { offlineReader } from './offline-reader.js';
import type { Offline, ProgramShelf } from './offline-reader.js';

export type { Loaded } from './loaded.js';
export { DayDemand } from './day-demand.js';
export { dataKey, fetchKey, leftUnread } from './loaded.js';

/** The app's tokenProvider wins over a `token`, which wins over a `token-url` (parseConfig made sure there is one). */
function tokensFor(config: WidgetConfig, provider: TokenProvider | undefined): TokenSource {
  return tokenSource(provider ? { provider } : config.token ? { token: config.token } : { tokenUrl: config.tokenUrl! });
}

/** How a load goes: the app's token provider, the signal that aborts it, and who is told what shows early. */
export interface LoadOptions {
  provider?: TokenProvider | undefined;
  signal: AbortSignal;
  /** Gets what can be shown while the load goes on. */
  publish?: (loaded: Loaded) => void;
  /** Shorten waits in tests. */
  clientOptions?: Partial<ClientOptions>;
  /** The days the viewer asks for, read before the others (day-demand.ts); default: none asked for. */
  demand?: DayDemand;
  /** Where the programs read go to be saved, and saved ones come from without network; default: none kept. */
  shelf?: ProgramShelf;
}

/** Loads the showings of the configuration: the promise is the whole load. */
export async function load(
  result: ConfigResult,
  { provider, signal, publish = () => {}, clientOptions, demand = new DayDemand(), shelf }: LoadOptions,
): Promise<Loaded> {
  if (!result.ok) throw result.error;
  const { config } = result;
  preconnect(config.apiBase);
  const now = new Date();
  // The proxy's windows are the same for every viewer all day; token mode's start at the quarter hour.
  const windows = (config.proxied ? planDateWindows : planWindows)(now, config.days);
  const offline: Offline = {};
  const read = readerFor(config, { provider, signal, clientOptions, windows });
  const reader = shelf ? offlineReader(read, config, { shelf, offline }) : read;
  let options: ScheduleOptions | undefined;
  demand.clear();
  const context = {
    demand,
    config,
    reader,
    signal,
    publish,
    now,
    windows,
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
  const loaded = await (config.movie === undefined ? loadCinemas(context) : loadMovie(context));
  return { ...loaded, offlineNotice: offline.notice };
}

/**
 * The proxy's programs in proxy mode (no token: the embedder's proxy adds the platform's); else
 * the platform's lists, shaped in the browser. In token mode the token is asked for first: the
 * page's first Intl.DateTimeFormat (the schedule's options) loads locale data, a long moment on a
 * phone, which then passes while the token is on its way. A failure there is the first request's to tell.
 */
function readerFor(config: WidgetConfig, { provider, signal, clientOptions, windows }: ReaderNeeds): ProgramReader {
  if (config.proxied) return proxyReader(config, signal, clientOptions);
  const tokens = tokensFor(config, provider);
  tokens.get(signal).catch(() => {});
  const span = { from: windows[0]!.from, to: windows.at(-1)!.to };
  return tokenReader({ config, client: platformClient(config.apiBase, tokens, clientOptions), signal, span });
}

interface ReaderNeeds {
  provider: TokenProvider | undefined;
  signal: AbortSignal;
  clientOptions: Partial<ClientOptions> | undefined;
  windows: readonly Window[];
}

/** The error to show for a failed load; none for an abort (the element left the page). */
export function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}
