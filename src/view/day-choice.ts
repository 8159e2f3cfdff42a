import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { formatDate, formatDayName } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { DayOption } from '../schedule/types.js';

/**
 * The day choice: a radio group (WAI-ARIA APG "Radio Group"), one tab stop, arrow keys and
 * Home/End move the choice. A day without showings stays choosable (it then says so) and is
 * marked by a dashed border and in its accessible name, so nobody has to guess why it is empty.
 */
export function renderDayChoice(days: readonly DayOption[], selected: string | undefined, language: Language, onChoose: (date: string, byKey: boolean) => void): TemplateResult {
  return html`<div role="radiogroup" aria-label=${language.messages.days} class="row days" @keydown=${(event: KeyboardEvent) => {
    const index = days.findIndex((day) => day.date === selected);
    const target = dayAfterKey(event.key, index, days.length);
    if (target === undefined) return;
    event.preventDefault();
    onChoose(days[target]!.date, true);
  }}>${days.map((day, index) => {
    const checked = day.date === selected;
    return html`<button role="radio" part="day" data-date=${day.date} aria-checked=${checked ? 'true' : 'false'} tabindex=${checked ? 0 : -1} class=${day.hasShowings ? '' : 'none'} @click=${() => onChoose(day.date, false)}><span>${formatDayName(day.date, index, language)}</span><span class="meta">${formatDate(day.date, 'day', language)}</span>${day.hasShowings ? '' : html`<span class="visually-hidden">${language.messages.noShowings}</span>`}</button>`;
  })}</div>`;
}

/** The index a key moves the choice to (wrapping around, as radio groups do), or undefined for other keys. */
export function dayAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
