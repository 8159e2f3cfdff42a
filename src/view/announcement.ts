/**
 * What the live region says once a load has arrived (live-region.ts): for the chosen day, how many
 * showtimes remain after the search and the chips, or why there are none; then a day not fully
 * read, and a position the browser would not give.
 */
import { formatCount, formatDate } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { ViewState } from './view-state.js';

/** The announcement for `view`; empty while the chosen day is still loading. */
export function announcement(view: ViewState): string {
  const { listing, language, unread } = view;
  const { messages } = language;
  if (unread === 'loading') return '';
  const count = listing.cinemas?.flatMap((cinema) => cinema.showtimes).length ?? 0;
  const showtimes = formatCount(count, messages.showtimes, language);
  const shown = fill(messages.showtimesOn, formatDate(view.date, 'long', language), showtimes);
  return [shown, unread && messages.incomplete, view.nearMe === null && messages.locationUnavailable]
    .filter(Boolean)
    .join(' ');
}
