/**
 * Browser-test helpers for `<showtime-finder>`: render one with attributes, wait for its first
 * load result, and read its shadow DOM the way the contract names it (parts, data attributes).
 */
import { fixture, html } from '@open-wc/testing';
import '../../src/showtime-finder-define.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import type { ShowtimesErrorDetail, ShowtimesLoadDetail } from '../../src/showtime-finder.js';

export type Outcome = { type: 'showtimes-load'; detail: ShowtimesLoadDetail } | { type: 'showtimes-error'; detail: ShowtimesErrorDetail };

/** The next load result (`showtimes-load` or `showtimes-error`) of `element`. */
export function nextOutcome(element: ShowtimeFinderElement): Promise<Outcome> {
  return new Promise((resolve) => {
    const settle = (event: Event) => {
      element.removeEventListener('showtimes-load', settle);
      element.removeEventListener('showtimes-error', settle);
      resolve({ type: event.type, detail: (event as CustomEvent).detail } as Outcome);
    };
    element.addEventListener('showtimes-load', settle);
    element.addEventListener('showtimes-error', settle);
  });
}

/**
 * Renders `<showtime-finder>` with `attributes` (and `children` as its light DOM), listening
 * before it connects so no result is missed; resolves after its first load result has rendered.
 */
export async function renderWidget(
  attributes: Record<string, string>,
  options: { children?: string; setup?: (element: ShowtimeFinderElement) => void } = {},
): Promise<{ element: ShowtimeFinderElement; outcome: Outcome }> {
  const element = document.createElement('showtime-finder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (options.children) element.innerHTML = options.children;
  options.setup?.(element);
  const outcome = nextOutcome(element);
  await fixture(html`${element}`);
  const result = await outcome;
  await element.updateComplete;
  return { element, outcome: result };
}

/** Elements of the widget's shadow DOM. */
export function all<E extends Element = HTMLElement>(element: ShowtimeFinderElement, selector: string): E[] {
  return [...element.shadowRoot!.querySelectorAll<E>(selector)];
}

export function one<E extends Element = HTMLElement>(element: ShowtimeFinderElement, selector: string): E {
  const found = element.shadowRoot!.querySelector<E>(selector);
  if (!found) throw new Error(`No ${selector} in the widget's shadow DOM`);
  return found;
}

/** Text with runs of white space collapsed, as a reader would see it. */
export function text(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}
