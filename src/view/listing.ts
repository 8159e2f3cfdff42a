/**
 * What the chosen day shows: its cinemas, with their movies (cinema mode) and showtimes.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDateTime, formatFeature, formatTime, formatUnit, formatZoneName } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { CinemaListing } from '../schedule/day-listing.js';
import type { Showtime } from '../schedule/types.js';
import { renderDayChoice, renderToolbar } from './controls.js';
import { renderEmptyDay, renderUnread } from './states.js';
import type { ViewActions, ViewState } from './view-state.js';

/** How many showtimes a group shows before the rest wait behind `part="more"`. */
export const COLLAPSED_COUNT = 8;

/**
 * The chosen day: its cinemas, or why there are none. Also the widget once a load has arrived:
 * the day choice and the toolbar above the day.
 */
export function renderLoaded(view: ViewState, actions: ViewActions): TemplateResult {
  const { listing } = view;
  // A day not fully read is never called empty (DESIGN.md, "Shadow DOM").
  return html`${renderDayChoice(view, actions)}${renderToolbar(view, actions)}${renderUnread(view, actions)}${
    listing.cinemas
      ? html`<ul class="list cinemas">${listing.cinemas.map((cinema) => renderCinema(cinema, view, actions))}</ul>`
      : view.unread
        ? nothing
        : renderEmptyDay(view, listing, actions)
  }`;
}

/**
 * One cinema: its name, then street, postal code and city, and how far away it is; then its
 * showtimes of the chosen day, as one list (movie mode) or movie by movie (cinema mode, `movies`).
 */
function renderCinema(
  { cinema, distance, showtimes, movies }: CinemaListing,
  view: ViewState,
  actions: ViewActions,
): TemplateResult {
  const { language } = view;
  const address = joined(', ', cinema.street, joined(' ', cinema.postalCode, cinema.city));
  return html`<li part="cinema" data-cinema-id=${cinema.id}><h2>${cinema.name}</h2>${meta(joined(' · ', address, distance === undefined ? '' : formatUnit(distance, 'kilometer', language)))}${
    movies
      ? html`<ul class="list">${movies.map(
          ([movie, ofMovie]) =>
            html`<li part="movie" class="movie" data-movie-id=${movie.id}>${
              movie.posterUrl
                ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">`
                : html`<span class="poster"></span>`
            }<div class="list"><div><h3>${movie.title}</h3>${meta(
              joined(
                ' · ',
                movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '',
                movie.ageRating && fill(language.messages.ageRating, movie.ageRating),
              ),
            )}</div>${renderShowtimes(ofMovie, `${cinema.name}, ${movie.title}`, `${cinema.id}/${movie.id}`, view, actions)}</div></li>`,
        )}</ul>`
      : renderShowtimes(showtimes, cinema.name, String(cinema.id), view, actions)
  }</li>`;
}

/** The parts that are there, joined. */
function joined(separator: string, ...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(separator);
}

/** Secondary text, where there is any. */
function meta(text: string | undefined): TemplateResult | typeof nothing {
  return text ? html`<span class="meta">${text}</span>` : nothing;
}

/**
 * The showtimes of one group (a cinema, or a movie at a cinema; `group` names it). A long list is
 * collapsed: every showtime stays in the DOM (the contract says so), the ones past
 * `COLLAPSED_COUNT` hidden by the stylesheet until the viewer asks for them.
 */
function renderShowtimes(
  showtimes: readonly Showtime[],
  cinemaName: string,
  group: string,
  view: ViewState,
  actions: ViewActions,
): TemplateResult {
  const hiddenCount = view.expanded.has(group) ? 0 : showtimes.length - COLLAPSED_COUNT;
  return html`<ul class=${hiddenCount > 0 ? 'times cut' : 'times'}>${showtimes.map((showtime) => renderShowtime(showtime, cinemaName, view, actions))}</ul>${
    hiddenCount > 0
      ? html`<button part="more" aria-expanded="false" @click=${() => actions.onMore(group)}>${fill(view.language.messages.more, hiddenCount)}</button>`
      : nothing
  }`;
}

/**
 * One showtime: the cinema-local time (with the zone's name when the viewer lives in another
 * zone), a weekday mark on a show after midnight, the room, badges and the sales state; a link
 * to the booking page only while sales are open and the schedule found an http(s) URL. Its
 * accessible name is its content (time, date, cinema, room, formats), so what is seen is heard.
 */
function renderShowtime(
  showtime: Showtime,
  cinemaName: string,
  { language, schedule }: ViewState,
  { onSelect }: ViewActions,
): TemplateResult {
  const { messages } = language;
  const { instant, timeZone, sales, local, listedOnEveningBefore: afterMidnight } = showtime;
  const labels = [
    ...showtime.highlights.map((highlight) => (highlight.kind === 'text' ? highlight.text : messages[highlight.kind])),
    ...showtime.features.map((feature) => formatFeature(feature, language)),
  ];
  const url = sales.state === 'open' ? showtime.bookingUrl : undefined;
  // The date and cinema are plain from the context on screen; a screen reader hears them too.
  const body = html`<span class="time">${afterMidnight ? html`<span class="mark">${formatDate(local.date, 'weekday', language)}</span> ` : nothing}<time datetime=${showtime.datetime}>${formatTime(instant, timeZone, language)}</time>${
    timeZone === schedule.viewerTimeZone ? nothing : html` ${meta(formatZoneName(instant, timeZone, language))}`
  }<span class="visually-hidden">, ${formatDate(local.date, 'long', language)}${afterMidnight ? ` (${messages.afterMidnight})` : ''}, ${cinemaName}</span></span>${meta(showtime.roomName)}${
    labels.length
      ? html`<span class="row">${labels.map((label) => html`<span class="badge">${label}</span>`)}</span>`
      : nothing
  }${meta(sales.state === 'not-yet' ? fill(messages.salesOpen, formatDateTime(sales.opensAt, timeZone, language)) : sales.state === 'closed' ? messages.salesClosed : '')}`;
  return html`<li part="showtime" data-showing-id=${showtime.id}>${
    url
      ? html`<a class="box" href=${url} target="_blank" rel="noopener" @click=${(event: MouseEvent) => onSelect(showtime, event)}>${body}</a>`
      : html`<div class="box">${body}</div>`
  }</li>`;
}
