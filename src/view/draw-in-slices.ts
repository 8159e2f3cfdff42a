/**
 * A long list drawn a slice per task, so that a national release's hundreds of cinemas never hold
 * the page in one render: the first slice (what the viewer sees) at once, one more in each later
 * task, until all are drawn. Each item is rendered once: in a later slice's render, the items
 * drawn before are lit's `noChange`, so lit neither walks their values again nor touches their
 * DOM, and a whole day costs about what one render of it would. Another list (another load, day,
 * search or filter) or locale starts again from one slice, and reuses the DOM of the list before
 * where nobody sees it (see `draw`). `done` resolves once the whole list is in the DOM: the
 * element's `updateComplete` waits for it, so the contract's "every showtime of the chosen day is
 * in the shadow DOM" holds whenever it resolves.
 */
import { noChange } from 'lit';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Cinemas in a list's first slice: the ten a day shows before `more`. The page's first render is
 * its slowest (lit prepares each template once, and the code is not yet optimized), so the first
 * slice draws what the viewer sees and no more.
 */
export const FIRST_SLICE = 10;
/** Cinemas in each later slice: about 200 time buttons, a short task (README, "Performance"). */
export const SLICE = 40;

export class DrawInSlices implements ReactiveController {
  #host: ReactiveControllerHost;
  /** The list being drawn and its locale. */
  #list: readonly unknown[] = [];
  #locale = '';
  /** Items the DOM holds since the last update: the list's first `#fresh`, then items of the list before. */
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
   * The list for this render: the next slice of `list` rendered by `render` in `locale`, and
   * lit's `noChange` for every item whose DOM stays as it is, so lit spends nothing on them. Only
   * the first `shown` items are seen: past them, until their slice comes, the DOM of the list
   * drawn before stays until a slice updates it in place (an item rendered as a template) or
   * replaces it (an item rendered as a node, as the listing's cinemas are). Anywhere else, an item
   * of the list before goes at once.
   */
  draw<T, R>(list: readonly T[], locale: string, shown: number, render: (item: T) => R): (R | typeof noChange)[] {
    if (list !== this.#list || locale !== this.#locale) [this.#list, this.#locale, this.#fresh] = [list, locale, 0];
    this.#drawing = true;
    const from = this.#fresh;
    this.#fresh = Math.min(list.length, from + (from ? SLICE : FIRST_SLICE));
    // Items of the list before stay only where nobody sees them (what is shown is all fresh by
    // now), and no further than the new list goes.
    const before = this.#fresh < shown ? 0 : Math.min(this.#inDom, list.length);
    this.#inDom = Math.max(this.#fresh, before);
    // `noChange` keeps an item's DOM as the last render left it (the fresh ones are rendered below).
    const drawn = Array<R | typeof noChange>(this.#inDom).fill(noChange);
    for (let index = from; index < this.#fresh; index += 1) drawn[index] = render(list[index]!);
    if (this.#fresh < list.length) {
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
    if (!this.#drawing) [this.#list, this.#inDom] = [[], 0];
    if (this.#next === undefined) {
      this.#finish();
      this.done = undefined;
    }
  }
}
