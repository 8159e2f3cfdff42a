/**
 * Which start-time windows a movie's load reads, and which offered days they have read
 * (docs/design.md, "Requests"). The platform is asked a window at a time so that no list grows
 * with the number of days, a cut list costs only its days, and each day can be shown as soon as
 * the windows that hold it have landed, whatever the slower ones do.
 */
import { businessDayRange } from '../schedule/business-day.js';
import type { UnreadState } from '../schedule/types.js';

/** Start times from `from` to `to`, both included. */
export interface Window {
  from: Date;
  to: Date;
}

/** How a window's read stands: not landed yet, landed whole, or landed cut (a page cap, a failed later page). */
export type WindowState = 'pending' | 'read' | 'cut';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Windows start on a quarter hour, so widgets started within it ask identical URLs (shared page-wide). */
const WINDOW_STEP_MS = 15 * 60_000;
const QUARTER_DAY_MS = 6 * HOUR_MS;

/**
 * Token mode's windows of `days` offered days from `now`, one after another: first the next 24
 * hours, which hold every zone's current business day, so the first day can show alone; then a
 * day each. The offered days start at the earliest business today among the cinemas, and no
 * zone's business today ends more than a day (and an hour, across DST) from now, so the last
 * offered day ends before the last window does.
 */
export function planWindows(now: Date, days: number): Window[] {
  const start = Math.floor(now.getTime() / WINDOW_STEP_MS) * WINDOW_STEP_MS;
  const firstEnd = start + DAY_MS + WINDOW_STEP_MS;
  const ends = Array.from({ length: Math.max(1, days) }, (_, index) => firstEnd + index * DAY_MS);
  // The last window reaches an hour further: a business day across a DST fall-back lasts 25 hours.
  ends[ends.length - 1]! += HOUR_MS;
  return windowsBetween(start, ends);
}

/**
 * Proxy mode's windows of `days` offered days, fixed for a whole UTC date: every viewer of a movie
 * on one date asks from the same windows, whatever their zone or the minute, and the proxy (and
 * any cache in front of it) keeps one answer for all of them. Today's date comes in quarters, so
 * that the one holding now, read first (movie-load.ts), is small and the next showtimes show
 * soon; a quarter already over holds no showing to show, and is not asked for. Then a date each,
 * up to the date that holds the end of the last offered day, no later than `days` days and an
 * hour from now.
 */
export function planDateWindows(now: Date, days: number): Window[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const quarters = [1, 2, 3].map((quarter) => today + quarter * QUARTER_DAY_MS);
  const dates = Array.from({ length: Math.max(1, days) + 2 }, (_, index) => today + (index + 1) * DAY_MS);
  return windowsBetween(today, [...quarters, ...dates]).filter((window) => window.to > now);
}

/** Windows one after another, from `start` to each of `ends`. */
function windowsBetween(start: number, ends: readonly number[]): Window[] {
  return ends.map((end, index) => ({ from: new Date(index ? ends[index - 1]! : start), to: new Date(end) }));
}

/** `window` cut into windows of at most `maxMs` each, one after another. */
export function windowsOf(window: Window, maxMs: number): Window[] {
  const windows: Window[] = [];
  for (let from = window.from.getTime(); from < window.to.getTime(); from += maxMs) {
    windows.push({ from: new Date(from), to: new Date(Math.min(from + maxMs, window.to.getTime())) });
  }
  return windows;
}

/**
 * The offered dates whose showings are not all read, with why: a date is read once every window
 * that overlaps its business day, in each of `zones`, from `now` on, has landed whole. Its
 * business day in a zone comes from the schedule's day math (day start, DST). A date's instants
 * that no window covers cannot have been read: `incomplete`.
 */
export function unreadDates(
  dates: readonly string[],
  zones: readonly string[],
  dayStartMinutes: number,
  now: Date,
  windows: readonly Window[],
  states: readonly WindowState[],
): Map<string, UnreadState> {
  const unread = new Map<string, UnreadState>();
  for (const date of dates) {
    const state = zones.map((zone) => dayState(date, zone, dayStartMinutes, now, windows, states));
    if (state.includes('loading')) unread.set(date, 'loading');
    else if (state.includes('incomplete')) unread.set(date, 'incomplete');
  }
  return unread;
}

/**
 * The windows that hold part of `date`'s business day in any of `zones`, from `now` on: what must be read for the
 * day to show (the first day at once, another when the viewer picks it).
 */
export function windowsOfDate(
  date: string,
  zones: readonly string[],
  dayStartMinutes: number,
  now: Date,
  windows: readonly Window[],
): number[] {
  const ranges = zones.flatMap((zone) => businessDayRange(date, dayStartMinutes, zone) ?? []);
  const from = (start: Date) => Math.max(start.getTime(), now.getTime());
  return windows.flatMap((window, index) =>
    ranges.some(({ start, end }) => window.from.getTime() < end.getTime() && window.to.getTime() >= from(start))
      ? [index]
      : [],
  );
}

/** How `date`'s business day in `zone` stands: undefined when read whole. */
function dayState(
  date: string,
  zone: string,
  dayStartMinutes: number,
  now: Date,
  windows: readonly Window[],
  states: readonly WindowState[],
): UnreadState | undefined {
  const range = businessDayRange(date, dayStartMinutes, zone);
  if (!range) return 'incomplete';
  // Showings that already started are never shown: the day counts from now.
  const from = Math.max(range.start.getTime(), now.getTime());
  const to = range.end.getTime();
  if (from >= to) return undefined;
  const overlapping = windows
    .map((window, index) => ({ window, state: states[index] ?? 'pending' }))
    .filter(({ window }) => window.from.getTime() < to && window.to.getTime() >= from);
  if (overlapping.some(({ state }) => state === 'pending')) return 'loading';
  const covered = overlapping.every(({ state }) => state === 'read') && coversRange(overlapping, from, to);
  return covered ? undefined : 'incomplete';
}

/** Whether the windows, each inclusive of both bounds, leave no gap between `from` and `to`. */
function coversRange(overlapping: readonly { window: Window }[], from: number, to: number): boolean {
  let reached = from;
  for (const { window } of [...overlapping].sort((a, b) => a.window.from.getTime() - b.window.from.getTime())) {
    if (window.from.getTime() > reached) return false;
    reached = Math.max(reached, window.to.getTime());
  }
  return reached >= to;
}
