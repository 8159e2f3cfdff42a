/**
 * What the element's events carry (docs/design.md, "Public contract"): all bubble and are
 * composed, so a page can listen on the element or on any ancestor.
 */
import type { ErrorCode, ShowtimeFinderError } from '../common/errors.js';
import type { ProgramShowing } from '../program/program.js';

/** Detail of `showtime-select`: the showing the viewer picked and the booking page it leads to. */
export interface ShowtimeSelectDetail {
  showing: ProgramShowing;
  url: string;
}

/** Detail of `showtimes-load`: what a load brought, and how many items were left out as unusable. */
export interface ShowtimesLoadDetail {
  showtimes: number;
  cinemas: number;
  movies: number;
  skipped: number;
  /** True when some offered day's showings could not all be read (a cut list); `unreadDays` says how many. */
  incomplete: boolean;
  unreadDays: number;
}

/** Detail of `showtimes-error`: the contract's error code and what went wrong. */
export interface ShowtimesErrorDetail {
  code: ErrorCode;
  message: string;
}

/** Dispatches an event of the contract from `target`; false when a listener cancelled it. */
export function emit<T>(target: EventTarget, type: string, detail: T, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * Tells an error once: `showtimes-error` for the page, and the console for the site owner (the
 * screen shows the viewer a sentence in their language, this message only in a closed disclosure).
 */
export function emitError(target: EventTarget, { code, message }: ShowtimeFinderError): void {
  console.error(`showtime-finder: ${message} (${code})`);
  emit<ShowtimesErrorDetail>(target, 'showtimes-error', { code, message });
}
