/**
 * The widget's markup, piece by piece: the controls the viewer chooses with (the day, the format
 * chips, the cinema search, "near me"), then what the chosen day shows (its cinemas with their
 * movies and showtimes, or why there is nothing: still loading, nothing in the days, an error).
 * Each control reports a choice; the element keeps it.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { ShowtimeFinderError } from '../errors.js';
import { dayFieldName, formatDate, formatDateTime, formatDayName, formatFeature, formatTime, formatUnit, formatZoneName } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import { featureId } from '../schedule/select.js';
import type { FeatureFilter } from '../schedule/select.js';
import type { CinemaSummary, DayOption, Feature, MovieSummary, Showtime } from '../schedule/types.js';

/** More cinemas than this get a search field. */
const searchFrom = 6;

/**
 * The day choice: a radio group (WAI-ARIA APG "Radio Group"), one tab stop, arrow keys and
 * Home/End move the choice (the arrows wrap around, as radio groups do). A day without showings
 * stays choosable (it then says so) and is marked by a dashed border and in its accessible name,
 * so nobody has to guess why it is empty.
 */
export function renderDayChoice(days: readonly DayOption[], selected: string, language: Language, onChoose: (date: string, byKey: boolean) => void): TemplateResult {
  const index = days.findIndex((day) => day.date === selected);
  const count = days.length;
  const onKey = (event: KeyboardEvent) => {
    const target: number | undefined = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1 + count, ArrowUp: index - 1 + count, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChoose(days[target % count]!.date, true);
  };
  return html`<div role="radiogroup" aria-label=${dayFieldName(language)} class="row days" @keydown=${onKey}>${days.map((day, dayIndex) => {
    const checked = dayIndex === index;
    return html`<button role="radio" part="day" data-date=${day.date} aria-checked=${checked} tabindex=${checked ? 0 : -1} class=${day.hasShowings ? '' : 'none'} @click=${() => onChoose(day.date, false)}><span>${formatDayName(day.date, dayIndex, language)}</span><span class="meta">${formatDate(day.date, 'day', language)}</span>${
      day.hasShowings ? '' : html`<span class="visually-hidden">${language.messages.noShowings}</span>`
    }</button>`;
  })}</div>`;
}

export interface ToolbarContext {
  language: Language;
  features: readonly Feature[];
  filter: FeatureFilter;
  /** A chip's feature id turns its filter on or off; none clears the filter. */
  onFilter: (id?: string) => void;
  cinemaCount: number;
  query: string;
  onQuery: (query: string) => void;
  /** Absent when there is nothing to sort. */
  onNearMe: (() => void) | undefined;
  nearMeActive: boolean;
  nearMeFailed: boolean;
}

