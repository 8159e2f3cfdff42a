/**
 * The element's load as a Lit controller: a `@lit/task` run of `load` whenever what is fetched
 * changes, handing each result and each error worth showing to the element. `@lit/task` aborts a
 * run only when a newer one starts, so this also aborts it when the element leaves the page, and
 * runs it again when the element comes back.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { ConfigResult } from './config/config.js';
import type { ShowtimeFinderError } from './errors.js';
import { fetchKey, load, shownError } from './load.js';
import type { Loaded } from './load.js';
import type { TokenProvider } from './platform/token-source.js';

export interface LoadTaskOptions {
  config: () => ConfigResult;
  tokenProvider: () => TokenProvider | undefined;
  /** Called with the first day of a load (`partial`), then with the whole load. */
  onLoad: (loaded: Loaded) => void;
  onError: (error: ShowtimeFinderError) => void;
}

export class LoadTask implements ReactiveController {
  #task: Task<readonly [string, TokenProvider | undefined], Loaded>;
  #abortedByDisconnect = false;

  constructor(host: ReactiveControllerHost, { config, tokenProvider, onLoad, onError }: LoadTaskOptions) {
    host.addController(this);
    this.#task = new Task(host, {
      // Runs again only when what is fetched changes: the key stands for the configuration.
      task: ([, provider], { signal }) => load(config(), provider, signal, onLoad),
      args: () => [fetchKey(config()), tokenProvider()] as const,
      onComplete: onLoad,
      onError: (error) => {
        const shown = shownError(error);
        if (shown) onError(shown);
      },
    });
  }

  get pending(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /** The error of the last run, when it failed for a reason worth showing (not an abort). */
  get error(): ShowtimeFinderError | undefined {
    return this.#task.status === TaskStatus.ERROR ? shownError(this.#task.error) : undefined;
  }

  run(): Promise<void> {
    return this.#task.run();
  }

  hostConnected(): void {
    if (this.#abortedByDisconnect) {
      this.#abortedByDisconnect = false;
      void this.#task.run();
    }
  }

  hostDisconnected(): void {
    if (this.pending) {
      this.#abortedByDisconnect = true;
      this.#task.abort();
    }
  }
}
