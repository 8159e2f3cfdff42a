/**
 * What the element does once its first showtimes show, as a Lit controller: it loads one chunk
 * (after-showtimes.ts) that saves the programs read, for a later load without network, and makes
 * proxy mode's link to follow the movie in a calendar. Neither is needed for the first showtime.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConfigResult } from '../config/config.js';
import type { Language } from '../i18n/locale.js';
import type { Loaded } from '../load/load.js';
import type { Follow } from '../view/view-state.js';
import { lazyModule } from './lazy-module.js';

const afterShowtimes = lazyModule(() => import('./after-showtimes.js'), 'no offline programs, no follow link');

export interface AfterShowtimesOptions {
  /** The load the element draws, if any. */
  shown: () => Loaded | undefined;
  config: () => ConfigResult;
}

export class AfterShowtimesController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: AfterShowtimesOptions;

  constructor(host: ReactiveControllerHost, options: AfterShowtimesOptions) {
    [this.#host, this.#options] = [host, options];
    host.addController(this);
  }

  hostUpdated(): void {
    if (!this.#options.shown()) return;
    const first = afterShowtimes.loaded === undefined;
    // Each update saves the windows read since the last; the first also draws the follow link.
    void afterShowtimes.load().then((code) => (code?.keepPrograms(), first && this.#host.requestUpdate()));
  }

  /** Proxy mode's link to follow the movie in a calendar, once the chunk is here. */
  followLink(language: Language): Follow | undefined {
    const config = this.#options.config();
    return config.ok ? afterShowtimes.loaded?.followLink(config.config, language) : undefined;
  }
}
