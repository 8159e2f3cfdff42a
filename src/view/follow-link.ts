import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { Follow } from './view-state.js';

/**
 * Proxy mode's link to follow the movie in a calendar (src/sheet/follow-link.ts), by the days and in the sheet. Its
 * code comes after the first showtimes: until then, where the link will come (`space`), an empty line of the same
 * height keeps its place, so that nothing below it moves when it comes.
 */
export function renderFollow(follow: Follow | undefined, space = false): TemplateResult | undefined {
  if (follow) return html`<a part="follow" href=${follow.href}>${follow.text}</a>`;
  return space ? html`<span aria-hidden="true">\u00a0</span>` : undefined;
}
