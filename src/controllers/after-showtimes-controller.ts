/**
 * What the element does once its first showtimes show, as a Lit controller: it loads one chunk
 * (after-showtimes.ts) that saves the programs read, for a later load without network, and makes
 * proxy mode's link to follow the movie in a calendar. Neither is needed for the first showtime.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConfigResult } from '../config/config.js';
import type { Language } from '../i18n/locale.js';
import type { Loaded } from '../load/load.js';
import type { ProgramShelf } from '../load/offline-reader.js';
import type { Follow } from '../view/view-state.js';
import { whenIdle } from '../common/when-idle.js';
import { drawsShowtimes } from '../view/draws-showtimes.js';
import { lazyModule } from './lazy-module.js';
import { programShelf } from './program-shelf.js';

const afterShowtimes = lazyModule(() => import('./after-showtimes.js'), 'no offline programs, no follow link');

export interface AfterShowtimesOptions {
  /** The load the element draws, if any. */
  shown: () => Loaded | undefined;
  config: () => ConfigResult;
}

export class AfterShowtimesController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #options: AfterShowtimesOptions;
  /** The programs the element's loads read, saved here once showtimes show; the load reads saved ones from it. */
  readonly shelf: ProgramShelf = programShelf();
  /** Whether the work is asked for and waits for the page to be idle. */
  #waiting = false;

  constructor(host: ReactiveControllerHost & Element, options: AfterShowtimesOptions) {
    [this.#host, this.#options] = [host, options];
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#waiting || !this.#options.shown() || !drawsShowtimes(this.#host)) return;
    // After the first showtime is drawn, when the page is idle: each time, the windows read since are saved; the
    // first time, the follow link is drawn too (in the space kept for it: listing.ts).
    this.#waiting = true;
    whenIdle(() => {
      this.#waiting = false;
      const first = afterShowtimes.loaded === undefined;
      void afterShowtimes
        .load()
        .then((code) => (code?.keepPrograms(this.shelf.unsaved), first && this.#host.requestUpdate()));
    });
  }

  /** Proxy mode's link to follow the movie in a calendar, once the chunk is here. */
  followLink(language: Language): Follow | undefined {
    const config = this.#options.config();
    return config.ok ? afterShowtimes.loaded?.followLink(config.config, language) : undefined;
  }
}
