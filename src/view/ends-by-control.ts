/**
 * The ends-by choice (docs/design.md, "The evening"): a radio group of times, after "any time", in
 * the format toolbar, whose keys it shares (one tab stop, arrows among its buttons: keep-focus.ts),
 * so that it takes no row of its own on a phone. Its times and texts come from its chunk
 * (src/ends-by/), which loads after the first showtime.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatTime } from '../i18n/locale.js';
import type { ViewActions, ViewState } from './view-state.js';

/** `first`: no chip comes before it, so its first button is the toolbar's tab stop. */
export function renderEndsBy(
  { endsBy, language }: ViewState,
  { onEndsBy }: ViewActions,
  first: boolean,
): TemplateResult | typeof nothing {
  if (!endsBy) return nothing;
  const buttons = [undefined, ...endsBy.times].map(
    (time, index) =>
      html`<button role="radio" data-ends-by=${time ?? nothing} aria-checked=${time === endsBy.chosen}
        tabindex=${first && index === 0 ? 0 : -1} @click=${() => onEndsBy(time)}
        >${time ? formatTime(time, language) : endsBy.anyTime}</button>`,
  );
  return html`<div part="ends-by" role="radiogroup" aria-labelledby="ends-by" class="row"
    ><span id="ends-by" class="meta">${endsBy.label}</span>${buttons}</div>`;
}
