import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDateTime, formatTime, formatZoneName } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { Showtime } from '../schedule/types.js';
import { featureLabel, highlightLabel } from './feature-label.js';

export interface ShowtimeContext {
  language: Language;
  /** The viewer's own zone: a time in another zone gets the zone's name beside it. */
  viewerTimeZone: string;
  cinemaName: string;
  /** Collapsed behind the `more` button: in the DOM, but not shown. */
  collapsed: boolean;
  /** A click on the booking link; the handler may cancel the navigation. */
  onSelect: (showtime: Showtime, event: MouseEvent) => void;
}

/**
 * One showtime: the cinema-local time (with the zone's name when the viewer lives in another
 * zone), a weekday mark on a show after midnight, the room, badges and the sales state; a link
 * to the booking page only while sales are open and the schedule found an http(s) URL. Its
 * accessible name is its content (time, date, cinema, room, formats), so what is seen is heard.
 */
export function renderShowtime(showtime: Showtime, context: ShowtimeContext): TemplateResult {
  const { language, collapsed } = context;
  const { messages } = language;
  const time = formatTime(showtime.instant, showtime.timeZone, language);
  const zone = showtime.timeZone === context.viewerTimeZone ? undefined : formatZoneName(showtime.instant, showtime.timeZone, language);
  const labels = [...showtime.highlights.map((highlight) => highlightLabel(highlight, language)), ...showtime.features.map((feature) => featureLabel(feature, language))];
  const sales =
    showtime.sales.state === 'not-yet'
      ? messages.salesOpen(formatDateTime(showtime.sales.opensAt, showtime.timeZone, language))
      : showtime.sales.state === 'closed'
        ? messages.salesClosed
        : undefined;
  // The date and cinema are plain from the context on screen; a screen reader hears them too.
  const spoken = `, ${formatDate(showtime.local.date, 'long', language)}${showtime.listedOnEveningBefore ? ` (${messages.afterMidnight})` : ''}, ${context.cinemaName}`;
  const body = html`<span class="time">${showtime.listedOnEveningBefore ? html`<span class="mark">${formatDate(showtime.local.date, 'weekday', language)}</span> ` : nothing}<time datetime=${showtime.datetime}>${time}</time>${zone ? html` <span class="meta">${zone}</span>` : nothing}<span class="visually-hidden">${spoken}</span></span>${showtime.roomName ? html`<span class="meta">${showtime.roomName}</span>` : nothing}${labels.length ? html`<span class="row">${labels.map((label) => html`<span class="badge">${label}</span>`)}</span>` : nothing}${sales ? html`<span class="meta">${sales}</span>` : nothing}`;
  const url = showtime.sales.state === 'open' ? showtime.bookingUrl : undefined;
  return html`<li part="showtime" class=${collapsed ? 'collapsed' : ''} data-showing-id=${showtime.id}>${
    url
      ? html`<a class="box" href=${url} target="_blank" rel="noopener" @click=${(event: MouseEvent) => context.onSelect(showtime, event)}>${body}</a>`
      : html`<div class="box">${body}</div>`
  }</li>`;
}
