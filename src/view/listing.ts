/**
 * What the chosen day shows, laid out to be read at a glance: per cinema (and per movie at a
 * cinema, in cinema mode) one line per version, its label above a row of equal time buttons.
 * A cinema names its zone once, and only where the schedule says the viewer's clock differs.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDateTime, formatFeature, formatTime, formatUnit, formatZoneName } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { CinemaListing } from '../schedule/day-listing.js';
import type { Feature, Version } from '../schedule/features.js';
import type { Showtime } from '../schedule/types.js';
import { renderDayChoice, renderToolbar } from './controls.js';
import { renderEmptyDay } from './states.js';
import type { ViewActions, ViewState } from './view-state.js';

/** How many cinemas show before the rest wait behind `part="more"` (nearest first, where known). */
export const COLLAPSED_CINEMAS = 10;

/** The key under which the viewer's "show all cinemas" is kept in `ViewState.expanded`. */
const ALL_CINEMAS = 'cinemas';

/**
 * The widget once a load has arrived: the day choice, the toolbar, and the chosen day's cinemas
 * or why there are none. Past `COLLAPSED_CINEMAS`, the rest of the cinemas stay in the DOM (the
 * contract says every showtime of the day is there), hidden by the stylesheet until asked for.
 */
export function renderLoaded(view: ViewState, actions: ViewActions): TemplateResult {
  const { cinemas } = view.listing;
  if (!cinemas)
    return html`${renderDayChoice(view, actions)}${renderToolbar(view, actions)}${renderEmptyDay(view, view.listing, actions)}`;
  const hidden = view.expanded.has(ALL_CINEMAS) ? 0 : cinemas.length - COLLAPSED_CINEMAS;
  return html`${renderDayChoice(view, actions)}${renderToolbar(view, actions)}<ul class=${hidden > 0 ? 'cinemas cut' : 'cinemas'}>${cinemas.map(
    (cinema) => renderCinema(cinema, view, actions),
  )}</ul>${
    hidden > 0
      ? html`<button part="more" aria-expanded="false" @click=${() => actions.onMore(ALL_CINEMAS)}>${fill(view.language.messages.more, hidden)}</button>`
      : nothing
  }`;
}

/**
 * One cinema: its name, its zone where the viewer's clock differs, street, postal code, city and
 * distance; then its versions (movie mode) or its movies, each with poster, title, runtime and
 * rating and then its versions (cinema mode).
 */
function renderCinema(
  { cinema, distance, zoneOf, versions, movies }: CinemaListing,
  view: ViewState,
  actions: ViewActions,
): TemplateResult {
  const { language } = view;
  const address = joined(', ', cinema.street, joined(' ', cinema.postalCode, cinema.city));
  const zone = zoneOf && fill(language.messages.timesIn, formatZoneName(zoneOf.instant, zoneOf.timeZone, language));
  return html`<li part="cinema" data-cinema-id=${cinema.id}><div class="head"><h2>${cinema.name}</h2>${
    zone ? html`<span class="zone">${zone}</span>` : nothing
  }</div>${meta(joined(' · ', address, distance === undefined ? '' : formatUnit(distance, 'kilometer', language)))}${
    movies
      ? html`<ul class="movies">${movies.map(
          ({ movie, versions: ofMovie }) =>
            html`<li part="movie" class="movie" data-movie-id=${movie.id}>${
              movie.posterUrl
                ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">`
                : html`<span class="poster"></span>`
            }<div class="versions"><h3>${movie.title}</h3>${meta(
              joined(
                ' · ',
                movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '',
                movie.ageRating && fill(language.messages.ageRating, movie.ageRating),
              ),
            )}${renderVersions(ofMovie, `${cinema.name}, ${movie.title}`, view, actions)}</div></li>`,
        )}</ul>`
      : renderVersions(versions!, cinema.name, view, actions)
  }</li>`;
}

/**
 * The versions of one cinema or movie, in the order of their first showtime. A version without
 * format or language features is labelled only when others beside it have some.
 */
function renderVersions(
  versions: readonly Version<Showtime>[],
  where: string,
  view: ViewState,
  actions: ViewActions,
): TemplateResult {
  const { language } = view;
  return html`${versions.map((version) => {
    const label =
      versionLabel(version.features, language) || (versions.length > 1 ? language.messages.standardVersion : '');
    return html`<div part="version" class="version">${label ? html`<p class="label">${label}</p>` : nothing}<ul class="times">${version.showtimes.map(
      (showtime) => renderShowtime(showtime, joined(', ', where, label), view, actions),
    )}</ul></div>`;
  })}`;
}

/** "IMAX · Original version (English) · Subtitled (German)". */
function versionLabel(features: readonly Feature[], language: Language): string {
  return features.map((feature) => formatFeature(feature, language)).join(' · ');
}

/**
 * One time button: the cinema-local time (a weekday mark before a show after midnight) and a
 * small line with the room, highlights and the sales state. It is the booking link while sales
 * are open and the schedule found an http(s) URL; before sales open it says when they do, and is
 * no link. Its accessible name is its text plus the date, cinema and version, so what the layout
 * shows by position is also heard.
 */
function renderShowtime(
  showtime: Showtime,
  where: string,
  { language }: ViewState,
  { onSelect }: ViewActions,
): TemplateResult {
  const { messages } = language;
  const { instant, timeZone, sales, local, listedOnEveningBefore: afterMidnight } = showtime;
  const note = joined(
    ' · ',
    showtime.roomName,
    ...showtime.highlights.map((highlight) => (highlight.kind === 'text' ? highlight.text : messages[highlight.kind])),
    sales.state === 'not-yet'
      ? fill(messages.salesOpen, formatDateTime(sales.opensAt, timeZone, language))
      : sales.state === 'closed'
        ? messages.salesClosed
        : '',
  );
  const url = sales.state === 'open' ? showtime.bookingUrl : undefined;
  const body = html`<span class="time">${
    afterMidnight ? html`<span class="mark">${formatDate(local.date, 'weekday', language)}</span> ` : nothing
  }<time datetime=${showtime.datetime}>${formatTime(instant, timeZone, language)}</time></span>${
    note ? html` <span class="note">${note}</span>` : nothing
  }<span class="visually-hidden">, ${formatDate(local.date, 'long', language)}${afterMidnight ? ` (${messages.afterMidnight})` : ''}, ${where}</span>`;
  return html`<li part="showtime" data-showing-id=${showtime.id}>${
    url
      ? html`<a class="slot" href=${url} target="_blank" rel="noopener" @click=${(event: MouseEvent) => onSelect(showtime, event)}>${body}</a>`
      : html`<span class="slot off">${body}</span>`
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
