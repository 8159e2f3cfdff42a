/**
 * What every step of one load shares: the configuration, the reader of programs, the clock, the
 * windows and where results go.
 */
import type { WidgetConfig } from '../config/config.js';
import type { ScheduleOptions } from '../schedule/types.js';
import type { DayDemand } from './day-demand.js';
import type { Loaded } from './loaded.js';
import type { ProgramReader } from './program-reader.js';
import type { Window } from './window-plan.js';

export interface LoadContext {
  config: WidgetConfig;
  reader: ProgramReader;
  /** The windows the offered days are read in (window-plan.ts). */
  windows: readonly Window[];
  signal: AbortSignal;
  /** When the load began: the schedule's `now`, which the windows are planned from. */
  now: Date;
  /**
   * The schedule's options for this load: its `now`, days and zones; made at the first call. The
   * viewer's zone takes the page's first `Intl.DateTimeFormat`, which loads locale data (a long
   * moment on a phone), so a step asks for them once its first requests have left (`requestsAway`),
   * and they are made while those travel.
   */
  scheduleOptions: () => ScheduleOptions;
  /** Hands on what can be shown before the load ends (a day whose windows landed). */
  publish: (loaded: Loaded) => void;
  /** Which later day to read next: the one the viewer asks for, else the next while the page is idle. */
  demand: DayDemand;
}

/** Resolves a task later: a `fetch` called now has left by then (it is sent in the microtasks after the call). */
export function requestsAway(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
