/**
 * The live preview: the page's own `<showtime-finder>` given exactly the snippet's attributes
 * (any other removed, but the page's `id` and `style`) and the theme's declarations through the
 * CSSOM, which the page's Content-Security-Policy allows where a `style` attribute written as text
 * would be refused.
 */
import type { EmbedAttributes } from './embed-attributes.js';
import type { Theme } from './themes.js';

const PAGE_ATTRIBUTES = new Set(['id', 'style']);

export function showInPreview(element: HTMLElement, attributes: EmbedAttributes, theme: Theme): void {
  const wanted = new Map(attributes);
  for (const name of element.getAttributeNames()) {
    if (!PAGE_ATTRIBUTES.has(name) && !wanted.has(name)) element.removeAttribute(name);
  }
  // Only changed values are written: each change makes the widget load again.
  for (const [name, value] of wanted) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  element.removeAttribute('style');
  for (const [property, value] of theme.declarations) element.style.setProperty(property, value);
}
