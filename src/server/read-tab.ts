/**
 * What one request to the proxy costs its client, in platform requests (client-budget.ts): what
 * its read may cause is taken before the read starts (refused whole, with 429, where the client
 * has not that much left), each platform request is counted as it goes out in the client's turn at
 * the upstream slots (fair-queue.ts), one beyond what was taken is charged at once (a list's
 * further pages), and what was taken and not sent is given back when the request ends. Work no
 * request of this client started (a refresh behind a stale answer) is counted and never charged.
 */
import type { FairQueue } from './fair-queue.js';
import type { Upstream } from './platform-get.js';

/** The client a request is paid by. */
export interface Account {
  /** Its turn at the upstream slots. */
  client: string;
  /** Takes `units` or throws (a 429 with `Retry-After`), taking none. */
  take(units: number): void;
  /** Draws `units` beyond what was taken. */
  charge(units: number): void;
  /** Gives back `units` taken and not used. */
  refund(units: number): void;
}

/** The platform as the proxy reads it, save the slots, which are taken in turns per client. */
export type SharedUpstream = Omit<Upstream, 'limit'>;

export class ReadTab {
  readonly #account: Account;
  /** The platform as this request reaches it: in its client's turn, every request counted. */
  readonly upstream: Upstream;
  #taken = 0;
  #sent = 0;
  #charging = false;

  constructor(account: Account, upstream: SharedUpstream, slots: FairQueue) {
    this.#account = account;
    this.upstream = {
      ...upstream,
      limit: (work) =>
        slots(account.client, () => {
          this.#count();
          return work();
        }),
    };
  }

  /** Takes what the work about to start may cause, or throws taking nothing. */
  take(units: number): void {
    if (units <= 0) return;
    this.#account.take(units);
    this.#taken += units;
    this.#charging = true;
  }

  /** The request is answered: what was taken and not sent goes back; later work is no longer charged. */
  settle(): void {
    if (this.#charging && this.#sent < this.#taken) this.#account.refund(this.#taken - this.#sent);
    this.#charging = false;
  }

  #count(): void {
    this.#sent += 1;
    if (this.#charging && this.#sent > this.#taken) this.#account.charge(1);
  }
}
