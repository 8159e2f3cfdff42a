/**
 * The element's load as a Lit controller: a `@lit/task` Task that runs `load` whenever what is fetched
 * changes, handing each result to the element and telling the page of each whole load
 * (`showtimes-load`) and each error worth showing (`showtimes-error`). `@lit/task` aborts a
 * run only when a newer one starts, so this also aborts it when the element leaves the page, and
 * runs it again when the element comes back.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { ConfigResult } from '../config/config.js';
import type { ShowtimeFinderError } from '../common/errors.js';
import { emit, emitError } from './events.js';
import type { ShowtimesLoadDetail } from './events.js';
import { fetchKey, load, shownError } from '../load/load.js';
import type { DayDemand, Loaded } from '../load/load.js';
import type { ProgramShelf } from '../load/offline-reader.js';
import type { TokenProvider } from '../platform/token-source.js';

export interface LoadTaskOptions {
  config: () => ConfigResult;
  tokenProvider: () => TokenProvider | undefined;
  /** Called with what shows early (the first page, each day as its windows land), then with the whole load. */
  onLoad: (loaded: Loaded) => void;
  /** What the whole load, or its failure, waits for before it is handed over and told: code and texts to draw it. */
  ready?: () => Promise<unknown> | undefined;
  /** What the load waits for before it reads anything: the programs a server's render brought into the page. */
  before?: () => Promise<unknown> | undefined;
  /** The days the viewer asks for, which the load reads before the others. */
  demand?: DayDemand;
  /** Where the programs read go to be saved, and saved ones come from when the network fails. */
  shelf?: ProgramShelf;
}

export class LoadTask extends Task<readonly [string, TokenProvider | undefined], Loaded> {
  #abortedByDisconnect = false;

  constructor(host: ReactiveControllerHost & EventTarget, options: LoadTaskOptions) {
    const { config, tokenProvider, onLoad, ready, before, demand, shelf } = options;
    super(host, {
      // Runs again only when what is fetched changes: the key stands for the configuration.
      task: async ([, provider], { signal }) => {
        try {
          // Awaited only where there is something to wait for: else the first request leaves in the turn the
          // element connected in, before its first render.
          const waiting = before?.();
          if (waiting) await waiting;
          return await load(config(), { provider, signal, publish: onLoad, demand, shelf });
        } finally {
          await ready?.();
        }
      },
      args: () => [fetchKey(config()), tokenProvider()] as const,
      onComplete: (loaded) => {
        onLoad(loaded);
        emit<ShowtimesLoadDetail>(host, 'showtimes-load', loadDetail(loaded));
        if (loaded.shortfall) emitError(host, loaded.shortfall.error);
      },
      onError: (error) => {
        const shown = shownError(error);
        if (shown) emitError(host, shown);
      },
    });
  }

  get pending(): boolean {
    return this.status === TaskStatus.PENDING;
  }

  /** The error of the last run, when it failed for a reason worth showing (not an abort). */
  get shownError(): ShowtimeFinderError | undefined {
    return this.status === TaskStatus.ERROR ? shownError(this.error) : undefined;
  }

  hostConnected(): void {
    if (this.#abortedByDisconnect) {
      this.#abortedByDisconnect = false;
      void this.run();
    }
  }

  hostDisconnected(): void {
    if (this.pending) {
      this.#abortedByDisconnect = true;
      this.abort();
    }
  }
}

/** What `showtimes-load` tells of a load: counts, so a page can tell a full program from a thin one. */
export function loadDetail({ schedule, skipped, unread }: Loaded): ShowtimesLoadDetail {
  return {
    showtimes: schedule.showtimes.length,
    cinemas: schedule.cinemas.length,
    movies: schedule.movies.length,
    skipped,
    incomplete: unread.size > 0,
    unreadDays: unread.size,
  };
}
