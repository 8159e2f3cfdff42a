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
  /** Groups whose long list the viewer revealed. */
  expanded: ReadonlySet<string>;
  /** The viewer's position once they asked for it; null when the browser could not tell. */
  nearMe: GeoPoint | null | undefined;
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
    expanded: new Set(),
    nearMe: undefined,
  };
  /** Whether the chosen day is the viewer's choice, not the one a load opened on. */
  #chosenByViewer = false;
  /** The last good load: a failed refresh keeps showing it, under the error. */
  #loaded: Loaded | undefined;

  /** `param`: the name of the page's query parameter that keeps the choice (`url-param`), if any. */
  constructor(host: ReactiveControllerHost & Element, param: () => string | undefined) {
    this.#host = host;
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
      this.#choice = { ...this.#choice, expanded: new Set() };
      this.#chooseFromUrl(loaded);
      if (this.#endsBy.waitsForCode(this.#choice.endsBy, () => this.open(loaded))) return;
    }
    // A day the viewer chose stays chosen while it is offered, also as an empty one while other days land.
    const { date } = this.#choice;
    const offered = loaded.schedule.days.some((day) => day.date === date);
    if (!this.#chosenByViewer || !offered) this.#choice = { ...this.#choice, date: dayToShow(loaded.schedule, date) };
    this.#loaded = loaded;
    this.#host.requestUpdate();
  }

  /**
   * What the view draws of a load on the viewer's choice: `config` is read as it stands now, for
   * what only changes the drawing (`near`, `showtime-action`).
   */
  view(
    loaded: Loaded,
    config: WidgetConfig,
    drawing: Pick<ViewState, 'language' | 'slices' | 'follow' | 'offline'>,
  ): ViewState {
    const { schedule, unread } = loaded;
    const { date, filter, query, endsBy: chosen, expanded, nearMe } = this.#choice;
    const { dayStartMinutes } = config;
    const near = nearMe ?? config.near;
    const endsBy = this.#endsBy.test(schedule, chosen, dayStartMinutes);
    const choice = { date: date!, filter, query, byMovie: config.mode === 'cinema', endsBy };
    return {
      ...choice,
      ...dayView(schedule, near ? { ...choice, near } : choice),
      ...drawing,
      endsBy: this.#endsBy.choice(schedule, { date: date!, filter, chosen, dayStartMinutes }, drawing.language),
      schedule,
      cinemaIds: config.cinemaIds,
      expanded,
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
      return this.#choose({ date }, true);
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
    onMore: (group) => this.#choose({ expanded: new Set(this.#choice.expanded).add(group) }, false),
  };

  /** The choice the page's URL keeps, where it names an offered day; else none, the load's first day. */
  #chooseFromUrl({ schedule }: Loaded): void {
    const kept = this.#url.read(schedule.days);
    const none = { date: undefined, filter: new Set<string>(), query: '', endsBy: undefined };
    this.#choice = { ...this.#choice, ...none, ...kept };
    this.#chosenByViewer = !!kept;
  }

  #onBack(): void {
    if (!this.#loaded) return;
    this.#chooseFromUrl(this.#loaded);
    this.open(this.#loaded);
  }

  /** Takes a change of the viewer's, keeps it in the page's URL where the URL holds it, and resolves once drawn. */
  #choose(change: Partial<ViewerChoice>, inUrl: boolean): Promise<boolean> {
    this.#choice = { ...this.#choice, ...change };
    const { date, filter, query, endsBy } = this.#choice;
    if (inUrl) this.#url.keep({ date: date!, filter, query, endsBy });
    this.#host.requestUpdate();
    return this.#host.updateComplete;
  }
}
