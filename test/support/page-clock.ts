/**
 * Pins a test page's clock (`Date`, `new Date()`) at an instant, timers still running, in every
 * engine: Playwright's own clock in Chromium; elsewhere a `Date` that answers the pinned instant
 * when asked for "now" (what the widget reads) and is the native one for any other date.
 */
import { pageOf, runInPage, type Session } from './page-control.js';

/** Installs (or, for null, removes) the pinned `Date`; keeps the native one on `window`. */
function pinnedDateScript(now: string | null): string {
  return `
    const NativeDate = (window.__nativeDate ??= Date);
    if (${JSON.stringify(now)} === null) { window.Date = NativeDate; return true; }
    const fixed = NativeDate.parse(${JSON.stringify(now)});
    function PinnedDate(...args) {
      if (!new.target) return new NativeDate(fixed).toString();
      return args.length === 0 ? new NativeDate(fixed) : new NativeDate(...args);
    }
    PinnedDate.prototype = NativeDate.prototype;
    PinnedDate.now = () => fixed;
    PinnedDate.parse = NativeDate.parse;
    PinnedDate.UTC = NativeDate.UTC;
    window.Date = PinnedDate;
    return true;`;
}

/** `now` an ISO instant: the page's clock stands there; null: it runs with the wall clock again. */
export async function pinPageClock(session: Session, now: string | null): Promise<void> {
  const handle = pageOf(session);
  if (handle.type !== 'playwright') {
    await runInPage(session, pinnedDateScript(now));
  } else if (now === null) {
    // Back to real time: leave the fixed instant and let the page clock run with the wall clock.
    await handle.page.clock.setSystemTime(Date.now());
    await handle.page.clock.resume();
  } else {
    await handle.page.clock.setFixedTime(now);
  }
}
