/**
 * The viewer's choices as a Lit controller, with the load they are made on: a load of new data
 * opens on the choice the page's URL keeps (`url-param`, url-choice-controller.ts), else on its
 * first day; a day the viewer chose stays chosen while it is offered; each choice the viewer makes
 * is drawn, and kept in the URL.
 */
import type { ReactiveControllerHost } from 'lit';
import type { GeoPoint } from '../config/typed-attributes.js';
import { dataKey } from '../load/load.js';
import type { Loaded } from '../load/load.js';
import { dayToShow, toggled } from '../schedule/select.js';
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import { dayView } from '../schedule/day-listing.js';
import type { ViewActions, ViewState } from '../view/view-state.js';
import { FIRST_CINEMAS, MORE_CINEMAS } from '../view/listing.js';
import { MoreOnScroll } from '../view/near-viewport.js';
import { EndsByController } from './ends-by-controller.js';
import { UrlChoiceController } from './url-choice-controller.js';

/** What the viewer has chosen. */
export interface ViewerChoice {
  /** The chosen day; none before the first load. */
  date: string | undefined;
  /** Format chip ids. */
  filter: ReadonlySet<string>;
  /** The cinema search. */
  query: string;
  /** The ends-by time, cinema-local `HH:MM`; none keeps every showtime. */
  endsBy: string | undefined;
  /** How many of the day's cinemas are drawn: the first screens', and each step the viewer asked for or scrolled to. */
  cinemasDrawn: number;
  /** The viewer's position once they asked for it; null when the browser could not tell. */
  nearMe: GeoPoint | null | undefined;
}

export interface ViewerChoiceOptions {
  /** The name of the page's query parameter that keeps the choice (`url-param`), if any. */
  param: () => string | undefined;
  /** Asks the load to read a day now, before the days nobody asked for. */
  askFor: (date: string) => void;
}

export type ChoiceActions = Pick<ViewActions, 'onChoose' | 'onFilter' | 'onEndsBy' | 'onQuery' | 'onNearMe' | 'onMore'>;

