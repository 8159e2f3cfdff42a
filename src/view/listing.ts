/**
 * What the chosen day shows, laid out to be read at a glance: per cinema (or per movie at a
 * cinema), one line per version with its label and a wrapping row of equal time buttons.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import {
  FEATURE_MARKS,
  formatCount,
  formatDate,
  formatDateTime,
  formatFeature,
  formatPrice,
  formatTime,
  formatUnit,
  formatZoneName,
} from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { formatHighlight } from '../i18n/highlight-text.js';
import { postalAddress } from '../common/postal-address.js';
import { fill } from '../i18n/messages.js';
import type { CinemaListing, MovieShowtimes } from '../schedule/day-listing.js';
import type { Showtime } from '../schedule/types.js';
import type { Version } from '../schedule/versions.js';
import { renderDayChoice, renderToolbar } from './controls.js';
import { renderFollow } from './follow-link.js';
import { renderEmptyDay, renderNotFound, renderOffline, renderUnread } from './states.js';
import type { ViewActions, ViewState } from './view-state.js';

/**
 * How many of a day's cinemas are drawn at first: more than a phone's or a desktop's first two screens hold
 * (docs/performance.md, "The first screen first"); the rest wait behind `part="more"` and until the viewer scrolls
 * toward them.
 */
export const FIRST_CINEMAS = 20;
/** How many more cinemas each step draws. */
export const MORE_CINEMAS = 20;

/** A label's separator that keeps the mark after it on the line of the word before it. */
const NBSP_DOT = '\u00A0·\u00A0';

/**
 * The chosen day: its cinemas, or why there are none. Also the widget once a load has arrived:
 * the day choice and the toolbar above the day.
 */
export function renderLoaded(view: ViewState, actions: ViewActions): TemplateResult {
  const { listing } = view;
  // A day not fully read is never called empty (docs/design.md, "Shadow DOM").
  const day = listing.cinemas
    ? renderCinemas(listing.cinemas, view, actions)
    : view.unread
      ? nothing
      : renderEmptyDay(view, listing, actions);
  // The rest of a day whose first cinemas are shown comes below them: the skeleton that waits for it too.
  const restBelow = listing.cinemas && view.unread === 'loading';
  const notices = html`${renderOffline(view)}${restBelow ? nothing : renderUnread(view, actions)}`;
  const days = html`${renderDayChoice(view, actions)}${renderFollow(view.follow, view.followSpace)}`;
  const rest = restBelow ? renderUnread(view, actions) : nothing;
  // Unknown cinemas are known only once every day is read: said below the showtimes, it moves none of them.
  return html`${days}${renderToolbar(view, actions)}${notices}${day}${rest}${renderNotFound(view)}`;
}

/**
 * The day's cinemas, drawn in steps (docs/design.md, "Shadow DOM"): the first `cinemasDrawn` (those that fill the
 * first screens, and those the viewer asked for since), a slice per task; the others behind `part="more"`, which
 * draws the next step when activated or when the viewer scrolls within a screen of it.
 */
function renderCinemas(cinemas: readonly CinemaListing[], view: ViewState, actions: ViewActions): TemplateResult {
  const limit = Math.min(cinemas.length, view.cinemasDrawn);
  // The listing is made anew for another load or choice; a cinema that stays the same keeps its DOM.
  const drawn = view.slices.draw(cinemas, {
    context: `${view.language.locales[0]} ${view.details}`,
    render: (cinema) => renderCinema(cinema, view),
    same: sameCinema,
    limit,
  });
  const click = (event: MouseEvent) => onTimeClick(event, cinemas, view, actions);
  const left = cinemas.length - limit;
  return html`<ul class="cinemas" @click=${click}>${drawn}</ul>${left > 0 ? renderMore(left, view, actions) : nothing}`;
}

/**
 * Whether two listings of a cinema draw the same: the same showtimes (which also make its zone label,
 * and the cinema it is), and the same distance.
 */
function sameCinema(before: CinemaListing, now: CinemaListing): boolean {
  return before.distance === now.distance && sameItems(before.showtimes, now.showtimes);
}

/**
 * A click on a time button: its booking link reports the choice (which may cancel it), or with
 * `showtime-action="details"` the sheet opens, focus to come back to the button.
 */
function onTimeClick(event: MouseEvent, cinemas: readonly CinemaListing[], view: ViewState, actions: ViewActions) {
  const box = (event.target as Element).closest<HTMLElement>('[part~="showtime"] > .box');
  if (!box) return;
  const id = box.parentElement!.dataset['showingId'];
  const showtime = cinemas.flatMap((cinema) => cinema.showtimes).find((candidate) => String(candidate.id) === id);
  if (!showtime) return;
  const { language, schedule } = view;
  if (view.details) actions.onDetails({ showtime, schedule, language, opener: box });
  else if (box.localName === 'a') actions.onSelect(showtime, event);
}

/**
 * The button that draws the next cinemas, saying how many are left; they are also drawn when the viewer scrolls within
 * a screen of it (near-viewport.ts), so that a viewer who scrolls never waits for them.
 */
