/**
 * What the chosen day shows: its cinemas, with their movies (cinema mode) and showtimes.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDateTime, formatFeature, formatTime, formatUnit, formatZoneName } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { CinemaSummary, MovieSummary, Showtime } from '../schedule/types.js';

/** A movie at a cinema and its showtimes of the chosen day (cinema mode). */
export type MovieShowtimes = [movie: MovieSummary, showtimes: readonly Showtime[]];

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
 * One cinema: its name, then street, postal code and city, and how far away it is; then its
 * showtimes of the chosen day, as one list (movie mode) or movie by movie (cinema mode, `movies`).
 */
export function renderCinema(
  cinema: CinemaSummary,
  distance: number | undefined,
  showtimes: readonly Showtime[],
  movies: readonly MovieShowtimes[] | undefined,
  context: ShowtimeContext,
): TemplateResult {
  const { language } = context;
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
            )}</div>${renderShowtimes(ofMovie, `${cinema.name}, ${movie.title}`, `${cinema.id}/${movie.id}`, context)}</div></li>`,
        )}</ul>`
      : renderShowtimes(showtimes, cinema.name, String(cinema.id), context)
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
 * `collapsedCount` hidden by the stylesheet until the viewer asks for them.
 */
function renderShowtimes(
  showtimes: readonly Showtime[],
  cinemaName: string,
  group: string,
  context: ShowtimeContext,
): TemplateResult {
  const hiddenCount = context.expanded.has(group) ? 0 : showtimes.length - collapsedCount;
  return html`<ul class=${hiddenCount > 0 ? 'times cut' : 'times'}>${showtimes.map((showtime) => renderShowtime(showtime, cinemaName, context))}</ul>${
    hiddenCount > 0
      ? html`<button part="more" aria-expanded="false" @click=${() => context.onMore(group)}>${fill(context.language.messages.more, hiddenCount)}</button>`
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
  { language, viewerTimeZone, onSelect }: ShowtimeContext,
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
    timeZone === viewerTimeZone ? nothing : html` ${meta(formatZoneName(instant, timeZone, language))}`
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
