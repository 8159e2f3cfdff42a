/**
 * What the showtime sheet shows (docs/design.md, "Shadow DOM"): the movie, the cinema and its
 * address, the day and time as the cinema tells them, the end, the version, room, highlights and
 * sales; then booking, the calendar, sharing and directions. Every link that leaves the page opens
 * a new tab and says so; the calendar, share text and directions are built by pure modules.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { calendarEvent } from '../calendar/calendar-event.js';
import type { CalendarEvent } from '../calendar/calendar-event.js';
import { googleCalendarUrl, outlookCalendarUrl } from '../calendar/calendar-links.js';
import { icsDataUrl, icsFile } from '../calendar/ics-file.js';
import { renderFollow } from '../view/follow-link.js';
import { formatHighlight } from '../i18n/highlight-text.js';
import { formatDate, formatDateTime, formatPrice, formatTime } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import { formatShowtimeWhen } from '../i18n/showtime-when.js';
import { endingOf } from '../schedule/end-time.js';
import type { CinemaSummary, Showtime } from '../schedule/types.js';
import { instantOf, localDateTime } from '../schedule/zoned-time.js';
import { directionsUrl } from './directions-url.js';
import { sharedShowing } from './share-data.js';
import type { SharedShowing } from './share-data.js';
import { postalAddress } from '../common/postal-address.js';
import { versionLabel } from '../view/listing.js';
import type { SheetRequest, ViewActions } from '../view/view-state.js';
import type { SheetTexts } from './sheet-texts.js';

/** The sheet as drawn: its showtime, its texts, what the live status says, and what its controls do. */
export interface SheetView {
  request: SheetRequest;
  texts: SheetTexts;
  status: string;
  onSelect: ViewActions['onSelect'];
  onShare: (shared: SharedShowing) => void;
  onClose: () => void;
}

/** The dialog's content: the title and close button, highlights, facts, then the actions and the share status. */
export function sheetContent(view: SheetView): TemplateResult {
  const { showtime, schedule, language } = view.request;
  const cinema = schedule.cinemas.find((candidate) => candidate.id === showtime.cinemaId)!;
  const movie = schedule.movies.find((candidate) => candidate.id === showtime.movieId);
  const event = calendarEvent(showtime, cinema, movie);
  const when = formatShowtimeWhen(showtime, schedule.viewerTimeZone, language);
  const shared = sharedShowing(event.title, cinema.name, when, showtime.bookingUrl, location.href);
  const badges = showtime.highlights.map(
    (highlight) => html`<span class="badge">${formatHighlight(highlight, language)}</span> `,
  );
  return html`<div class="sheet">
    <div class="sheet-head">
      <h2 id="sheet-title">${event.title}</h2>
      <button @click=${view.onClose}>${view.texts.close}</button>
    </div>
    ${badges.length ? html`<p class="badges">${badges}</p>` : nothing}
    <dl>${renderFacts(view, cinema, when, movie?.runtime)}</dl>
    ${renderBooking(view)}
    ${renderCalendar(event, view.texts, language)}
    ${renderFollow(view.request.follow)}
    <div class="actions">
      <button part="share" @click=${() => view.onShare(shared)}>${view.texts.share}</button>
      ${renderDirections(cinema, view.texts, language)}
    </div>
    <p class="status" role="status">${view.status}</p>
  </div>`;
}

/** The facts as heading and value pairs; a fact the platform does not give is left out. */
function renderFacts(
  { request, texts }: SheetView,
  cinema: CinemaSummary,
  when: string,
  runtime: number | undefined,
): TemplateResult {
  const { showtime, language } = request;
  const version = versionLabel(showtime, language);
  return html`
    <dt>${texts.when}</dt>
    <dd><time datetime=${showtime.datetime}>${when}</time>${renderEnd(showtime, runtime, texts, language)}</dd>
    <dt>${texts.cinema}</dt>
    <dd>${cinema.name}<br>${postalAddress(cinema)}</dd>
    ${version ? html`<dt>${texts.version}</dt><dd>${version}</dd>` : nothing}
    ${showtime.roomName ? html`<dt>${texts.room}</dt><dd>${showtime.roomName}</dd>` : nothing}
    <dt>${texts.tickets}</dt>
    <dd>${salesText(showtime, texts, language)}${renderPrice(showtime, language)}</dd>`;
}

