/**
 * The frame of what the widget shows, the same in the browser and in the server's HTML
 * (src/server-render/): the part that is `aria-busy` while what the viewer looks at is on its way.
 */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { LIVE_REGION } from './live-region.js';

export function renderFrame(busy: boolean, content: unknown): TemplateResult {
  return html`<div class="root" aria-busy=${busy}>${content}</div>${LIVE_REGION}`;
}
