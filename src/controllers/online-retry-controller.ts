/**
 * Loading again once the browser is back online, as a Lit controller: where the network failed
 * (saved programs shown in its stead, or the `network` error), the `online` event reads afresh.
 */
import type { ReactiveController } from 'lit';

export interface OnlineRetryOptions {
  /** Whether what the element shows stands in for a network that failed. */
  offline: () => boolean;
  retry: () => void;
}

export class OnlineRetryController implements ReactiveController {
  readonly #options: OnlineRetryOptions;

  constructor(options: OnlineRetryOptions) {
    this.#options = options;
  }

  hostConnected(): void {
    addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    removeEventListener('online', this.#onOnline);
  }

  #onOnline = (): void => {
    if (this.#options.offline()) this.#options.retry();
  };
}
