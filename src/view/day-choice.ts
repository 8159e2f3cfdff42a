import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { dayFieldName, formatDate, formatDayName } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { DayOption } from '../schedule/types.js';

/**
 * The day choice: a radio group (WAI-ARIA APG "Radio Group"), one tab stop, arrow keys and
 * Home/End move the choice (the arrows wrap around, as radio groups do). A day without showings
 * stays choosable (it then says so) and is marked by a dashed border and in its accessible name,
 * so nobody has to guess why it is empty.
 */
export function renderDayChoice(days: readonly DayOption[], selected: string | undefined, language: Language, onChoose: (date: string, byKey: boolean) => void): TemplateResult {
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
