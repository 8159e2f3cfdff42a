/**
 * A long list drawn a slice per task, so that a national release's cinemas never hold the page in
 * one render: the first slice (what the viewer sees) at once, one more in each later task, until
 * the first `limit` items are drawn (the cinemas that fill the first screens, and those the viewer
 * scrolled toward or asked for: listing.ts). Each item is rendered once: in a later slice's render, the items
 * drawn before are lit's `noChange`, so lit neither walks their values again nor touches their
 * DOM, and a whole day costs about what one render of it would. Another list (another load, day,
 * search or filter) starts again from one slice and keeps the DOM of every item that stays the
 * same (see `draw`); another context (locale, what a time does) draws every item anew. `done`
 * resolves once the list's first `limit` items are in the DOM: the element's `updateComplete`
 * waits for it, so every showtime of a drawn cinema is in the shadow DOM whenever it resolves.
 */
import { noChange, nothing, render } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';

/**
 * Cinemas in a list's first slice. The page's first render is its slowest (lit prepares each
 * template once, and the code is not yet optimized), so the first slice draws what a phone's first
 * screen shows and no more.
 */
export const FIRST_SLICE = 4;
/** Cinemas in each later slice: some fifty time buttons, well within a 50 ms task on a slow phone. */
export const SLICE = 8;

/** How a list is drawn: in which context, each item how, when two items draw the same, and how many of them. */
export interface DrawOptions<T> {
  context: string;
  /** An item's template: drawn once, as DOM (`drawnOnce`); it holds no event binding. */
  render: (item: T) => TemplateResult;
  same: (before: T, now: T) => boolean;
  /** How many of the list's first items to draw; default all. */
  limit?: number;
}

/** An item as a list's render holds it: its DOM (or, on the server, its template), kept as it is, or gone. */
export type DrawnItem = Element | TemplateResult | typeof noChange | typeof nothing;

export class DrawInSlices implements ReactiveController {
  #host: ReactiveControllerHost;
  /** The list being drawn, and what else its drawing depends on (the locale, what a time does). */
  #list: readonly unknown[] = [];
  #context = '';
  /** The item whose DOM stands at each index of the list's DOM. */
  #items: unknown[] = [];
  /** Items the DOM holds since the last update: the list's first `#fresh`, then items kept of the list before. */
  #inDom = 0;
  #fresh = 0;
  /** Whether this update drew a list: when none, its DOM is gone, and nothing in it can be kept. */
  #drawing = false;
  #next: ReturnType<typeof setTimeout> | undefined;
  /** Resolves once every item of the list is drawn; undefined while nothing is left to draw. */
  done: Promise<void> | undefined;
  #finish = (): void => {};

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * The list for this render: the next slice of `list`'s first `limit` items rendered by `render`
   * in `context`, and lit's `noChange` for every item whose DOM stays as it is, so lit spends
   * nothing on them: the items drawn before, and any item the `same` as the one whose DOM stands
   * at its index (a list made anew as a window lands mostly holds the same cinemas). Another item
   * of the list before goes at once, and its index waits for its slice.
   */
  draw<T>(list: readonly T[], options: DrawOptions<T>): DrawnItem[] {
    const { context, render, same } = options;
    const length = Math.min(list.length, options.limit ?? Infinity);
    if (list !== this.#list || context !== this.#context) {
      // In another context nothing drawn before can stay as it is.
      if (context !== this.#context) this.#items = [];
      this.#list = list;
      this.#context = context;
      this.#fresh = 0;
    }
    this.#drawing = true;
    const from = this.#fresh;
    this.#fresh = Math.min(length, from + (from ? SLICE : FIRST_SLICE));
    this.#inDom = Math.max(this.#fresh, Math.min(this.#inDom, length));
    this.#items.length = this.#inDom;
    // `noChange` keeps an item's DOM as the last render left it (a focused time button stays focused).
    const drawn = Array<DrawnItem>(this.#inDom).fill(noChange);
    for (let index = from; index < this.#inDom; index += 1) {
      const item = list[index]!;
      const drawnBefore = this.#items[index] as T | undefined;
      if (drawnBefore !== undefined && same(drawnBefore, item)) continue;
      // An item not due yet goes at once, and its index waits for its slice.
      const due = index < this.#fresh;
      drawn[index] = due ? drawnOnce(render(item)) : nothing;
      this.#items[index] = due ? item : undefined;
    }
    if (this.#fresh < length) {
      this.done ??= new Promise((resolve) => (this.#finish = resolve));
      this.#next ??= setTimeout(() => {
        this.#next = undefined;
        this.#host.requestUpdate();
      });
    }
    return drawn;
  }

  hostUpdate(): void {
    this.#drawing = false;
  }

  // Done once no slice is left to draw: none was due, or the last one just was.
  hostUpdated(): void {
    if (!this.#drawing) {
      this.#list = [];
      this.#inDom = 0;
      this.#items = [];
    }
    if (this.#next === undefined) {
      this.#finish();
      this.done = undefined;
    }
  }
}

/**
 * `template`'s DOM, which lit lets go of once drawn. For as long as a template is shown, lit keeps an
 * object for each of its bindings, to update it in place; a national release's day has some 40,000 in
 * its cinemas, and a cinema is never updated: its DOM stays while its showtimes do (`DrawInSlices`),
 * and is drawn anew when they change. So the item keeps only its DOM. It holds no event binding (lit's
 * listener would keep every binding): the list handles its items' clicks.
 */
function drawnOnce(template: TemplateResult): Element {
  const fragment = document.createDocumentFragment();
  render(template, fragment);
  return fragment.firstElementChild!;
}

/**
 * The server's drawing (src/server-render/): the list's first `limit` items at once, as templates, for the server's
 * renderer to write as HTML; the widget's `DrawInSlices` takes over from that DOM.
 */
export const DRAW_AT_ONCE: Pick<DrawInSlices, 'draw'> = {
  draw: (list, { render: renderItem, limit }) => list.slice(0, limit).map(renderItem),
};
