import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { Follow } from './view-state.js';

/** Proxy mode's link to follow the movie in a calendar (src/sheet/follow-link.ts), by the days and in the sheet. */
export function renderFollow(follow: Follow | undefined): TemplateResult | undefined {
  return follow && html`<a part="follow" href=${follow.href}>${follow.text}</a>`;
}
