/**
 * The first screen as the widget draws it when its first day has landed (src/load/movie-load.ts, `landFirstDay`):
 * the same windows read from the same proxy, the same schedule, the same view state, drawn by the same templates.
 * What the server cannot know it takes from the cinemas: "today" and the offered days in the first cinema's zone
 * (the usual page: viewer and cinemas in one zone; a viewer elsewhere sees the widget correct them in one render).
 */
import type { WidgetConfig } from '../config/config.js';
import type { Language } from '../i18n/locale.js';
import { loadedOf } from '../load/loaded.js';
import { planDateWindows } from '../load/window-plan.js';
import type { Window } from '../load/window-plan.js';
import { WindowProgress } from '../load/window-progress.js';
import type { Program } from '../program/program.js';
import { dayView } from '../schedule/day-listing.js';
import { dayToShow, showtimesOn } from '../schedule/select.js';
import type { Schedule } from '../schedule/types.js';
import { DRAW_AT_ONCE } from '../view/draw-in-slices.js';
import { FIRST_CINEMAS } from '../view/listing.js';
import type { ViewState } from '../view/view-state.js';

/** A window's program, read from the proxy. */
export type ReadWindow = (window: Window) => Promise<Program>;

/** The first day's view, the schedule it shows and the programs it was built from (to embed, one a window). */
export interface FirstScreen {
  view: ViewState;
  schedule: Schedule;
  programs: Program[];
}

export async function firstScreen(
  config: WidgetConfig,
  { now, language, read }: { now: Date; language: Language; read: ReadWindow },
): Promise<FirstScreen> {
  const windows = planDateWindows(now, config.days);
  const firstIndex = Math.max(
    0,
    windows.findIndex((window) => window.to > now),
  );
  const first = await read(windows[firstIndex]!);
  const progress = new WindowProgress(windows, {
    now,
    days: config.days,
    dayStartMinutes: config.dayStartMinutes,
    fallbackTimeZone: config.timeZone,
    viewerTimeZone: first.cinemas[0]?.timezone ?? config.timeZone ?? 'UTC',
    cinemaIds: config.cinemaIds,
  });
  await progress.land(firstIndex, first);
  const programs = [first];
  for (const index of progress.pendingOf(progress.schedule.days[0]?.date)) {
    const program = await read(progress.windows[index]!);
    programs.push(program);
    await progress.land(index, program);
  }
  const { schedule, unread } = loadedOf(config, progress.schedule, progress.unread());
  return { view: firstDayView(schedule, unread, config, language), schedule, programs };
}

/** What `ViewerChoiceController.view` makes of a load before the viewer chose anything and before any later chunk. */
function firstDayView(
  schedule: Schedule,
  unread: ReadonlyMap<string, 'loading' | 'incomplete'>,
  config: WidgetConfig,
  language: Language,
): ViewState {
  const date = dayToShow(schedule, undefined);
  const filter = new Set<string>();
  const choice = { date, filter, query: '', byMovie: config.mode === 'cinema', endsBy: undefined };
  return {
    ...choice,
    ...dayView(schedule, config.near ? { ...choice, near: config.near } : choice),
    language,
    slices: DRAW_AT_ONCE,
    followSpace: config.proxied && config.movie !== undefined,
    // The ends-by choice's chunk comes after the first showtimes: its row is kept, as the widget keeps it.
    endsByComing: showtimesOn(schedule, date, filter).length > 1,
    schedule,
    cinemaIds: config.cinemaIds,
    cinemasDrawn: FIRST_CINEMAS,
    nearMe: undefined,
    unread: unread.get(date),
    details: config.showtimeAction === 'details',
  };
}
