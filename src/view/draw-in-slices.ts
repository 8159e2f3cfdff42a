/**
 * A long list drawn a slice per task, so that a national release's hundreds of cinemas never hold
 * the page in one render: the first slice at once, one more in each later task, until all are
 * drawn. Another list (another load, day, search or filter) starts again from one slice. `done`
 * resolves once the whole list is in the DOM: the element's `updateComplete` waits for it, so the
 * contract's "every showtime of the chosen day is in the shadow DOM" holds whenever it resolves.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Cinemas per slice: about 200 time buttons, some 15 ms on this project's 2-core machine. */
const SLICE = 40;

export class DrawInSlices implements ReactiveController {
  #host: ReactiveControllerHost;
  /** The list being drawn, and how many of its `#total` items the next render draws. */
  #list: object | undefined;
  #total = 0;
  #count = SLICE;
  /** Whether this update's render drew a list at all. */
  #asked = false;
  #next: ReturnType<typeof setTimeout> | undefined;
  #drawing: Promise<void> | undefined;
  #drawn = (): void => {};

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Resolves once every item of the list is drawn (at once when nothing is left to draw). */
  get done(): Promise<void> | undefined {
    return this.#drawing;
  }

  /** How many of the `total` items of `list` to draw in this render; a list of another identity starts afresh. */
  count(list: object, total: number): number {
    if (list !== this.#list) [this.#list, this.#count] = [list, SLICE];
    [this.#total, this.#asked] = [total, true];
    if (this.#count < total) {
      this.#drawing ??= new Promise((resolve) => (this.#drawn = resolve));
      if (this.#next === undefined) {
        this.#next = setTimeout(() => {
          [this.#next, this.#count] = [undefined, this.#count + SLICE];
          this.#host.requestUpdate();
        });
      }
    }
    return this.#count;
  }

  hostUpdated(): void {
    if (!this.#asked || this.#count >= this.#total) {
      this.#drawn();
      this.#drawing = undefined;
    }
    this.#asked = false;
  }
}
