/**
 * One load of the element's data: the token source, the platform lists of the mode, then the
 * schedule. The element runs it through `@lit/task`, whose signal reaches every request; a bad
 * configuration fails here before anything is fetched.
 */
import type { ConfigResult, WidgetConfig } from './config/config.js';
import { ShowtimeFinderError } from './errors.js';
import type { ShowtimesLoadDetail } from './events.js';
import { platformClient } from './platform/client.js';
import { tokenSource } from './platform/token-source.js';
import type { TokenProvider, TokenSource } from './platform/token-source.js';
import { buildSchedule } from './schedule/schedule.js';
import type { Schedule } from './schedule/types.js';

/** What one load produced; `key` names what was asked for (see `dataKey`). */
export interface Loaded {
  key: string;
  config: WidgetConfig;
  schedule: Schedule;
  skipped: number;
}

/** What is shown: a load with the same data key may stand in for another (a failed refresh keeps it). */
export function dataKey(config: WidgetConfig): string {
  return JSON.stringify([
    config.apiBase,
    config.movie,
    config.cinemaIds,
    config.days,
    config.dayStartMinutes,
    config.timeZone,
  ]);
}

/** What is fetched: the data and the token source. Anything else (lang, near) only re-renders. */
export function fetchKey(result: ConfigResult): string {
  return result.ok
    ? JSON.stringify([dataKey(result.config), result.config.token, result.config.tokenUrl])
    : `invalid ${result.error.message}`;
}

/** The app's tokenProvider wins over a `token`, which wins over a `token-url` (parseConfig made sure there is one). */
function tokensFor(config: WidgetConfig, provider: TokenProvider | undefined): TokenSource {
  return tokenSource(provider ? { provider } : config.token ? { token: config.token } : { tokenUrl: config.tokenUrl! });
}

export async function load(
  result: ConfigResult,
  provider: TokenProvider | undefined,
  signal: AbortSignal,
): Promise<Loaded> {
  if (!result.ok) throw result.error;
  const { config } = result;
  const { cinemaIds } = config;
  const client = platformClient(config.apiBase, tokensFor(config, provider));
  let movieId: number | undefined;
  let lists;
  if (config.movie === undefined) {
    lists = await Promise.all(cinemaIds.map((id) => client.cinemaShowings(id, { signal })));
  } else {
    movieId = await client.resolveMovieId(config.movie, signal);
    lists = [await client.movieShowings(movieId, { cinemaIds, signal })];
  }
  const schedule = buildSchedule(
    lists.flatMap((list) => list.items),
    {
      now: new Date(),
      days: config.days,
      dayStartMinutes: config.dayStartMinutes,
      fallbackTimeZone: config.timeZone,
      viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      cinemaIds,
      movieId,
    },
  );
  const skipped = lists.reduce((sum, list) => sum + list.skipped, schedule.skipped);
  return { key: dataKey(config), config, schedule, skipped };
}

/** What `showtimes-load` tells of a load: counts, so a page can tell a full program from a thin one. */
export function loadDetail({ schedule, skipped }: Loaded): ShowtimesLoadDetail {
  return {
    showtimes: schedule.showtimes.length,
    cinemas: schedule.cinemas.length,
    movies: schedule.movies.length,
    skipped,
  };
}

/** The error to show for a failed load; none for an abort (the element left the page). */
export function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}
