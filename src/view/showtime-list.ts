import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Showtime } from '../schedule/types.js';
import { renderShowtime } from './showtime.js';
import type { ShowtimeContext } from './showtime.js';

/** How many showtimes a group shows before the rest wait behind `part="more"`. */
export const collapsedCount = 8;

export interface ShowtimeListContext extends Omit<ShowtimeContext, 'collapsed'> {
  expanded: boolean;
  onMore: () => void;
}

/**
 * The showtimes of one group (a cinema, or a movie at a cinema). A long list is collapsed: every
 * showtime stays in the DOM (the contract says so), the ones past `collapsedCount` hidden until
 * the viewer asks for them.
 */
export function renderShowtimeList(showtimes: readonly Showtime[], context: ShowtimeListContext): TemplateResult {
  const hiddenCount = context.expanded ? 0 : Math.max(0, showtimes.length - collapsedCount);
  return html`<ul class="times">${showtimes.map((showtime, index) =>
    renderShowtime(showtime, { ...context, collapsed: index >= showtimes.length - hiddenCount }),
  )}</ul>${hiddenCount ? html`<button part="more" aria-expanded="false" @click=${context.onMore}>${context.language.messages.more(hiddenCount)}</button>` : nothing}`;
}
