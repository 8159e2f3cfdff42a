/**
 * The controls the viewer chooses with: the day, the format chips, the cinema search and "near
 * me". Each reports a choice; the element keeps it.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { dayFieldName, formatDate, formatDayName, formatFeature } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import type { FeatureFilter } from '../schedule/select.js';
import type { FilterChip } from '../schedule/features.js';
import type { DayOption } from '../schedule/types.js';

/** More cinemas than this get a search field. */
const searchFrom = 6;

/**
 * The day choice: a radio group (WAI-ARIA APG "Radio Group"), one tab stop, arrow keys and
 * Home/End move the choice (the arrows wrap around, as radio groups do). A day without showings
 * stays choosable (it then says so) and is marked by a dashed border and in its accessible name,
 * so nobody has to guess why it is empty.
 */
export function renderDayChoice(
  days: readonly DayOption[],
  selected: string,
  language: Language,
  onChoose: (date: string, byKey: boolean) => void,
): TemplateResult {
  const index = days.findIndex((day) => day.date === selected);
  const count = days.length;
  const onKey = (event: KeyboardEvent) => {
    const target: number | undefined = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1 + count,
      ArrowUp: index - 1 + count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChoose(days[target % count]!.date, true);
  };
  return html`<div role="radiogroup" aria-label=${dayFieldName(language)} class="row days" @keydown=${onKey}>${days.map(
    (day, dayIndex) => {
      const checked = dayIndex === index;
      return html`<button role="radio" part="day" data-date=${day.date} aria-checked=${checked} tabindex=${checked ? 0 : -1} class=${day.hasShowings ? '' : 'none'} @click=${() => onChoose(day.date, false)}><span>${formatDayName(day.date, dayIndex, language)}</span><span class="meta">${formatDate(day.date, 'day', language)}</span>${
        day.hasShowings ? '' : html`<span class="visually-hidden">${language.messages.noShowings}</span>`
      }</button>`;
    },
  )}</div>`;
}

export interface ToolbarContext {
  language: Language;
  chips: readonly FilterChip[];
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
export function renderToolbar({
  language,
  chips,
  filter,
  onFilter,
  cinemaCount,
  query,
  onQuery,
  onNearMe,
  nearMeActive,
  nearMeFailed,
}: ToolbarContext): TemplateResult {
  const { messages } = language;
  const search = cinemaCount >= searchFrom;
  return html`${
    chips.length
      ? html`<div class="row" role="group" aria-label=${messages.formats}>${chips.map(
          ({ id, feature }) =>
            html`<button part="filter" aria-pressed=${filter.has(id)} @click=${() => onFilter(id)}>${formatFeature(feature, language)}</button>`,
        )}${filter.size ? html`<button part="filter-reset" @click=${() => onFilter()}>${messages.allFormats}</button>` : nothing}</div>`
      : nothing
  }${
    search || onNearMe
      ? html`<div class="row">${
          search
            ? html`<input part="search" type="search" aria-label=${messages.searchCinemas} placeholder=${messages.searchCinemas} .value=${query} @input=${(event: InputEvent) => onQuery((event.target as HTMLInputElement).value)}>`
            : nothing
        }${onNearMe ? html`<button part="near-me" aria-pressed=${nearMeActive} @click=${onNearMe}>${messages.nearMe}</button>` : nothing}${
          nearMeFailed ? html`<span role="status" class="meta">${messages.locationUnavailable}</span>` : nothing
        }</div>`
      : nothing
  }`;
}
