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

const DAY_MS = 24 * 3_600_000;

/**
 * The windows of `days` offered days, as whole UTC days from the start of today's UTC date: so
 * every viewer of a movie on one date asks the same windows, whatever their zone or the minute
 * (and a proxy or CDN in front keeps one answer for all of them). The first spans two dates: it
 * holds the business today of every zone west of UTC+3 (day start 03:00), so the first day can
 * show alone there; further east, late in the UTC day, the second window completes it. Then a
 * date each, and the last spans two again: the offered days start at the earliest business today
 * among the cinemas (no later than tomorrow's UTC date), so the last ends before the last window
 * does in any zone (UTC-12 to UTC+14) and with any day start.
 */
export function planWindows(now: Date, days: number): Window[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const count = Math.max(1, days);
  const middle = Array.from({ length: count - 1 }, (_, index) => today + (index + 2) * DAY_MS);
  const bounds = [today, ...middle, today + (count + 1) * DAY_MS, today + (count + 3) * DAY_MS];
  return bounds.slice(1).map((end, index) => ({ from: new Date(bounds[index]!), to: new Date(end) }));
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
