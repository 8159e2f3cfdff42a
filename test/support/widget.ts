/**
 * Browser-test helpers for `<showtime-finder>`: render one with attributes, wait for its first
 * load result, and read its shadow DOM the way the contract names it (parts, data attributes).
 */
import { fixture, html } from '@open-wc/testing';
import '../../src/showtime-finder-define.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import type { ShowtimesErrorDetail, ShowtimesLoadDetail } from '../../src/controllers/events.js';

export type Outcome =
  { type: 'showtimes-load'; detail: ShowtimesLoadDetail } | { type: 'showtimes-error'; detail: ShowtimesErrorDetail };

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

/**
 * Draws every cinema of the chosen day, as a viewer who activates `part="more"` until none is left: a long day is drawn
 * in steps (docs/design.md, "Shadow DOM").
 */
export async function drawAllCinemas(element: ShowtimeFinderElement): Promise<void> {
  for (let step = 0; ; step += 1) {
    await element.updateComplete;
    const more = element.shadowRoot!.querySelector<HTMLElement>('[part~="more"]');
    if (!more) return;
    if (step > 1_000) throw new Error('part="more" never drew the last cinema');
    more.click();
  }
}

/** Text with runs of white space collapsed, as a reader would see it. */
export function text(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A showing as the emulator serves it (offset date-times), with the fields these tests read. */
export interface RawShowing {
  id: number;
  state: string;
  cinemaId: number;
  startDatetime: string;
  cinema: { id: number; name: string; city: string; timezone: string };
  [field: string]: unknown;
}

/** Every item of a platform list, read straight from the emulator (cursor pages), for expectations. */
export async function platformShowings(apiBase: string, token: string, path: string): Promise<RawShowing[]> {
  const items: RawShowing[] = [];
  let cursor: string | undefined;
  do {
    const url = new URL(apiBase + path);
    url.searchParams.set('limit', '100');
    if (cursor) url.searchParams.set('cursor', cursor);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as {
      data: RawShowing[];
      pagination: { has_more: boolean; next_cursor: string };
    };
    items.push(...body.data);
    cursor = body.pagination.has_more ? body.pagination.next_cursor : undefined;
  } while (cursor);
  return items;
}

/**
 * The business date of an offset date-time as the emulator writes it (cinema-local wall time
 * and offset): its own date, or the day before when its wall time is before `dayStart`.
 */
export function businessDateOf(startDatetime: string, dayStart = '03:00'): string {
  const date = startDatetime.slice(0, 10);
  if (startDatetime.slice(11, 16) >= dayStart) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The contract's `<time datetime>` for an offset date-time: minutes precision, `+00:00` kept. */
export function contractDatetime(startDatetime: string): string {
  return startDatetime.slice(0, 16) + startDatetime.slice(19);
}
