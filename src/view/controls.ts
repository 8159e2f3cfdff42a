/**
 * The controls the viewer chooses with: the day, the format chips, the cinema search and "near
 * me". Each reports a choice; the element keeps it.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { dayFieldName, formatDate, formatDayName, formatFeature } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import type { DayOption } from '../schedule/types.js';
import type { ViewActions, ViewState } from './view-state.js';
import { arrowTarget, revealFocused, rovingToolbar } from './keep-focus.js';
import { renderEndsBy } from './ends-by-control.js';

/** More cinemas than this get a search field. */
const SEARCH_FROM = 6;

/**
 * The day choice: a radio group (WAI-ARIA APG "Radio Group"), one tab stop, arrow keys and
 * Home/End move the choice (the arrows wrap around, as radio groups do). A day without showings
 * stays choosable (it then says so) and is marked by a dashed border and in its accessible name,
 * so nobody has to guess why it is empty. A day still loading is never drawn as one without
 * showings: its date text pulses, and its name says it is loading.
 */
export function renderDayChoice({ days, date, language }: ViewState, { onChoose }: ViewActions): TemplateResult {
  const index = days.findIndex((day) => day.date === date);
  const count = days.length;
  // From the keyboard, focus follows the choice (roving tabindex), so a screen reader announces the
  // newly chosen day as the radio it lands on, and the strip scrolls it into view (`revealFocused`), as
  // it does a day that a click focused.
  const choose = async (date: string, strip: HTMLElement) => {
    await onChoose(date);
    strip.querySelector<HTMLElement>('[aria-checked="true"]')!.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const target = arrowTarget(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    void choose(days[target]!.date, event.currentTarget as HTMLElement);
  };
  const buttons = days.map((day, dayIndex) => renderDay(day, dayIndex === index, language, onChoose));
  // tabindex -1: Firefox makes a box that scrolls a tab stop of its own, without a ring; its controls are the stops.
  return html`
    <div
      role="radiogroup"
      aria-label=${dayFieldName(language)}
      class="row strip"
      tabindex="-1"
      @keydown=${onKey}
      @focusin=${revealFocused}
    >
      ${buttons}
    </div>
  `;
}

/** One day of the day choice: its name and date, and for the ear whether it is loading or has no showings. */
function renderDay(
  day: DayOption,
  checked: boolean,
  language: Language,
  onChoose: ViewActions['onChoose'],
): TemplateResult {
  const state = dayState(day);
  const said = { reading: language.messages.loading, none: language.messages.noShowings, ready: undefined }[state];
  // A grid: the whitespace between its spans draws nothing.
  return html`
    <button
      role="radio"
      part="day"
      data-date=${day.date}
      aria-checked=${checked}
      tabindex=${checked ? 0 : -1}
      class=${state}
      @click=${() => onChoose(day.date)}
    >
      <span>${formatDayName(day.date, day.relative, language)}</span>
      <span class="meta">${formatDate(day.date, 'day', language)}</span>
      ${said ? html`<span class="sr-only">${said}</span>` : nothing}
    </button>
  `;
}

/** A day's state, and its class: a day still loading is `reading`, never one without showings (`none`). */
function dayState(day: DayOption): 'reading' | 'none' | 'ready' {
  if (day.unread === 'loading') return 'reading';
  return day.hasShowings ? 'ready' : 'none';
}

/**
 * Format chips (combinable, with a reset) in one row that scrolls sideways, a toolbar that is one
 * tab stop with arrow keys inside; then the cinema search and the "near me" button sharing a line.
 * "Near me" is a toggle: pressed, the cinemas are sorted by the viewer's position; pressed again,
 * they are back in the order they had.
 */
export function renderToolbar(view: ViewState, actions: ViewActions): TemplateResult {
  const { language, schedule, query, nearMe } = view;
  const cinemaCount = schedule.cinemas.length;
  const { messages } = language;
  const search = cinemaCount >= SEARCH_FROM ? renderSearch(query, language, actions.onQuery) : nothing;
  const unavailable = nearMe === null ? html`<span class="meta">${messages.locationUnavailable}</span>` : nothing;
  const row = html`
    <div class="row">
      ${search}
      <button part="near-me" aria-pressed=${!!nearMe} @click=${actions.onNearMe}>${messages.nearMe}</button>
      ${unavailable}
    </div>
  `;
  return html`${renderChips(view, actions)}${cinemaCount > 1 ? row : nothing}`;
}

/** The format chips, while any is on their reset, then the ends-by choice; nothing where the day offers no choice. */
function renderChips(view: ViewState, actions: ViewActions): TemplateResult | typeof nothing {
  const { language, chips, filter, endsBy } = view;
  if (!chips.length && !endsBy) return view.endsByComing ? renderToolbarSpace() : nothing;
  const { onFilter } = actions;
  const { messages } = language;
  const buttons = chips.map(({ id, feature }, index) => {
    const name = formatFeature(feature, language);
    return html`
      <button
        part="filter"
        data-feature=${id}
        aria-pressed=${filter.has(id)}
        tabindex=${index === 0 ? 0 : -1}
        @click=${() => onFilter(id)}
      >${name}</button>
    `;
  });
  const reset = filter.size
    ? html`<button part="filter-reset" tabindex="-1" @click=${() => onFilter()}>${messages.allFormats}</button>`
    : nothing;
  // One tab stop, arrows within (rovingToolbar); the strip takes tabindex -1 as the days do (renderDayChoice: why).
  return html`
    <div
      class="row strip"
      role="toolbar"
      aria-label=${messages.formats}
      tabindex="-1"
      @keydown=${rovingToolbar.keydown}
      @focusin=${rovingToolbar.focusin}
      @focusout=${rovingToolbar.focusout}
    >
      ${buttons}${reset}${renderEndsBy(view, actions, !chips.length)}
    </div>
  `;
}

/** The toolbar's row, empty, where the ends-by choice may still come: a button's height, unseen and unheard. */
function renderToolbarSpace(): TemplateResult {
  return html`<div class="row strip" aria-hidden="true"><button class="space" tabindex="-1">\u00a0</button></div>`;
}

/**
 * The cinema search field after its visible label, which stays when the viewer types; the
 * placeholder says what may be typed.
 */
function renderSearch(query: string, { messages }: Language, onQuery: (query: string) => void): TemplateResult {
  const onInput = (event: InputEvent) => onQuery((event.target as HTMLInputElement).value);
  // A flex row: the whitespace beside the label's text draws nothing.
  return html`
    <label class="row search">
      ${messages.cinema}
      <input part="search" type="search" placeholder=${messages.searchCinemas} .value=${query} @input=${onInput} />
    </label>
  `;
}
