import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Language } from '../i18n/locale.js';
import { featureId } from '../schedule/select.js';
import type { FeatureFilter } from '../schedule/select.js';
import type { Feature } from '../schedule/types.js';
import { featureLabel } from './feature-label.js';

/** More cinemas than this get a search field. */
export const searchFrom = 6;

export interface ToolbarContext {
  language: Language;
  features: readonly Feature[];
  filter: FeatureFilter;
  onToggle: (id: string) => void;
  onReset: () => void;
  cinemaCount: number;
  query: string;
  onQuery: (query: string) => void;
  /** Absent when there is nothing to sort. */
  onNearMe?: (() => void) | undefined;
  nearMeActive: boolean;
  nearMeFailed: boolean;
}

/** Format chips (combinable, with a reset), the cinema search and the "near me" button. */
export function renderToolbar(context: ToolbarContext): TemplateResult {
  const { language, filter } = context;
  const { messages } = language;
  return html`${context.features.length ? html`<div class="row" role="group" aria-label=${messages.formats}>${context.features.map((feature) => {
    const id = featureId(feature);
    return html`<button part="filter" data-feature=${id} aria-pressed=${filter.has(id) ? 'true' : 'false'} @click=${() => context.onToggle(id)}>${featureLabel(feature, language)}</button>`;
  })}${filter.size ? html`<button part="filter-reset" @click=${context.onReset}>${messages.allFormats}</button>` : nothing}</div>` : nothing}${
    context.cinemaCount >= searchFrom || context.onNearMe
      ? html`<div class="row">${context.cinemaCount >= searchFrom ? html`<input part="search" type="search" aria-label=${messages.searchCinemas} placeholder=${messages.searchCinemas} .value=${context.query} @input=${(event: InputEvent) => context.onQuery((event.target as HTMLInputElement).value)}>` : nothing}${
          context.onNearMe ? html`<button part="near-me" aria-pressed=${context.nearMeActive ? 'true' : 'false'} @click=${context.onNearMe}>${messages.nearMe}</button>` : nothing
        }${context.nearMeFailed ? html`<span role="status" class="meta">${messages.locationUnavailable}</span>` : nothing}</div>`
      : nothing
  }`;
}