/** The showing's default price, "from" as other seats may cost more; nothing where the platform gives none. */
function renderPrice({ price }: Showtime, language: Language): TemplateResult | typeof nothing {
  const text = price && formatPrice(price, language);
  return text ? html`<br><span part="price">${fill(language.messages.fromPrice, text)}</span>` : nothing;
}

/**
 * The end in the cinema's time: the platform's, else "about" the start plus the runtime. An end on
 * another date than the start carries its weekday ("Ends Sat 12:24 AM"), as a time button after
 * midnight does.
 */
function renderEnd(
  showtime: Showtime,
  runtime: number | undefined,
  texts: SheetTexts,
  language: Language,
): TemplateResult | typeof nothing {
  const ending = endingOf(showtime, runtime);
  if (!ending) return nothing;
  const end = localDateTime(ending.instant, showtime.timeZone);
  const time = formatTime(end.time, language);
  if (end.date === showtime.local.date) return html`<br>${fill(ending.estimated ? texts.endsAbout : texts.ends, time)}`;
  const weekday = formatDate(end.date, 'weekday', language);
  return html`<br>${fill(ending.estimated ? texts.endsAboutOn : texts.endsOn, weekday, time)}`;
}

/** The sales window: when sales open, that they closed, or until when they are open (as the platform says). */
function salesText({ sales, showing, timeZone, bookingUrl }: Showtime, texts: SheetTexts, language: Language): string {
  const { messages } = language;
  if (sales.state === 'not-yet') return fill(messages.salesOpen, formatDateTime(sales.opensAt, timeZone, language));
  if (sales.state === 'closed') return messages.salesClosed;
  if (sales.state === 'started') return messages.started;
  if (!bookingUrl) return messages.noBooking;
  const closesAt = instantOf(showing.endSaleDatetime);
  return closesAt ? fill(texts.onSaleUntil, formatDateTime(closesAt, timeZone, language)) : texts.onSale;
}

/** The primary action, where a time button would be a booking link; it fires `showtime-select` as that does. */
function renderBooking({ request, texts, onSelect }: SheetView): TemplateResult | typeof nothing {
  const { showtime, language } = request;
  if (showtime.sales.state !== 'open' || !showtime.bookingUrl) return nothing;
  return html`<div class="actions">
    <a part="book" href=${showtime.bookingUrl} target="_blank" rel="noopener"
      @click=${(event: MouseEvent) => onSelect(showtime, event)}
      >${texts.book}${newTabNote(language)}</a>
  </div>`;
}

/** The `.ics` file as a `data:` URL to download, and the Google and Outlook forms. */
function renderCalendar(event: CalendarEvent, texts: SheetTexts, language: Language): TemplateResult {
  const file = icsDataUrl(icsFile(event, new Date()));
  return html`<div part="calendar" class="actions">
    <a href=${file} download=${`${event.title || 'showtime'}.ics`} type="text/calendar">${texts.addToCalendar}</a>
    ${newTabLink(googleCalendarUrl(event), texts.googleCalendar, language)}
    ${newTabLink(outlookCalendarUrl(event), texts.outlook, language)}
  </div>`;
}

/** The way to the cinema, where the platform gives its coordinates or address. */
function renderDirections(
  cinema: CinemaSummary,
  texts: SheetTexts,
  language: Language,
): TemplateResult | typeof nothing {
  const url = directionsUrl(cinema);
  return url
    ? html`<a part="directions" href=${url} target="_blank" rel="noopener noreferrer"
        >${texts.directions}${newTabNote(language)}</a>`
    : nothing;
}

/** A link to another site, in a new tab that gets neither this page's window nor its address. */
function newTabLink(url: string, text: string, language: Language): TemplateResult {
  return html`<a href=${url} target="_blank" rel="noopener noreferrer">${text}${newTabNote(language)}</a>`;
}

/** What a link that opens a new tab says to the ear after its text. */
function newTabNote(language: Language): TemplateResult {
  return html`<span class="sr-only">, ${language.messages.newTab}</span>`;
}
