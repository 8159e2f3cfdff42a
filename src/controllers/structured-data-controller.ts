/**
 * The structured data for search engines as a Lit controller: after each update it keeps the
 * schema.org markup of the whole load shown in the host's light DOM. Written when a load is whole,
 * kept while its showtimes show (on a day switch, after a failed refresh), and removed with them.
 * Its code is a chunk loaded after the showtimes show, and it is written while the page is idle
 * (json-ld-script.ts describes a long program a slice per task). The host adds it (it keeps no handle on it).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Loaded } from '../load/load.js';
import { whenIdle } from '../common/when-idle.js';
import { lazyModule } from './lazy-module.js';

const structuredData = lazyModule(() => import('../structured-data/json-ld-script.js'), 'no structured data');

export class StructuredDataController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #described: () => Loaded | undefined;
  readonly #whole: () => Loaded | undefined;
  /** The whole load whose markup is written: the last one shown, until another is whole. */
  #written: Loaded | undefined;

  /**
   * `described`: the load whose showtimes are drawn, where the page wants its markup
   * (`structured-data` is not `off`); `whole`: the last whole load.
   */
  constructor(
    host: ReactiveControllerHost & Element,
    described: () => Loaded | undefined,
    whole: () => Loaded | undefined,
  ) {
    [this.#host, this.#described, this.#whole] = [host, described, whole];
  }

  hostUpdated(): void {
    const key = this.#described()?.key;
    const written = key === undefined ? undefined : [this.#whole(), this.#written].find((load) => load?.key === key);
    if (written === this.#written) return;
    this.#written = written;
    // What is wanted when the code has loaded is written: new markup once the page is idle, no markup at once.
    const write = () =>
      void structuredData.load().then((code) => code?.keepStructuredData(this.#host, this.#written?.schedule));
    if (written) whenIdle(write);
    else write();
  }
}
