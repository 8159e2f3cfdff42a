/**
 * The viewer's choice in the page's URL (`url-param`) as a Lit controller: it reads the choice a
 * load opens on and the one the back button brings, and writes each choice the viewer makes. Its
 * code is a chunk loaded only where `url-param` is set, beside the first request, which waits for a
 * token and a preflight first (docs/browser-support.md).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DayOption } from '../schedule/types.js';
import type { UrlChoice } from '../url-param/url-choice.js';
import { lazyModule } from './lazy-module.js';

const urlChoice = lazyModule(() => import('../url-param/url-choice.js'), 'no choice in the URL');

export interface UrlChoiceOptions {
  /** The query parameter's name (`url-param`); none where the page keeps no choice in its URL. */
  param: () => string | undefined;
  /** Called when the back button may have brought another choice into the page's URL. */
  onBack: () => void;
}

export class UrlChoiceController implements ReactiveController {
  readonly #param: () => string | undefined;
  readonly #onBack: () => void;
  /** The latest work that waits for the code (#waitsForCode); an earlier one is dropped. */
  #latestWaiting: (() => void) | undefined;

  constructor(host: ReactiveControllerHost, { param, onBack }: UrlChoiceOptions) {
    [this.#param, this.#onBack] = [param, onBack];
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('popstate', this.#onPopState);
  }

  hostDisconnected(): void {
    removeEventListener('popstate', this.#onPopState);
  }

  // The URL's day is needed as the showtimes show: its code loads beside the first request.
  hostUpdate(): void {
    void this.ready();
  }

  /** The code that reads the URL, where the page keeps a choice there: what a load waits for. */
  ready(): Promise<unknown> | undefined {
    return this.#param() ? urlChoice.load() : undefined;
  }

  /**
   * Whether `then` must wait for the code that reads the URL (a load opens on the URL's day); it
   * then runs once the code is here, unless a later call came in the meantime.
   */
  waitsForCode(then: () => void): boolean {
    const waits = !!this.#param() && urlChoice.loaded === undefined;
    this.#latestWaiting = waits ? then : undefined;
    if (waits) void urlChoice.load().then(() => this.#latestWaiting === then && then());
    return waits;
  }

  /** The choice the page's URL keeps, where it names one of `days`. */
  read(days: readonly DayOption[]): UrlChoice | undefined {
    const param = this.#param();
    return param ? urlChoice.loaded?.choiceInUrl(param, days) : undefined;
  }

  /** The viewer's choice into the page's URL, so that a link to the page opens it again. */
  keep(choice: UrlChoice): void {
    const param = this.#param();
    if (param) urlChoice.loaded?.keepChoiceInUrl(param, choice);
  }

  #onPopState = (): void => {
    if (this.#param()) this.#onBack();
  };
}
