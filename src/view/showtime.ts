import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDateTime, formatTime, formatZoneName } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { Showtime } from '../schedule/types.js';
import { featureLabel } from './feature-label.js';

/** How many showtimes a group shows before the rest wait behind `part="more"`. */
export const collapsedCount = 8;

/** What every showtime list of one render shares. */
export interface ShowtimeContext {
  language: Language;
  /** The viewer's own zone: a time in another zone gets the zone's name beside it. */
  viewerTimeZone: string;
  /** Groups whose long list the viewer has revealed. */
  expanded: ReadonlySet<string>;
  onMore: (group: string) => void;
  /** A click on the booking link; the handler may cancel the navigation. */
  onSelect: (showtime: Showtime, event: MouseEvent) => void;
}

/**
 * The showtimes of one group (a cinema, or a movie at a cinema; `group` names it). A long list is
 * collapsed: every showtime stays in the DOM (the contract says so), the ones past
 * `collapsedCount` hidden by the stylesheet until the viewer asks for them.
 */
export function renderShowtimes(showtimes: readonly Showtime[], cinemaName: string, group: string, context: ShowtimeContext): TemplateResult {
  const hiddenCount = context.expanded.has(group) ? 0 : showtimes.length - collapsedCount;
  return html`<ul class=${hiddenCount > 0 ? 'times cut' : 'times'}>${showtimes.map((showtime) => renderShowtime(showtime, cinemaName, context))}</ul>${
    hiddenCount > 0 ? html`<button part="more" aria-expanded="false" @click=${() => context.onMore(group)}>${context.language.messages.more(hiddenCount)}</button>` : nothing
  }`;
}

/**
 * One showtime: the cinema-local time (with the zone's name when the viewer lives in another
 * zone), a weekday mark on a show after midnight, the room, badges and the sales state; a link
 * to the booking page only while sales are open and the schedule found an http(s) URL. Its
 * accessible name is its content (time, date, cinema, room, formats), so what is seen is heard.
 */
function renderShowtime(showtime: Showtime, cinemaName: string, { language, viewerTimeZone, onSelect }: ShowtimeContext): TemplateResult {
  const { messages } = language;
  const { instant, timeZone, sales, local, listedOnEveningBefore: afterMidnight } = showtime;
  const labels = [
    ...showtime.highlights.map((highlight) => (highlight.kind === 'text' ? highlight.text : messages[highlight.kind])),
    ...showtime.features.map((feature) => featureLabel(feature, language)),
  ];
  const salesNote = sales.state === 'not-yet' ? messages.salesOpen(formatDateTime(sales.opensAt, timeZone, language)) : sales.state === 'closed' ? messages.salesClosed : '';
  const url = sales.state === 'open' ? showtime.bookingUrl : undefined;
  // The date and cinema are plain from the context on screen; a screen reader hears them too.
  const body = html`<span class="time">${afterMidnight ? html`<span class="mark">${formatDate(local.date, 'weekday', language)}</span> ` : nothing}<time datetime=${showtime.datetime}>${formatTime(instant, timeZone, language)}</time>${
    timeZone === viewerTimeZone ? nothing : html` <span class="meta">${formatZoneName(instant, timeZone, language)}</span>`
  }<span class="visually-hidden">, ${formatDate(local.date, 'long', language)}${afterMidnight ? ` (${messages.afterMidnight})` : ''}, ${cinemaName}</span></span>${
    showtime.roomName ? html`<span class="meta">${showtime.roomName}</span>` : nothing
  }${labels.length ? html`<span class="row">${labels.map((label) => html`<span class="badge">${label}</span>`)}</span>` : nothing}${
    salesNote ? html`<span class="meta">${salesNote}</span>` : nothing
  }`;
  return html`<li part="showtime" data-showing-id=${showtime.id}>${
    url ? html`<a class="box" href=${url} target="_blank" rel="noopener" @click=${(event: MouseEvent) => onSelect(showtime, event)}>${body}</a>` : html`<div class="box">${body}</div>`
  }</li>`;
}
