/**
 * Cinema mode (`cinema-ids` without `movie`): the cinemas' whole program over the offered days,
 * in as few windows as one read may span (one, but for a month in proxy mode). A day is read once
 * every window that holds it has landed; where none has showings, the next date with some is looked for.
 */
import type { LoadContext } from './load-context.js';
import { loadedOf } from './loaded.js';
import type { Loaded } from './loaded.js';
import { quietDays, readNextDate } from './next-date.js';
import { unknownAmong } from './unknown-cinemas.js';
import { WindowProgress } from './window-progress.js';
import { windowsOf } from './window-plan.js';

export async function loadCinemas(context: LoadContext): Promise<Loaded> {
  const { config, reader, windows } = context;
  const span = { from: windows[0]!.from, to: windows.at(-1)!.to };
  const spanWindows = windowsOf(span, reader.maxWindowMs);
  const reads = Promise.all(spanWindows.map((window) => reader.read({ window })));
  reads.catch(() => {}); // awaited below; meanwhile a failure is no unhandled rejection
  const progress = new WindowProgress(spanWindows, context.scheduleOptions());
  const programs = await reads;
  for (const [index, program] of programs.entries()) await progress.land(index, program);
  if (quietDays(progress)) await readNextDate(progress, context.scheduleOptions(), reader);
  const shortfall = unknownAmong(await reader.unknownCinemas(config.cinemaIds), config.cinemaIds);
  return loadedOf(config, progress.schedule, progress.unread(), { shortfall });
}
