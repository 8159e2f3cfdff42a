/**
 * The structured data for search engines as a Lit controller: after each update it keeps the
 * schema.org markup of the whole load shown in the host's light DOM. Written when a load is whole,
 * kept while its showtimes show (on a day switch, after a failed refresh), and removed with them.
 * Its code is a chunk loaded after the showtimes show. The host adds it (it keeps no handle on it).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Loaded } from '../load/load.js';
import { lazyModule } from './lazy-module.js';

const structuredData = lazyModule(() => import('../structured-data/json-ld-script.js'), 'no structured data');

export interface StructuredDataOptions {
  /** Whether the page wants the markup (`structured-data` is not `off`). */
  wanted: () => boolean;
  /** The load whose showtimes are drawn, if any. */
  shown: () => Loaded | undefined;
  /** The last whole load. */
  whole: () => Loaded | undefined;
}

export class StructuredDataController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #options: StructuredDataOptions;
  /** The whole load whose markup is written: the last one shown, until another is whole. */
  #described: Loaded | undefined;

  constructor(host: ReactiveControllerHost & Element, options: StructuredDataOptions) {
    [this.#host, this.#options] = [host, options];
  }

  hostUpdated(): void {
    const { wanted, shown, whole } = this.#options;
    const key = wanted() ? shown()?.key : undefined;
    const described = key === undefined ? undefined : [whole(), this.#described].find((load) => load?.key === key);
    if (described === this.#described) return;
    this.#described = described;
    // What is wanted when the code has loaded is written.
    void structuredData.load().then((code) => code?.keepStructuredData(this.#host, this.#described?.schedule));
  }
}
