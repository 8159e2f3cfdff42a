/**
 * One load of the element's data: the token source, the platform lists of the mode, then the
 * schedule. The element runs it through `@lit/task`, whose signal reaches every request; a bad
 * configuration fails here before anything is fetched.
 */
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import { ShowtimeFinderError } from '../shared/errors.js';
import { platformClient } from '../platform/client.js';
import type { ClientOptions, ListResult, TimeWindow } from '../platform/client.js';
import { preconnect } from '../platform/preconnect.js';
import type { Showing } from '../platform/schemas.js';
import { tokenSource } from '../platform/token-source.js';
import type { TokenProvider, TokenSource } from '../platform/token-source.js';
import { scheduleSlices } from '../schedule/schedule.js';
import { inSlices } from '../shared/in-slices.js';
import type { Schedule } from '../schedule/types.js';
import { resolveInstant } from '../schedule/zoned-time.js';

/** What one load produced; `key` names what was asked for (see `dataKey`). */
export interface Loaded {
  key: string;
  config: WidgetConfig;
  schedule: Schedule;
  skipped: number;
  /** Offered dates whose showings were not all read (a cut list): never shown as empty. */
  unreadDates: ReadonlySet<string>;
  /** True for the first answer of a load: the first day is complete, the other days still loading. */
  partial: boolean;
  /** What was asked for but is not there, said beside what is shown: `cinema-ids` the platform does not have. */
  problem?: ShowtimeFinderError;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Windows start on a quarter hour, so widgets started within it ask identical URLs (shared page-wide). */
const WINDOW_STEP_MS = 15 * 60_000;
/** How far a naive start time (cinema wall time, read here as if UTC) may lie from its instant: -12..+14 h. */
const NAIVE_SLACK_MS = 14 * HOUR_MS;
/** How far ahead the next showings are looked for when the offered days have none. */
const LOOKAHEAD_MS = 400 * DAY_MS;

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

/**
 * Loads the showings of the configuration. Movie mode reads only what is shown, by start-time
 * windows (README, "Requests"): first the next 24 hours, which hold every zone's current business
 * day, handed to `onPartial` so the first day shows at once (its first page already, when it has
 * many); then the other offered days, a day each; and only when those have no showings, the first
 * page after them, for the next date to offer.
 */
export async function load(
  result: ConfigResult,
  provider: TokenProvider | undefined,
  signal: AbortSignal,
  onPartial?: (loaded: Loaded) => void,
  clientOptions?: Partial<ClientOptions>,
): Promise<Loaded> {
  if (!result.ok) throw result.error;
  const { config } = result;
  const { cinemaIds } = config;
  preconnect(config.apiBase);
  // The page's first Intl.DateTimeFormat loads locale data (17 ms here, more on a busy phone): made
  // now, in a task of its own while the token and the first list are on their way.
  setTimeout(() => Intl.DateTimeFormat().resolvedOptions());
  // Proxy mode: no token source, the embedder's proxy adds the platform's token itself.
  const client = platformClient(config.apiBase, config.proxied ? null : tokensFor(config, provider), clientOptions);
  const now = new Date();
  // In slices: at 400 cinemas a week holds some 12,000 showings, a quarter of a second in one task.
  const build = (lists: readonly ListResult<Showing>[], movieId?: number) =>
    inSlices(() =>
      scheduleSlices(
        lists.flatMap((list) => list.items),
        {
          now,
          days: config.days,
          dayStartMinutes: config.dayStartMinutes,
          fallbackTimeZone: config.timeZone,
          viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          cinemaIds,
          movieId,
        },
      ),
    );
  const loaded = (
    lists: readonly ListResult<Showing>[],
    schedule: Schedule,
    unread: (date: string) => boolean,
    unknownIds: readonly number[] = [],
  ): Loaded => {
    const unreadDates = new Set(schedule.days.map((day) => day.date).filter(unread));
    return {
      key: dataKey(config),
      config,
      // A day not fully read may have showings: it is offered as one that has (never dashed, never called empty).
      schedule: {
        ...schedule,
        days: schedule.days.map((day) => ({ ...day, hasShowings: day.hasShowings || unreadDates.has(day.date) })),
      },
      skipped: lists.reduce((sum, list) => sum + list.skipped, schedule.skipped),
      unreadDates,
      partial: false,
      ...(unknownIds.length ? { problem: unknownCinemas(unknownIds) } : {}),
    };
  };
  /** The cinema ids whose list the platform does not have (404), or fails when none of `cinemaIds` is known. */
  const unknownAmong = (lists: readonly (ListResult<Showing> | undefined)[], ids: readonly number[]) => {
    const unknownIds = ids.filter((_, index) => !lists[index]);
    if (unknownIds.length > 0 && unknownIds.length === cinemaIds.length) throw unknownCinemas(unknownIds);
    return unknownIds;
  };

  if (config.movie === undefined) {
    const found = await Promise.all(cinemaIds.map((id) => client.cinemaShowings(id, { signal })));
    const unknownIds = unknownAmong(found, cinemaIds);
    const lists = found.filter((list) => !!list);
    return loaded(lists, await build(lists), () => lists.some((list) => !list.complete), unknownIds);
  }
  const movieId = await client.resolveMovieId(config.movie, signal);
  const windowed = (window: TimeWindow, pages?: number, onFirstPage?: (firstPage: ListResult<Showing>) => void) =>
    client.movieShowings(movieId, { cinemaIds, window, signal, ...(pages ? { pages } : {}), onFirstPage });
  const start = Math.floor(now.getTime() / WINDOW_STEP_MS) * WINDOW_STEP_MS;
  // Any zone's current business day ends within 24 h; the last offered day `days - 1` days later (an hour more across DST).
  const firstDayWindow = { from: new Date(start), to: new Date(start + DAY_MS + WINDOW_STEP_MS) };
  const offeredEnd = new Date(firstDayWindow.to.getTime() + (config.days - 1) * DAY_MS + HOUR_MS);
  // A first window of many pages (a national release) shows its first page at once, every day marked still loading.
  let firstRead = false;
  const showFirstPage = async (firstPage: ListResult<Showing>) => {
    const schedule = await build([firstPage], movieId);
    if (!firstRead && !signal.aborted) onPartial?.({ ...loaded([firstPage], schedule, () => true), partial: true });
  };
  const first = await windowed(firstDayWindow, undefined, showFirstPage);
  firstRead = true;
  // A platform that ignores the window sent all it has (or a cut part of it): asking again reads the same.
  if (outside(first, firstDayWindow)) {
    return loaded([first], await build([first], movieId), () => !first.complete);
  }
  const firstSchedule = await build([first], movieId);
  const [firstDay] = firstSchedule.days;
  // A newer load may have started meanwhile: its first day must not be replaced by this one's.
  signal.throwIfAborted();
  if (onPartial && firstDay?.hasShowings && first.complete && config.days > 1) {
    onPartial({ ...loaded([first], firstSchedule, (date) => date !== firstDay.date), partial: true });
  }
  // Then the other days, a window a day, so that no list grows with the number of days and a cut one costs only its days.
  const rest = await Promise.all(
    Array.from({ length: config.days - 1 }, (_, index) => {
      const from = firstDayWindow.to.getTime() + index * DAY_MS;
      return windowed({ from: new Date(from), to: new Date(index === config.days - 2 ? offeredEnd : from + DAY_MS) });
    }),
  );
  const lists = [first, ...rest];
  let schedule = await build(lists, movieId);
  // Day k starts after now + k - 1 days less an hour (DST) and ends by now + k + 1 days and an hour: windows k - 2 to k + 1 hold it.
  const unread = (date: string) => {
    const day = schedule.days.findIndex((offered) => offered.date === date);
    return lists.slice(Math.max(0, day - 2), day + 2).some((list) => !list.complete);
  };
  if (lists.every((list) => list.complete) && !schedule.days.some((day) => day.hasShowings)) {
    // Nothing in the offered days: the first showing after them names the next date, whose whole day is then read.
    const after = await windowed({ from: offeredEnd, to: new Date(offeredEnd.getTime() + LOOKAHEAD_MS) }, 1);
    const next = (await build([after], movieId)).showtimes.find((showtime) => showtime.instant >= offeredEnd);
    if (next) {
      lists.push(await windowed({ from: offeredEnd, to: new Date(next.instant.getTime() + DAY_MS + HOUR_MS) }));
      schedule = await build(lists, movieId);
    } else {
      // No showing at all: "no such movie" (an error) is told apart from "no showings" (the empty state).
      await client.checkMovie(movieId, signal);
    }
  }
  // A cinema asked for that shows nothing may not exist: its list of this movie, one page, says so.
  const silent = cinemaIds.filter((id) => !schedule.cinemas.some((cinema) => cinema.id === id));
  const probes = await Promise.all(silent.map((id) => client.cinemaShowings(id, { movieId, pages: 1, signal })));
  return loaded(lists, schedule, unread, unknownAmong(probes, silent));
}

/** The one message for `cinema-ids` the platform does not have, in every mode. */
function unknownCinemas(ids: readonly number[]): ShowtimeFinderError {
  return new ShowtimeFinderError(
    'invalid-config',
    `cinema-ids: the Cinema Platform has no cinema ${ids.join(', ')}. Check the cinema-ids attribute.`,
  );
}

/**
 * Whether a list holds showings well outside the window it asked for: the platform ignored the
 * filter. Naive start times are read as UTC, so the test allows their offset's slack.
 */
function outside({ items }: ListResult<Showing>, { from, to }: TimeWindow): boolean {
  const last = (to ?? from).getTime() + NAIVE_SLACK_MS;
  const firstAllowed = from.getTime() - NAIVE_SLACK_MS;
  return items.some(({ startDatetime }) => {
    // Naive times read in UTC: their true instant lies within the slack.
    const time = resolveInstant(startDatetime, 'UTC')?.getTime() ?? NaN;
    return time > last || time < firstAllowed;
  });
}

/** The error to show for a failed load; none for an abort (the element left the page). */
export function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}
