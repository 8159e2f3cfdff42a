/**
 * Which of a load's later days is read next (docs/performance.md, "The first screen first"): a
 * day the viewer asks for (picks it, or the page's URL names it) at once; else, one at a time, the
 * next when the page is idle. A viewer who only looks at today pays for the other days' programs
 * only while the page has nothing else to do.
 */
import { idle } from '../common/when-idle.js';

export class DayDemand {
  #asked: string[] = [];
  /** Wakes a load waiting in `next` when a day is asked for. */
  #wake: (() => void) | undefined;

  /** The viewer wants `date` now. */
  ask(date: string): void {
    this.#asked.push(date);
    this.#wake?.();
  }

  /** Forgets what an earlier load was asked for. */
  clear(): void {
    this.#asked = [];
  }

  /**
   * A date asked for, as soon as one is; else `undefined` once `before` is done (the day read while idle before)
   * and the page is idle. Rejects when `signal` aborts.
   */
  next(before: Promise<unknown>, signal: AbortSignal): Promise<string | undefined> {
    if (this.#asked.length) return Promise.resolve(this.#asked.shift());
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (date: string | undefined) => {
        if (settled) return;
        settled = true;
        this.#wake = undefined;
        signal.removeEventListener('abort', onAbort);
        resolve(date);
      };
      const onAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
      this.#wake = () => settle(this.#asked.shift());
      const afterBefore = () => idle();
      void before.then(afterBefore, afterBefore).then(() => settle(undefined));
    });
  }
}
