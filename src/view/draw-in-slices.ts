/**
 * A long list drawn a slice per task, so that a national release's hundreds of cinemas never hold
 * the page in one render: the first slice (what the viewer sees) at once, one more in each later
 * task, until all are drawn. Each item is rendered once: a later slice's render reuses the
 * templates of the items drawn before (lit finds their values unchanged and leaves their DOM
 * alone), so a whole day costs about what one render of it would, not a render per slice. Another
 * list (another load, day, search or filter) or locale starts again from one slice. `done`
 * resolves once the whole list is in the DOM: the element's `updateComplete` waits for it, so the
 * contract's "every showtime of the chosen day is in the shadow DOM" holds whenever it resolves.
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';

/**
 * Cinemas in a list's first slice: the ten a day shows before `more`. The page's first render is
 * its slowest (lit prepares each template once, and the code is not yet optimized), so the first
 * slice draws what the viewer sees and no more.
 */
const FIRST_SLICE = 10;
/** Cinemas in each later slice: about 200 time buttons, 6 to 10 ms on this project's 2-core machine (traces). */
const SLICE = 40;

export class DrawInSlices implements ReactiveController {
  #host: ReactiveControllerHost;
  /** The list being drawn and its locale, and its items rendered so far. */
  #list: readonly unknown[] = [];
  #locale = '';
  #drawn: TemplateResult[] = [];
  #next: ReturnType<typeof setTimeout> | undefined;
  /** Resolves once every item of the list is drawn; undefined while nothing is left to draw. */
  done: Promise<void> | undefined;
  #finish = (): void => {};

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The items of `list` drawn so far, one slice more than the last render's, rendered by `render` in `locale`. */
  draw<T>(list: readonly T[], locale: string, render: (item: T) => TemplateResult): TemplateResult[] {
    if (list !== this.#list || locale !== this.#locale) [this.#list, this.#locale, this.#drawn] = [list, locale, []];
    const drawn = this.#drawn.length;
    this.#drawn.push(...list.slice(drawn, drawn + (drawn ? SLICE : FIRST_SLICE)).map(render));
    if (this.#drawn.length < list.length) {
      this.done ??= new Promise((resolve) => (this.#finish = resolve));
      this.#next ??= setTimeout(() => {
        this.#next = undefined;
        this.#host.requestUpdate();
      });
    }
    return this.#drawn;
  }

  // Done once no slice is left to draw: none was due, or the last one just was.
  hostUpdated(): void {
    if (this.#next === undefined) {
      this.#finish();
      this.done = undefined;
    }
  }
}
