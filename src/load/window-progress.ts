/**
 * The windows of a load as they land: each window's program is built into a schedule once, the
 * landed schedules are merged into what is shown, and each offered day is marked with how far its
 * windows have been read. Only the built schedules are kept, never the programs.
 */
import type { Program } from '../program/program.js';
import { dayZones } from '../schedule/day-options.js';
import { mergeSchedules } from '../schedule/merge.js';
import type { Schedule, ScheduleOptions, UnreadState } from '../schedule/types.js';
import { knownZone } from '../common/time-zone-name.js';
import { buildInSlices } from './build-in-slices.js';
import { unreadDates, windowsOfDate } from './window-plan.js';
import type { Window, WindowState } from './window-plan.js';

export class WindowProgress {
  readonly #windows: Window[];
  readonly #options: ScheduleOptions;
  readonly #parts: Schedule[] = [];
  readonly #states: WindowState[];
  #merged: Schedule;

  constructor(windows: readonly Window[], options: ScheduleOptions) {
    this.#windows = [...windows];
    this.#options = options;
    this.#states = windows.map(() => 'pending');
    this.#merged = mergeSchedules([], options);
  }

  /** The windows planned, and any added since. */
  get windows(): readonly Window[] {
    return this.#windows;
  }

  /** The showings of every landed window, as one schedule. */
  get schedule(): Schedule {
    return this.#merged;
  }

  /** Whether every window landed whole. */
  get complete(): boolean {
    return this.#states.every((state) => state === 'read');
  }

  /** The offered dates not all read yet, or not all readable (see `unreadDates`). */
  unread(): Map<string, UnreadState> {
    const dates = this.#merged.days.map((day) => day.date);
    const { dayStartMinutes, now } = this.#options;
    return unreadDates(dates, this.#zones(), dayStartMinutes, now, this.#windows, this.#states);
  }

  /** The windows not landed yet that hold part of `date` (every window, where no day is known yet). */
  pendingOf(date: string | undefined): number[] {
    const { dayStartMinutes, now } = this.#options;
    const indexes = date
      ? windowsOfDate(date, this.#zones(), dayStartMinutes, now, this.#windows)
      : this.#windows.map((_, index) => index);
    return indexes.filter((index) => this.#states[index] === 'pending');
  }

  /** The zones the days are counted in: the cinemas' landed so far. */
  #zones(): string[] {
    return dayZones(this.#merged.cinemas, knownZone(this.#options.fallbackTimeZone), this.#options);
  }

  /** Builds the window's program into its schedule and merges it into what is shown. */
  async land(index: number, program: Program): Promise<void> {
    this.#parts.push(await buildInSlices(program, this.#options));
    this.#states[index] = program.complete ? 'read' : 'cut';
    this.#merged = mergeSchedules(this.#parts, this.#options);
  }

  /** A program that answers for every window at once (a platform that ignored the window sent all it has). */
  async landEverywhere(program: Program): Promise<void> {
    await this.land(0, program);
    this.#states.fill(this.#states[0]!);
  }

  /** A window past the planned ones (the next date with showings), landed with its program. */
  async extend(window: Window, program: Program): Promise<void> {
    this.#windows.push(window);
    await this.land(this.#windows.length - 1, program);
  }
}
