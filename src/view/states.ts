/**
 * Why there are no showtimes to show (still loading, nothing in the days, or an error), and the
 * notices beside those shown.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { PROXY_MISCONFIGURED } from '../common/errors.js';
import type { ShowtimeFinderError } from '../common/errors.js';
import { formatCount, formatDate } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { EmptyReason } from '../schedule/day-listing.js';
import type { ViewActions, ViewState } from './view-state.js';
import type { Schedule } from '../schedule/types.js';

/** Until the texts of its language are here: the skeleton, without words; where they cannot load, the page's slot. */
export function renderWordless(speechless: boolean): TemplateResult {
  return speechless
    ? html`<div class="root"><slot></slot></div>`
    : html`<div class="root" aria-busy="true">${renderLoading(undefined)}</div>`;
}

/** The skeleton shown while loading: as tall as the widget's minimum, so nothing jumps. */
export function renderLoading(language: Language | undefined): TemplateResult {
  return html`
    <div part="loading">
      <span class="sr-only">${language?.messages.loading}</span>
      <div class="bone"></div>
      <div class="bone"></div>
      <div class="bone"></div>
    </div>
  `;
}

/**
 * The error: a plain sentence for the moviegoer in their language, a retry button where it can
 * help (before the detail, so the keyboard reaches it first), and the specific message (which says
 * what to fix) and the code closed under a label in their language (docs/design.md, "Rules that
 * hold everywhere").
 */
export function renderError(error: ShowtimeFinderError, language: Language, onRetry: () => void): TemplateResult {
  const { messages } = language;
  // The contract names the origin to register on screen: a URL reads the same in every language. A proxy
  // whose credentials the platform refused is neither the platform's fault nor the viewer's: the website's.
  const said =
    error.code === 'origin-not-allowed'
      ? fill(messages.originNotAllowed, location.origin)
      : error.proxyCode === PROXY_MISCONFIGURED && messages.proxyMisconfigured;
  const retry = error.retryable ? html`<button @click=${onRetry}>${messages.retry}</button>` : nothing;
  return html`
    <div part="error" data-error-code=${error.code}>
      <strong>${messages.errorTitle}</strong>
      ${said ? html`<p>${said}</p>` : nothing}${retry}${renderDetails(error, language)}
    </div>
  `;
}

/**
 * Part of what was asked for is not there (`cinema-ids` the platform does not have): a notice
 * beside what is shown, not a failure, with the site owner's detail closed under it.
 */
export function renderNotFound({ shortfall, language }: ViewState): TemplateResult | typeof nothing {
  if (!shortfall) return nothing;
  const { messages } = language;
  const notFound = formatCount(shortfall.missing, messages.cinemasNotFound, language);
  return html`
    <div part="not-found" role="status" data-error-code=${shortfall.error.code}>
      <p>${notFound}</p>
      ${renderDetails(shortfall.error, language)}
    </div>
  `;
}

/** The network failed and the showtimes shown are the ones the page saved: when, and that they may have changed. */
export function renderOffline({ offline }: ViewState): TemplateResult | typeof nothing {
  return offline ? html`<p part="offline" role="status">${offline}</p>` : nothing;
}

/**
 * The site owner's detail (the message the console has, in English, and its code): on screen
 * only closed, under a label in the viewer's language, so the viewer reads their language only.
 */
function renderDetails({ message, code }: ShowtimeFinderError, { messages }: Language): TemplateResult {
  return html`
    <details>
      <summary>${messages.ownerDetails}</summary>
      <p class="meta">${message} (${code})</p>
    </details>
  `;
}

/** The chosen day's showings not all read: the skeleton while they load, else a notice with a retry. */
export function renderUnread(
  { unread, language }: ViewState,
  { onRetry }: ViewActions,
): TemplateResult | typeof nothing {
  if (unread === 'loading') return renderLoading(language);
  if (!unread) return nothing;
  return html`
    <div part="incomplete">
      <p>${language.messages.incomplete}</p>
      <button @click=${onRetry}>${language.messages.retry}</button>
    </div>
  `;
}

/**
 * Nothing to show on the chosen day, and why: what was searched (the days and the cinemas asked
 * for), and where there is one, the next date that has showings with a button to go there.
 */
export function renderEmptyDay(
  { schedule, date, cinemaIds, language, elsewhere }: ViewState,
  { empty, next }: { empty: EmptyReason; next?: string },
  { onChoose }: ViewActions,
): TemplateResult {
  const { messages } = language;
  const short = (day: string) => formatDate(day, 'short', language);
  const onward = next
    ? html`
        <p>${fill(messages.nextShowings, short(next))}</p>
        <button @click=${() => void onChoose(next)}>${fill(messages.jumpTo, short(next))}</button>
      `
    : nothing;
  // Nothing at the cinemas asked for in the offered days: where else the movie plays in them.
  const others =
    empty === 'window' && elsewhere ? html`<p>${fill(messages.playsElsewhere, elsewhere.join(', '))}</p>` : nothing;
  return html`
    <div part="empty">
      <p>${emptyText(empty, { schedule, date, cinemaIds, language })}</p>
      ${others}${onward}
    </div>
  `;
}

/** Why the chosen day shows nothing, in words: nothing in the offered days (at the cinemas asked for), or on it. */
function emptyText(
  empty: EmptyReason,
  { schedule, date, cinemaIds, language }: Pick<ViewState, 'schedule' | 'date' | 'cinemaIds' | 'language'>,
): string {
  const { messages } = language;
  const short = (day: string) => formatDate(day, 'short', language);
  if (empty === 'search') return messages.noCinemaMatches;
  if (empty === 'filters') return messages.emptyFilters;
  if (empty === 'day') return fill(messages.emptyDay, short(date));
  const [first, last] = [short(schedule.days[0]!.date), short(schedule.days.at(-1)!.date)];
  const searched = cinemasSearched(schedule, cinemaIds, language);
  return first === last
    ? fill(messages.emptyOneDay, first, searched)
    : fill(messages.emptyWindow, first, last, searched);
}

/**
 * The cinemas asked for, by name where the schedule knows them all; else "this cinema" or "these
 * cinemas", never an id, which means nothing to a moviegoer. No cinema asked for: "any cinema".
 */
function cinemasSearched(schedule: Schedule, cinemaIds: readonly number[], { messages }: Language): string {
  if (cinemaIds.length === 0) return messages.anyCinema;
  const names = new Map(schedule.cinemas.map((cinema) => [cinema.id, cinema.name]));
  if (cinemaIds.every((id) => names.has(id))) return cinemaIds.map((id) => names.get(id)).join(', ');
  return cinemaIds.length === 1 ? messages.thisCinema : messages.theseCinemas;
}
