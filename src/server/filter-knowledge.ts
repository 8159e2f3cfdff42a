/**
 * What the proxy knows of how the platform treats the window and the cinema ids of `/showings`: a
 * small state machine (docs/design.md, "Requests": the spec names no such filters).
 *
 *   unknown --probe--> probing --read, nothing outside--> honours
 *                         |  \--read failed--> unknown
 *                         \--an item outside--> ignores <--an item outside-- honours
 *
 * While a probe is in flight other reads wait for it: a cold view's windows, asked at once, would
 * otherwise each read the whole list of a platform that ignores them. `ignores` is final.
 */
export type FilterState = 'unknown' | 'probing' | 'honours' | 'ignores';

export class FilterKnowledge {
  #state: FilterState = 'unknown';
  /** The probe in flight, settled (never rejecting) when it ends. */
  #probe: Promise<void> | undefined;

  get state(): FilterState {
    return this.#state;
  }

  /** What is known once the probe in flight, if any, has ended. */
  async settled(): Promise<FilterState> {
    if (this.#state === 'probing') await this.#probe;
    return this.#state;
  }

  /** Takes `read` as the probe: where it ends without an item outside the filters, the platform honours them. */
  probe(read: Promise<unknown>): void {
    if (this.#state !== 'unknown') return;
    this.#state = 'probing';
    this.#probe = read.then(
      () => this.#end('honours'),
      () => this.#end('unknown'),
    );
  }

  /** A read saw an item outside what it asked for. */
  ignored(): void {
    this.#state = 'ignores';
  }

  #end(state: FilterState): void {
    if (this.#state === 'probing') this.#state = state;
  }
}
