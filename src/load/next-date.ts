/**
 * When the offered days have no showings at all: the first showing after them names the next
 * date to offer (the empty state's "Next showings"), in movie mode and cinema mode alike.
 */
import type { ScheduleOptions } from '../schedule/types.js';
import { buildInSlices } from './build-in-slices.js';
import type { ProgramReader } from './program-reader.js';
import type { WindowProgress } from './window-progress.js';

const DAY_MS = 24 * 3_600_000;

/** The offered dates where every window was read and none of them has showings; else none. */
export function quietDays({ complete, schedule }: WindowProgress): string[] | undefined {
  return complete && !schedule.days.some((day) => day.hasShowings) ? schedule.days.map((day) => day.date) : undefined;
}

/**
 * Nothing in the offered days: the first showing after them names the next date, whose whole
 * business day (and a day more, for any zone and DST) is then read. False when there is no later showing.
 */
export async function readNextDate(progress: WindowProgress, options: ScheduleOptions, reader: ProgramReader) {
  const offeredEnd = progress.windows.at(-1)!.to.getTime();
  // The next date's window must fit one read too: the lookahead leaves two days for it.
  const ahead = { from: new Date(offeredEnd), to: new Date(offeredEnd + reader.maxWindowMs - 2 * DAY_MS) };
  const after = await reader.read({ window: ahead, pages: 1 });
  const next = (await buildInSlices(after, options)).showtimes.find(({ instant }) => instant.getTime() >= offeredEnd);
  if (!next) return false;
  // Whole UTC dates, as every window: every viewer asks the same.
  const end = (Math.floor(next.instant.getTime() / DAY_MS) + 2) * DAY_MS;
  const window = { from: new Date(offeredEnd), to: new Date(end) };
  await progress.extend(window, await reader.read({ window }));
  return true;
}