function renderMore(left: number, { language }: ViewState, actions: ViewActions): TemplateResult {
  const reveal = (event: MouseEvent) => void revealCinemas(event.currentTarget as HTMLElement, actions);
  const text = formatCount(left, language.messages.more, language);
  return html`<button part="more" aria-expanded="false" @click=${reveal}>${text}</button>`;
}

/**
 * Draws the next cinemas and moves focus on to the first time button they brought (the button may go away, and focus
 * must not fall back to the page).
 */
async function revealCinemas(more: HTMLElement, actions: ViewActions): Promise<void> {
  const list = more.previousElementSibling!;
  const before = list.children.length;
  await actions.onMore();
  list.children[before]?.querySelector<HTMLElement>('a, button')?.focus();
}

/**
 * One cinema: its name (with its zone's name where the viewer's clock differs), then street,
 * postal code, city and distance; then its versions (movie mode) or its movies (cinema mode).
 */
function renderCinema(
  { cinema, distance, zoneLabel, showtimes, versions, movies }: CinemaListing,
  view: ViewState,
): TemplateResult {
  const { language } = view;
  const address = postalAddress(cinema);
  const where = joined(' · ', address, distance === undefined ? '' : formatUnit(distance, 'kilometer', language));
  const zone = zoneLabel ? formatZoneName(showtimes[0]!.instant, cinema.timeZone, language) : '';
  // The showtimes' names say the zone too, where the screen shows it beside the cinema's name.
  const group = joined(', ', cinema.name, zone);
  const shown = movies
    ? html`<div class="movies">${movies.map((ofMovie) => renderMovie(ofMovie, group, view))}</div>`
    : renderVersions(versions!, group, view);
  return html`<li part="cinema" data-cinema-id=${cinema.id} class=${movies ? 'wide' : ''}
    ><div><h2>${cinema.name}</h2>${zone ? html` <span class="zone">${zone}</span>` : nothing}</div
    >${meta(where)}${shown}</li>`;
}

/**
 * A movie at a cinema (cinema mode): its poster, title, runtime, age rating and trailer link (on the
 * line of the runtime, so it costs no room), then its versions.
 */
function renderMovie([movie, versions]: MovieShowtimes, cinemaName: string, view: ViewState): TemplateResult {
  const { language } = view;
  const about = joined(
    ' · ',
    movie.runtime ? formatUnit(movie.runtime, 'minute', language) : '',
    movie.ageRating && fill(language.messages.ageRating, movie.ageRating),
  );
  const poster = movie.posterUrl
    ? html`<img class="poster" part="poster" src=${movie.posterUrl} alt="" loading="lazy">`
    : html`<span class="poster"></span>`;
  const trailer = movie.trailerUrl
    ? html`${about ? ' · ' : ''}<a href=${movie.trailerUrl} target="_blank" rel="noopener"
        >${language.messages.trailer}<span class="sr-only">: ${movie.title}, ${language.messages.newTab}</span></a
      >`
    : nothing;
  const line = about || movie.trailerUrl ? html`<span class="meta">${about}${trailer}</span>` : nothing;
  const shown = renderVersions(versions, `${cinemaName}, ${movie.title}`, view);
  return html`<div part="movie" class="movie" data-movie-id=${movie.id}
    >${poster}<div><h3>${movie.title}</h3>${line}${shown}</div></div
  >`;
}

/** The parts that are there, joined. */
function joined(separator: string, ...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(separator);
}

/** Secondary text, where there is any. */
function meta(text: string | undefined): TemplateResult | typeof nothing {
  return text ? html`<span class="meta">${text}</span>` : nothing;
}

/** A version's label for the ear: its features joined ("IMAX · Original version (English)"), if it has any. */
export function versionLabel({ features }: Pick<Version, 'features'>, language: Language): string {
  return features.map((feature) => formatFeature(feature, language)).join(' · ');
}

/**
 * A version's label as shown: its accessibility features, which come last, by their marks ("IMAX ·
 * CC · ♿"), which keep the label on one line on a phone, and read by their names; to the ear it is
 * `versionLabel`. A string, or one template for all marks, not one a feature: a national release's
 * day has a thousand labels, and each template part is memory kept for as long as the day shows.
 */
function renderLabel({ features }: Version, language: Language): TemplateResult | string {
  const named = features.filter((feature) => !FEATURE_MARKS[feature.key]);
  const marked = features.filter((feature) => FEATURE_MARKS[feature.key]);
  const text = named.map((feature) => formatFeature(feature, language)).join(' · ');
  if (!marked.length) return text;
  const names = (text ? ' · ' : '') + marked.map((feature) => formatFeature(feature, language)).join(' · ');
  // A mark is kept on the line of the word before it, so that it never stands alone on a line.
  const marks = (text ? NBSP_DOT : '') + marked.map((feature) => FEATURE_MARKS[feature.key]).join(NBSP_DOT);
  return html`${text}<span aria-hidden="true">${marks}</span><span class="sr-only">${names}</span>`;
}

/**
 * A version's label and, at the end of its last line, the lowest price of its showtimes where the platform gives one
 * and it fits there: one that does not fit is left out of sight below the label (styles.ts, `.priced`), so that a
 * price never moves a showtime down.
 */
