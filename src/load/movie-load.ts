/**
 * Movie mode (docs/design.md, "Requests"): the movie's programs read by start-time windows. The
 * window that holds now (window-plan.ts) comes first, its first page shown at once where the
 * platform's list has many; then the rest of the first day's windows side by side; then the other
 * days' a day at a time, as the viewer asks for one or while the page is idle (day-demand.ts), each
 * day shown as soon as the windows that hold it have landed. Only when the offered days have no
 * showings is the first page after them read, for the next date to offer.
 */
import { unreadProgram } from '../program/program.js';
import type { Program } from '../program/program.js';
import { ShowtimeFinderError } from '../common/errors.js';
import { buildInSlices } from './build-in-slices.js';
import { ignoredWindow } from '../program/ignored-window.js';
import { requestsAway } from './load-context.js';
import type { LoadContext } from './load-context.js';
import { loadedOf } from './loaded.js';
import type { Loaded } from './loaded.js';
import { unknownAmong } from './unknown-cinemas.js';
import { quietDays, readNextDate } from './next-date.js';
import { WindowProgress } from './window-progress.js';

export async function loadMovie(context: LoadContext): Promise<Loaded> {
  const { config, reader, windows, now } = context;
  // The window that holds now comes first: it holds the next showtimes.
  const firstIndex = Math.max(
    0,
    windows.findIndex((window) => window.to > now),
  );
  const firstWindow = windows[firstIndex]!;
  const firstRead = reader.read({
    window: firstWindow,
    onFirstPage: (program) => void showFirstPage(program, context),
  });
  firstRead.catch(() => {}); // awaited below; meanwhile a failure is no unhandled rejection
  await requestsAway();
  const options = context.scheduleOptions();
  const progress = new WindowProgress(windows, options);
  // Started only where the offered days are quiet at the cinemas asked for (partner mode), with no showtime to show:
  // its code is a chunk of its own, which a page whose cinemas show the movie never loads.
  const elsewhere = (quiet: string[] | undefined) =>
    quiet && config.cinemaIds.length
      ? import('./elsewhere.js').then(({ cinemasElsewhere }) => cinemasElsewhere(progress, quiet, context, options))
      : undefined;
  const first = await firstRead;
  if (ignoredWindow(startsOf(first), firstWindow)) {
    // Asking again for the other windows would read the same: this program holds them all.
    await progress.landEverywhere(first);
    return finish(progress, context, elsewhere(quietDays(progress)));
  }
  await landFirstDay(progress, { index: firstIndex, program: first }, context);
  await landLaterWindows(progress, firstIndex, context);
  const quiet = quietDays(progress);
  if (quiet) {
    const found = await readNextDate(progress, options, reader);
    // No showing at all: "no such movie" (an error) is told apart from "no showings" (the empty state).
    if (!found) await reader.checkMovie();
  }
  return finish(progress, context, elsewhere(quiet));
}

/**
 * The first window's program, then the rest of the first day's windows, shown at once: a day is shown whole, as
 * cinemas that a later window brought would land among those shown and move them. The first day shown is the first
 * with a showing still to come: after midnight, the business day that is ending may have none left, and the next
 * day, which the widget then shows, is read whole before it is shown too.
 */
async function landFirstDay(
  progress: WindowProgress,
  first: { index: number; program: Program },
  context: LoadContext,
): Promise<void> {
  await progress.land(first.index, first.program);
  for (const { date } of progress.schedule.days) {
    await landAll(progress, progress.pendingOf(date), 'auto', context);
    if (progress.schedule.days.some((day) => day.date === date && day.hasShowings)) break;
  }
  publisher(progress, context)();
}

/** Shows what has landed so far. */
function publisher(progress: WindowProgress, context: LoadContext): () => void {
  return () => {
    // A newer load may have started meanwhile: what it shows must not be replaced by this one's.
    context.signal.throwIfAborted();
    // Nothing read yet is shown as loading, not as empty: the movie may not even exist (checkMovie).
    if (!progress.schedule.showtimes.length) return;
    context.publish(loadedOf(context.config, progress.schedule, progress.unread()));
  };
}

/**
 * The windows after the first day's: a day the viewer asks for at once, else one window at a time, at low priority,
 * while the page is idle; each shown as it lands.
 */
async function landLaterWindows(progress: WindowProgress, firstIndex: number, context: LoadContext): Promise<void> {
  const reads = new Map<number, Promise<void>>([[firstIndex, Promise.resolve()]]);
  const landShown = (indexes: number[], priority: RequestPriority) => {
    const landed = Promise.all(
      indexes.map((index) => {
        if (!reads.has(index))
          reads.set(index, landAll(progress, [index], priority, context).then(publisher(progress, context)));
        return reads.get(index)!;
      }),
    );
    landed.catch(() => {}); // every read is awaited below; an abort meanwhile is no unhandled rejection
    return landed;
  };
  let idleRead: Promise<unknown> = Promise.resolve();
  for (;;) {
    const left = progress.pendingOf(undefined).filter((index) => !reads.has(index));
    if (!left.length) break;
    const asked = await context.demand.next(idleRead, context.signal);
    if (asked === undefined) idleRead = landShown(left.slice(0, 1), 'low');
    else void landShown(progress.pendingOf(asked), 'auto');
  }
  await Promise.all(reads.values());
}

/** Reads the windows side by side and lands each in the progress. */
async function landAll(progress: WindowProgress, indexes: number[], priority: RequestPriority, context: LoadContext) {
  await Promise.all(
    indexes.map(async (index) => {
      const window = progress.windows[index]!;
      await progress.land(index, await readOrCut(() => context.reader.read({ window, priority }), context.signal));
    }),
  );
}

/**
 * A later window whose read failed is a cut program: its days say they are incomplete, with a
 * retry, and the days already shown stay. Only an abort (a newer load, the element gone) ends the load.
 */
async function readOrCut(read: () => Promise<Program>, signal: AbortSignal): Promise<Program> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted || !(error instanceof ShowtimeFinderError)) throw error;
    console.warn(`showtime-finder: ${error.message} (${error.code})`);
    return unreadProgram({ reason: 'page-failed', message: error.message });
  }
}

/**
 * A first window of many pages (a national release, token mode) shows its first page while the
 * rest is read, every day marked still loading. A page that lands after the whole window did is dropped.
 */
async function showFirstPage(program: Program, { config, signal, publish, scheduleOptions }: LoadContext) {
  const schedule = await buildInSlices(program, scheduleOptions());
  if (signal.aborted) return;
  publish(loadedOf(config, schedule, new Map(schedule.days.map((day) => [day.date, 'loading' as const]))));
}

/**
 * A cinema asked for that shows nothing may not exist: the reader says so. Beside that, `elsewhere`
 * names where else the movie plays, where it was asked for.
 */
async function finish(
  progress: WindowProgress,
  { config, reader }: LoadContext,
  elsewhere?: Promise<string[] | undefined>,
): Promise<Loaded> {
  const { schedule } = progress;
  const silent = config.cinemaIds.filter((id) => !schedule.cinemas.some((cinema) => cinema.id === id));
  const [unknown, others] = await Promise.all([reader.unknownCinemas(silent), elsewhere]);
  const shortfall = unknownAmong(unknown, config.cinemaIds);
  return loadedOf(config, schedule, progress.unread(), { shortfall, elsewhere: others });
}

/** When a program's showings start, in epoch ms. */
function startsOf({ showings }: Program): number[] {
  return showings.map(({ startDatetime }) => Date.parse(startDatetime));
}