/** Format chips (combinable, with a reset), the cinema search and the "near me" button. */
export function renderToolbar({ language, features, filter, onFilter, cinemaCount, query, onQuery, onNearMe, nearMeActive, nearMeFailed }: ToolbarContext): TemplateResult {
  const { messages } = language;
  const search = cinemaCount >= searchFrom;
  return html`${features.length ? html`<div class="row" role="group" aria-label=${messages.formats}>${features.map((feature) => {
    const id = featureId(feature);
    return html`<button part="filter" aria-pressed=${filter.has(id)} @click=${() => onFilter(id)}>${formatFeature(feature, language)}</button>`;
  })}${filter.size ? html`<button part="filter-reset" @click=${() => onFilter()}>${messages.allFormats}</button>` : nothing}</div>` : nothing}${
    search || onNearMe
      ? html`<div class="row">${
          search ? html`<input part="search" type="search" aria-label=${messages.searchCinemas} placeholder=${messages.searchCinemas} .value=${query} @input=${(event: InputEvent) => onQuery((event.target as HTMLInputElement).value)}>` : nothing
        }${onNearMe ? html`<button part="near-me" aria-pressed=${nearMeActive} @click=${onNearMe}>${messages.nearMe}</button>` : nothing}${
          nearMeFailed ? html`<span role="status" class="meta">${messages.locationUnavailable}</span>` : nothing
        }</div>`
      : nothing
  }`;
}

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
      ? html`<ul class="list">${movies.map(([movie, ofMovie]) => html`<li part="movie" class="movie" data-movie-id=${movie.id}>${
          movie.posterUrl ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">` : html`<span class="poster"></span>`
        }<div class="list"><div><h3>${movie.title}</h3>${
          meta(joined(' · ', movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '', movie.ageRating && fill(language.messages.ageRating, movie.ageRating)))
        }</div>${renderShowtimes(ofMovie, `${cinema.name}, ${movie.title}`, `${cinema.id}/${movie.id}`, context)}</div></li>`)}</ul>`
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
function renderShowtimes(showtimes: readonly Showtime[], cinemaName: string, group: string, context: ShowtimeContext): TemplateResult {
  const hiddenCount = context.expanded.has(group) ? 0 : showtimes.length - collapsedCount;
  return html`<ul class=${hiddenCount > 0 ? 'times cut' : 'times'}>${showtimes.map((showtime) => renderShowtime(showtime, cinemaName, context))}</ul>${
    hiddenCount > 0 ? html`<button part="more" aria-expanded="false" @click=${() => context.onMore(group)}>${fill(context.language.messages.more, hiddenCount)}</button>` : nothing
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
    ...showtime.features.map((feature) => formatFeature(feature, language)),
  ];
  const url = sales.state === 'open' ? showtime.bookingUrl : undefined;
  // The date and cinema are plain from the context on screen; a screen reader hears them too.
  const body = html`<span class="time">${afterMidnight ? html`<span class="mark">${formatDate(local.date, 'weekday', language)}</span> ` : nothing}<time datetime=${showtime.datetime}>${formatTime(instant, timeZone, language)}</time>${
    timeZone === viewerTimeZone ? nothing : html` ${meta(formatZoneName(instant, timeZone, language))}`
  }<span class="visually-hidden">, ${formatDate(local.date, 'long', language)}${afterMidnight ? ` (${messages.afterMidnight})` : ''}, ${cinemaName}</span></span>${meta(showtime.roomName)}${
    labels.length ? html`<span class="row">${labels.map((label) => html`<span class="badge">${label}</span>`)}</span>` : nothing
  }${meta(sales.state === 'not-yet' ? fill(messages.salesOpen, formatDateTime(sales.opensAt, timeZone, language)) : sales.state === 'closed' ? messages.salesClosed : '')}`;
  return html`<li part="showtime" data-showing-id=${showtime.id}>${
    url ? html`<a class="box" href=${url} target="_blank" rel="noopener" @click=${(event: MouseEvent) => onSelect(showtime, event)}>${body}</a>` : html`<div class="box">${body}</div>`
  }</li>`;
}

/**
 * Codes where trying again can help: the network, the platform or the token handler may be
 * back in a moment. A bad configuration, a refused token or an unknown movie stays as it is
 * until the page changes, so those get no retry button.
 */
const retryable = new Set(['network', 'server', 'rate-limited', 'token-unavailable', 'bad-response']);

/** The skeleton shown while loading: as tall as the widget's minimum, so nothing jumps. */
export function renderLoading(language: Language): TemplateResult {
  return html`<div part="loading" role="status"><span class="visually-hidden">${language.messages.loading}</span><div class="bone"></div><div class="bone"></div><div class="bone"></div></div>`;
}

/**
 * The error: a plain sentence for the moviegoer, the specific message (which says what to fix,
 * e.g. which origin to register) and the code, and a retry button where it can help.
 */
export function renderError(error: ShowtimeFinderError, language: Language, onRetry: () => void): TemplateResult {
  return html`<div part="error" role="alert" data-error-code=${error.code}><strong>${language.messages.errorTitle}</strong><span class="meta">${error.message} (${error.code})</span>${
    retryable.has(error.code) ? html`<button @click=${onRetry}>${language.messages.retry}</button>` : nothing
  }</div>`;
}

/** Nothing to show: what was searched, and the next date that has showings with a button to go there. */
export function renderEmpty(text: string, next: { label: string; onJump: () => void } | undefined, language: Language): TemplateResult {
  return html`<div part="empty" role="status"><p>${text}</p>${next ? html`<p>${fill(language.messages.nextShowings, next.label)}</p><button @click=${next.onJump}>${fill(language.messages.jumpTo, next.label)}</button>` : nothing}</div>`;
}
