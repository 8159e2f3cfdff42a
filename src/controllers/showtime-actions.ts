/**
 * What a time button does: a booking link tells the page first (`showtime-select`, which may
 * cancel it); in `details` mode the showtime sheet opens, a chunk loaded on the first click, so a
 * page whose viewers never open one never loads it.
 */
import type { ViewActions } from '../view/view-state.js';
import type { AfterShowtimesController } from './after-showtimes-controller.js';
import { emit } from './events.js';
import type { ShowtimeSelectDetail } from './events.js';

/** `after`: proxy mode's link to follow the movie in a calendar comes from it, and the sheet offers it too. */
export function showtimeActions(
  host: HTMLElement,
  after: Pick<AfterShowtimesController, 'followLink'>,
): Pick<ViewActions, 'onSelect' | 'onDetails'> {
  const onSelect: ViewActions['onSelect'] = (showtime, event) => {
    const detail = { showing: showtime.showing, url: showtime.bookingUrl! };
    if (!emit<ShowtimeSelectDetail>(host, 'showtime-select', detail, true)) event.preventDefault();
  };
  const onDetails: ViewActions['onDetails'] = (request) =>
    void import('../sheet/open-sheet.js').then(
      (sheet) => sheet.openSheet(host, { ...request, follow: after.followLink(request.language) }, onSelect),
      (error: unknown) => console.warn(`showtime-finder: no showtime sheet: ${String(error)}`),
    );
  return { onSelect, onDetails };
}
