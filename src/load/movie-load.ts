/**
 * Movie mode (docs/design.md, "Requests"): the movie's showings read by start-time windows. The
 * first window (the next 24 hours, every zone's current business day) comes first, its first
 * page shown at once when it has many; then the other windows in parallel, each day shown as
 * soon as the windows that hold it have landed. Only when the offered days have no showings is
 * the first page after them read, for the next date to offer.
 */
import { numericMovieId } from '../platform/client.js';
import type { ListResult } from '../platform/client.js';
import type { Showing } from '../platform/schemas.js';
import type { ScheduleOptions } from '../schedule/types.js';
import { ShowtimeFinderError } from '../shared/errors.js';
import { buildInSlices } from './build-in-slices.js';
import { cinemasElsewhere } from './elsewhere.js';
import { ignoredWindow } from './ignored-window.js';
import { requestsAway } from './load-context.js';
import type { LoadContext } from './load-context.js';
import { loadedOf } from './loaded.js';
import type { Loaded } from './loaded.js';
import { unknownAmong } from './unknown-cinemas.js';
import { WindowProgress } from './window-progress.js';
import { planWindows } from './window-plan.js';
import type { Window } from './window-plan.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far ahead the next showings are looked for when the offered days have none. */
const LOOKAHEAD_MS = 400 * DAY_MS;

export async function loadMovie(movie: string, context: LoadContext): Promise<Loaded> {
  const { config, client, signal, now } = context;
  // A numeric id is known without a wait: the first list's request then leaves at once, before
  // the element's first render (which would come first after any await), and returns that much sooner.
  const movieId = numericMovieId(movie) ?? (await client.resolveMovieId(movie, signal));
  const windows = planWindows(now, config.days);
  const [firstWindow, ...otherWindows] = windows;
  const read = (window: Window, onFirstPage?: (page: ListResult<Showing>) => void, pages?: number) =>
    client.movieShowings(movieId, { cinemaIds: config.cinemaIds, window, signal, onFirstPage, pages });
  const withMovie = () => ({ ...context.scheduleOptions(), movieId });
  const firstRead = read(firstWindow!, (page) => void showFirstPage(page, context, withMovie()));
  firstRead.catch(() => {}); // awaited below; meanwhile a failure is no unhandled rejection
  await requestsAway();
  const options = withMovie();
  const progress = new WindowProgress(windows, options);
  // Started only where the offered days are quiet at the cinemas asked for (partner mode).
  const elsewhere = (quiet: string[] | undefined) =>
    quiet && config.cinemaIds.length ? cinemasElsewhere(movieId, progress, quiet, context, options) : undefined;
  const publish = () => {
    // A newer load may have started meanwhile: what it shows must not be replaced by this one's.
    signal.throwIfAborted();
    // Nothing read yet is shown as loading, not as empty: the movie may not even exist (checkMovie).
    if (!progress.schedule.showtimes.length) return;
    context.publish(loadedOf(config, progress.schedule, progress.unread(), progress.skipped));
  };

  const first = await firstRead;
  if (ignoredWindow(first, firstWindow!)) {
    // Asking again for the other windows would read the same: this list is all there is.
    await progress.landEverywhere(first);
    return finish(progress, movieId, context, elsewhere(quietDays(progress)));
  }
  await progress.land(0, first);
  publish();
  await Promise.all(
    otherWindows.map(async (window, index) => {
      await progress.land(index + 1, await readOrCut(() => read(window), signal));
      publish();
    }),
  );
  const quiet = quietDays(progress);
  if (quiet) {
    const found = await readNextDate(progress, options, (window, pages) => read(window, undefined, pages));
    // No showing at all: "no such movie" (an error) is told apart from "no showings" (the empty state).
    if (!found) await client.checkMovie(movieId, signal);
  }
  return finish(progress, movieId, context, elsewhere(quiet));
}

/** The offered dates where every window was read and none of them has showings; else none. */
function quietDays({ complete, schedule }: WindowProgress): string[] | undefined {
  return complete && !schedule.days.some((day) => day.hasShowings) ? schedule.days.map((day) => day.date) : undefined;
}

/**
 * A later window whose read failed is a cut list: its days say they are incomplete, with a retry,
 * and the days already shown stay. Only an abort (a newer load, the element gone) ends the load.
 */
async function readOrCut(read: () => Promise<ListResult<Showing>>, signal: AbortSignal): Promise<ListResult<Showing>> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted || !(error instanceof ShowtimeFinderError)) throw error;
    console.warn(`showtime-finder: ${error.message} (${error.code})`);
    return { items: [], skipped: 0, complete: false };
  }
}

/**
 * A first window of many pages (a national release) shows its first page while the rest is read,
 * every day marked still loading. A page that lands after the whole window did is dropped.
 */
async function showFirstPage(
  page: ListResult<Showing>,
  { config, signal, publish }: LoadContext,
  options: ScheduleOptions,
): Promise<void> {
  const schedule = await buildInSlices(page.items, options);
  if (signal.aborted) return;
  const loading = new Map(schedule.days.map((day) => [day.date, 'loading' as const]));
  publish(loadedOf(config, schedule, loading, page.skipped));
}

/**
 * Nothing in the offered days: the first showing after them names the next date, whose whole
 * business day (and an hour, for DST) is then read. False when the platform has no later showing.
 */
async function readNextDate(
  progress: WindowProgress,
  options: ScheduleOptions,
  read: (window: Window, pages?: number) => Promise<ListResult<Showing>>,
): Promise<boolean> {
  const offeredEnd = progress.windows.at(-1)!.to;
  const after = await read({ from: offeredEnd, to: new Date(offeredEnd.getTime() + LOOKAHEAD_MS) }, 1);
  const next = (await buildInSlices(after.items, options)).showtimes.find(({ instant }) => instant >= offeredEnd);
  if (!next) return false;
  const window = { from: offeredEnd, to: new Date(next.instant.getTime() + DAY_MS + HOUR_MS) };
  await progress.extend(window, await read(window));
  return true;
}

/**
 * A cinema asked for that shows nothing may not exist: its list of this movie, one page, says so.
 * Beside those reads, `elsewhere` names where else the movie plays, where it was asked for.
 */
async function finish(
  progress: WindowProgress,
  movieId: number,
  { config, client, signal }: LoadContext,
  elsewhere?: Promise<string[] | undefined>,
): Promise<Loaded> {
  const { schedule } = progress;
  const silent = config.cinemaIds.filter((id) => !schedule.cinemas.some((cinema) => cinema.id === id));
  const [probes, others] = await Promise.all([
    Promise.all(silent.map((id) => client.cinemaShowings(id, { movieId, pages: 1, signal }))),
    elsewhere,
  ]);
  const shortfall = unknownAmong(probes, silent, config.cinemaIds);
  return loadedOf(config, schedule, progress.unread(), progress.skipped, { shortfall, elsewhere: others });
}