export class ViewerChoiceController {
  readonly #host: ReactiveControllerHost;
  readonly #url: UrlChoiceController;
  readonly #endsBy: EndsByController;
  #choice: ViewerChoice = {
    date: undefined,
    filter: new Set(),
    query: '',
    endsBy: undefined,
    cinemasDrawn: FIRST_CINEMAS,
    nearMe: undefined,
  };
  /** Whether the chosen day is the viewer's choice, not the one a load opened on. */
  #chosenByViewer = false;
  /** The last good load: a failed refresh keeps showing it, under the error. */
  #loaded: Loaded | undefined;

  /** Asks the load for a day it has not read yet: the viewer wants it now. */
  readonly #askFor: (date: string) => void;

  constructor(host: ReactiveControllerHost & Element, { param, askFor }: ViewerChoiceOptions) {
    this.#host = host;
    this.#askFor = askFor;
    // The next cinemas are drawn as the viewer scrolls toward them, as when they activate `part="more"`.
    new MoreOnScroll(host, () => this.actions.onMore());
    this.#endsBy = new EndsByController(host);
    // The back button may bring another choice into the page's URL.
    this.#url = new UrlChoiceController(host, { param, onBack: () => this.#onBack() });
  }

  get loaded(): Loaded | undefined {
    return this.#loaded;
  }

  /** The load drawn: the last one, while it holds what `config` asks for. */
  shownFor(config: ConfigResult): Loaded | undefined {
    const loaded = this.#loaded;
    return config.ok && loaded?.key === dataKey(config.config) ? loaded : undefined;
  }

  /** The code that reads the URL, where the page keeps a choice there: what a load waits for. */
  ready(): Promise<unknown> | undefined {
    return this.#url.ready();
  }

  /** Shows a load: a load of new data opens on the URL's choice, or its first day. */
  open(loaded: Loaded): void {
    // A load opens on the URL's day: where that code is still on its way, the latest load waits for it.
    if (this.#url.waitsForCode(() => this.open(loaded))) return;
    // New data, fresh choices: set here before anything reads them (only a load is drawn with them).
    if (this.#loaded?.key !== loaded.key) {
      this.#choice = { ...this.#choice, cinemasDrawn: FIRST_CINEMAS };
      this.#chooseFromUrl(loaded);
      if (this.#endsBy.waitsForCode(this.#choice.endsBy, () => this.open(loaded))) return;
    }
    // A day the viewer chose stays chosen while it is offered, also as an empty one while other days land.
    const { date } = this.#choice;
    const offered = loaded.schedule.days.some((day) => day.date === date);
    if (!this.#chosenByViewer || !offered) this.#choice = { ...this.#choice, date: dayToShow(loaded.schedule, date) };
    this.#loaded = loaded;
    this.#readChosenDay();
    this.#host.requestUpdate();
  }

  /**
   * What the view draws of a load on the viewer's choice: `config` is read as it stands now, for
   * what only changes the drawing (`near`, `showtime-action`).
   */
  view(
    loaded: Loaded,
    config: WidgetConfig,
    drawing: Pick<ViewState, 'language' | 'slices' | 'follow' | 'followSpace' | 'offline'>,
  ): ViewState {
    const { schedule, unread } = loaded;
    const { date, filter, query, endsBy: chosen, cinemasDrawn, nearMe } = this.#choice;
    const { dayStartMinutes } = config;
    const near = nearMe ?? config.near;
    const endsBy = this.#endsBy.test(schedule, chosen, dayStartMinutes);
    const choice = { date: date!, filter, query, byMovie: config.mode === 'cinema', endsBy };
    return {
      ...choice,
      ...dayView(schedule, near ? { ...choice, near } : choice),
      ...drawing,
      endsBy: this.#endsBy.choice(schedule, { date: date!, filter, chosen, dayStartMinutes }, drawing.language),
      endsByComing: this.#endsBy.coming(schedule, { date: date!, filter }),
      schedule,
      cinemaIds: config.cinemaIds,
      cinemasDrawn,
      nearMe,
      unread: unread.get(date!),
      shortfall: loaded.shortfall,
      elsewhere: loaded.elsewhere,
      details: config.showtimeAction === 'details',
    };
  }

  /** What the viewer can do with their choices, made once: the view calls these. */
  readonly actions: ChoiceActions = {
    onChoose: (date) => {
      this.#chosenByViewer = true;
      const drawn = this.#choose({ date }, true);
      this.#readChosenDay();
      return drawn;
    },
    onFilter: (id) => void this.#choose({ filter: toggled(this.#choice.filter, id) }, true),
    onEndsBy: (endsBy) => void this.#choose({ endsBy }, true),
    onQuery: (query) => void this.#choose({ query }, true),
    // A toggle: pressed again, the cinemas go back to their order.
    onNearMe: () => {
      if (this.#choice.nearMe) void this.#choose({ nearMe: undefined }, false);
      // Asked by a click only: its code is a chunk of its own.
      else
        void import('./viewer-position.js').then(async ({ locateViewer }) =>
          this.#choose({ nearMe: await locateViewer() }, false),
        );
    },
    onMore: () => this.#choose({ cinemasDrawn: this.#choice.cinemasDrawn + MORE_CINEMAS }, false),
  };

  /** The choice the page's URL keeps, where it names an offered day; else none, the load's first day. */
  #chooseFromUrl({ schedule }: Loaded): void {
    const kept = this.#url.read(schedule.days);
    const none = { date: undefined, filter: new Set<string>(), query: '', endsBy: undefined };
    this.#choice = { ...this.#choice, ...none, ...kept };
    this.#chosenByViewer = !!kept;
  }

  /** The chosen day, where the load has not read it yet, is read now, before the days nobody asked for. */
  #readChosenDay(): void {
    const { date } = this.#choice;
    if (date !== undefined && this.#loaded?.unread.get(date) === 'loading') this.#askFor(date);
  }

  #onBack(): void {
    if (!this.#loaded) return;
    this.#chooseFromUrl(this.#loaded);
    this.open(this.#loaded);
  }

  /**
   * Takes a change of the viewer's, keeps it in the page's URL where the URL holds it, and resolves once drawn. Another
   * day, chip or search lists other cinemas: only the first screens' are drawn again.
   */
  #choose(change: Partial<ViewerChoice>, inUrl: boolean): Promise<boolean> {
    this.#choice = { ...this.#choice, cinemasDrawn: FIRST_CINEMAS, ...change };
    const { date, filter, query, endsBy } = this.#choice;
    if (inUrl) this.#url.keep({ date: date!, filter, query, endsBy });
    this.#host.requestUpdate();
    return this.#host.updateComplete;
  }
}
