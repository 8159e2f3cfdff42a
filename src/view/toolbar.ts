import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { Language } from '../i18n/locale.js';
import { featureId } from '../schedule/select.js';
import type { FeatureFilter } from '../schedule/select.js';
import type { Feature } from '../schedule/types.js';
import { featureLabel } from './feature-label.js';

/** More cinemas than this get a search field. */
const searchFrom = 6;

export interface ToolbarContext {
  language: Language;
  features: readonly Feature[];
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
export function renderToolbar({ language, features, filter, onFilter, cinemaCount, query, onQuery, onNearMe, nearMeActive, nearMeFailed }: ToolbarContext): TemplateResult {
  const { messages } = language;
  const search = cinemaCount >= searchFrom;
  return html`${features.length ? html`<div class="row" role="group" aria-label=${messages.formats}>${features.map((feature) => {
    const id = featureId(feature);
    return html`<button part="filter" data-feature=${id} aria-pressed=${filter.has(id)} @click=${() => onFilter(id)}>${featureLabel(feature, language)}</button>`;
  })}${filter.size ? html`<button part="filter-reset" @click=${() => onFilter()}>${messages.allFormats}</button>` : nothing}</div>` : nothing}${
    search || onNearMe
      ? html`<div class="row">${
          search ? html`<input part="search" type="search" aria-label=${messages.searchCinemas} placeholder=${messages.searchCinemas} .value=${query} @input=${(event: InputEvent) => onQuery((event.target as HTMLInputElement).value)}>` : nothing
        }${onNearMe ? html`<button part="near-me" aria-pressed=${nearMeActive} @click=${onNearMe}>${messages.nearMe}</button>` : nothing}${
          nearMeFailed ? html`<span role="status" class="meta">${messages.locationUnavailable}</span>` : nothing
        }</div>`
      : nothing
  }`;
}