function renderHeading(version: Version, language: Language): TemplateResult {
  const label = renderLabel(version, language);
  const price = version.lowestPrice && formatPrice(version.lowestPrice, language);
  return price
    ? html`<p class="label priced"><span>${label}</span><span part="price" class="price"
        ><span class="sr-only">, </span>${fill(language.messages.fromPrice, price)}</span></p>`
    : html`<p class="label">${label}</p>`;
}

/**
 * Each version: its label, then its times, each listing the version's features (`data-features`, the
 * version's id). `group` names the cinema (and movie) for the ear.
 */
function renderVersions(versions: readonly Version[], group: string, view: ViewState): TemplateResult[] {
  return versions.map((version) => {
    const label = versionLabel(version, view.language);
    const times = version.showtimes.map((showtime) =>
      renderShowtime(showtime, version.id, joined(', ', group, label), view),
    );
    const heading = label ? renderHeading(version, view.language) : nothing;
    return html`<div part="version">${heading}<ul class="times">${times}</ul></div>`;
  });
}

/**
 * One time button: a link to the booking page only while sales are open and the schedule found an
 * http(s) URL, else a plain box, drawn apart (dashed and muted, as a day without showings) and saying why
 * it is no link. With `showtime-action="details"` it is a button that opens the showtime sheet, drawn
 * apart in the same way where it could not book. A template's tags are fixed, so each of the three
 * boxes is a template of its own, in the one item.
 */
function renderShowtime(
  showtime: Showtime,
  features: string,
  context: string,
  { language, details }: ViewState,
): TemplateResult {
  const url = showtime.sales.state === 'open' ? showtime.bookingUrl : undefined;
  const content = renderTimeContent(showtime, context, url, language, details);
  const box = timeBox(content, url, details);
  return html`<li part="showtime" data-showing-id=${showtime.id} data-features=${features}>${box}</li>`;
}

/** The box around a time: a button that opens the sheet, else the booking link, else a plain box. */
function timeBox(content: TemplateResult, url: string | undefined, details: boolean): TemplateResult {
  if (details) return html`<button class=${url ? 'box' : 'box none'} aria-haspopup="dialog">${content}</button>`;
  if (url) return html`<a class="box" href=${url} target="_blank" rel="noopener">${content}</a>`;
  return html`<div class="box none">${content}</div>`;
}

/**
 * What a time button holds: the cinema-local time (a weekday mark on a show after midnight) and,
 * small, the room, highlights and sales state. Its accessible name is its content: time, date,
 * cinema (with the zone the screen names beside it), version, room, each highlight, and that the
 * link opens a new tab, each apart; so what is seen is heard and the context on screen is too. A
 * time without a link says why in its sales line ("No online booking"). Few nested templates and
 * parts, as each costs DOM per showtime (a long day has a thousand): the weekday mark, room and
 * sales lines are there even when empty (an empty grid row takes no room), and what only the ear
 * hears is one text before the room and one in the sales line's place.
 */
function renderTimeContent(
  showtime: Showtime,
  context: string,
  url: string | undefined,
  language: Language,
  details: boolean,
): TemplateResult {
  const { messages } = language;
  const { local, listedOnEveningBefore: afterMidnight } = showtime;
  const mark = afterMidnight ? formatDate(local.date, 'weekday', language) : '';
  const time = formatTime(local.time, language);
  const date = formatDate(local.date, 'long', language) + (afterMidnight ? ` (${messages.afterMidnight})` : '');
  const spoken = `, ${date}, ${context}${showtime.roomName ? ', ' : ''}`;
  const badges = showtime.highlights.map(
    (highlight) =>
      html`<span class="sr-only">, </span><span class="badge">${formatHighlight(highlight, language)}</span>`,
  );
  const salesText = salesLine(showtime, url, details, language);
  return html`<span class="time"
      ><span class="mark">${mark}</span> <time datetime=${showtime.datetime}>${time}</time
      ><span class="sr-only">${spoken}</span></span
    ><span class="meta">${showtime.roomName}</span>${badges}<span class=${url ? 'sr-only' : 'meta'}
      >${salesText}</span>`;
}

/**
 * A time button's sales line: when sales open, or that they closed; on sale, the end of a booking
 * link's name (it opens a new tab; a sheet's button says nothing more), or why there is no link.
 */
function salesLine(showtime: Showtime, url: string | undefined, details: boolean, language: Language): string {
  const { sales, timeZone } = showtime;
  const { messages } = language;
  if (sales.state === 'not-yet') return fill(messages.salesOpen, formatDateTime(sales.opensAt, timeZone, language));
  if (sales.state === 'closed') return messages.salesClosed;
  if (sales.state === 'started') return messages.started;
  if (!url) return messages.noBooking;
  return details ? '' : `, ${messages.newTab}`;
}

/** Whether two arrays hold the same items in the same order. */
function sameItems<T>(before: readonly T[], now: readonly T[]): boolean {
  return before.length === now.length && before.every((item, index) => item === now[index]);
}
