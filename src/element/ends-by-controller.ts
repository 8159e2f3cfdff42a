/**
 * The element's ends-by choice (docs/design.md, "The evening"): the time the viewer chose, and the
 * choice's code, a chunk (src/ends-by/) asked for once the first showtimes are drawn, so that it
 * costs the first showtime nothing. A time that the page's URL holds (`url-param`) is shown only
 * once that code is here: the load waits for it (`whenReady`) rather than show showtimes that then go.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Language } from '../i18n/locale.js';
import type { DayChoice } from '../schedule/day-listing.js';
import { showtimesOn } from '../schedule/select.js';
import type { Schedule } from '../schedule/types.js';
import type { EndsByChoice } from '../view/view-state.js';
import { lazyModule } from './lazy-module.js';

const endsByCode = lazyModule(() => import('../ends-by/ends-by-choice.js'), 'no ends-by choice');

export class EndsByController implements ReactiveController {
  /** The chosen time, cinema-local `HH:MM`; none keeps every showtime. */
  chosen: string | undefined;
  readonly #host: ReactiveControllerHost & Element;
  #last: { schedule: Schedule; key: string; choice: EndsByChoice | undefined } | undefined;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdated(): void {
    if (endsByCode.loaded !== undefined || !this.#host.shadowRoot?.querySelector('[part~="showtime"]')) return;
    void endsByCode.load().then(() => this.#host.requestUpdate());
  }

  /** True where nothing waits; else false, and `then` runs once a chosen time's code is here (or failed). */
  whenReady(then: () => void): boolean {
    if (!this.chosen || endsByCode.loaded !== undefined) return true;
    void endsByCode.load().then(then);
    return false;
  }

  /** The viewer's choice. */
  choose(time: string | undefined): void {
    this.chosen = time;
    this.#host.requestUpdate();
  }

  /** The listing's test, where a time is chosen and its code is here. */
  test(schedule: Schedule, dayStartMinutes: number): DayChoice['endsBy'] {
    const [code, time] = [endsByCode.loaded, this.chosen];
    return code && time ? { time, keeps: code.endsBy(time, schedule, dayStartMinutes) } : undefined;
  }

  /**
   * The choice for the chosen day as the chips leave it, where its code is here and a time splits the day. Made once
   * per day and choice: a long day is drawn in many renders (a slice each), and a national release's day has thousands
   * of showtimes to try each time against.
   */
  choice(schedule: Schedule, day: Pick<DayChoice, 'date' | 'filter'>, dayStartMinutes: number, language: Language) {
    const code = endsByCode.loaded;
    const key = JSON.stringify([day.date, [...day.filter], this.chosen, dayStartMinutes, language.locales, !!code]);
    if (this.#last?.schedule !== schedule || this.#last.key !== key) {
      const showtimes = showtimesOn(schedule, day.date, day.filter);
      const chosen = this.chosen;
      const choice = code?.endsByChoice({ schedule, showtimes, dayStartMinutes, chosen, language });
      this.#last = { schedule, key, choice };
    }
    return this.#last.choice;
  }
}
