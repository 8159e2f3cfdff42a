/**
 * The ends-by choice's code as a Lit controller (docs/design.md, "The evening"): a chunk
 * (src/ends-by/) asked for once the first showtimes are drawn, so that it costs the first showtime
 * nothing. A time that the page's URL holds (`url-param`) is shown only once that code is here: the
 * load waits for it (`waitsForCode`) rather than show showtimes that then go. The time chosen is
 * one of the viewer's choices (viewer-choice-controller.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Language } from '../i18n/locale.js';
import type { DayChoice } from '../schedule/day-listing.js';
import { showtimesOn } from '../schedule/select.js';
import type { Schedule } from '../schedule/types.js';
import type { EndsByChoice } from '../view/view-state.js';
import { whenIdle } from '../common/when-idle.js';
import { drawsShowtimes } from '../view/draws-showtimes.js';
import { lazyModule } from './lazy-module.js';

const endsByCode = lazyModule(() => import('../ends-by/ends-by-choice.js'), 'no ends-by choice');

export class EndsByController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  /** The latest work that waits for the code (#waitsForCode); an earlier one is dropped. */
  #latestWaiting: (() => void) | undefined;
  #last: { schedule: Schedule; key: string; choice: EndsByChoice | undefined } | undefined;
  /** Whether the code is asked for and waits for the page to be idle. */
  #waiting = false;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#waiting || endsByCode.loaded !== undefined || !drawsShowtimes(this.#host)) return;
    // Once the first showtime is drawn, when the page is idle: it costs the first showtime nothing.
    this.#waiting = true;
    whenIdle(() => void endsByCode.load().then(() => this.#host.requestUpdate()));
  }

  /**
   * Whether `then` must wait for the code, as it must where a time is `chosen`; it then runs once the code is here
   * (or failed), unless a later call came in the meantime.
   */
  waitsForCode(chosen: string | undefined, then: () => void): boolean {
    const waits = !!chosen && endsByCode.loaded === undefined;
    this.#latestWaiting = waits ? then : undefined;
    if (waits) void endsByCode.load().then(() => this.#latestWaiting === then && then());
    return waits;
  }

  /**
   * Whether the choice may still come to a day that has none yet: its code is on its way and the day has showtimes it
   * could split. The toolbar keeps its row meanwhile, so that the choice, when it comes, moves nothing.
   */
  coming(schedule: Schedule, { date, filter }: Pick<EndsByDay, 'date' | 'filter'>): boolean {
    return endsByCode.loaded === undefined && showtimesOn(schedule, date, filter).length > 1;
  }

  /** The listing's test, where a time is `chosen` and its code is here. */
  test(schedule: Schedule, chosen: string | undefined, dayStartMinutes: number): DayChoice['endsBy'] {
    const code = endsByCode.loaded;
    return code && chosen ? { time: chosen, keeps: code.endsBy(chosen, schedule, dayStartMinutes) } : undefined;
  }

  /**
   * The choice for the chosen day as the chips leave it, where its code is here and a time splits the day. Made once
   * per day and choice: a long day is drawn in many renders (a slice each), and a national release's day has thousands
   * of showtimes to try each time against.
   */
  choice(schedule: Schedule, day: EndsByDay, language: Language): EndsByChoice | undefined {
    const code = endsByCode.loaded;
    const { date, filter, chosen, dayStartMinutes } = day;
    const key = JSON.stringify([date, [...filter], chosen, dayStartMinutes, language.locales, !!code]);
    if (this.#last?.schedule !== schedule || this.#last.key !== key) {
      const showtimes = showtimesOn(schedule, date, filter);
      const choice = code?.endsByChoice({ schedule, showtimes, dayStartMinutes, chosen, language });
      this.#last = { schedule, key, choice };
    }
    return this.#last.choice;
  }
}

/** The day an ends-by choice is made for: its date and chips, the time chosen, and where business days begin. */
export interface EndsByDay extends Pick<DayChoice, 'date' | 'filter'> {
  chosen: string | undefined;
  dayStartMinutes: number;
}
