import { LitElement, html, nothing } from 'lit';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { ATTRIBUTES, textFromAttribute } from './config/attributes.js';
import { cinemaIdsFromText, daysFromText, nearFromText } from './config/typed-attributes.js';
import type { GeoPoint } from './config/typed-attributes.js';
import { elementConfig } from './config/config.js';
import type { ConfigResult } from './config/config.js';
import { emit } from './element/events.js';
import type { ShowtimeSelectDetail } from './element/events.js';
import { languageFor, loadLanguage, pageLocale, resolveLocale, tellUntranslated } from './i18n/locale.js';
import type { Language } from './i18n/locale.js';
import { dataKey } from './load/load.js';
import type { Loaded } from './load/load.js';
import type { TokenProvider } from './platform/token-source.js';
import { dayView } from './schedule/day-listing.js';
import { dayToShow, toggled } from './schedule/select.js';
import { LoadTask } from './element/load-task.js';
import { DrawInSlices } from './view/draw-in-slices.js';
import { renderLoaded } from './view/listing.js';
import type { ViewActions } from './view/view-state.js';
import { renderError, renderLoading } from './view/states.js';
import { styles } from './view/styles.js';
import { printStyles } from './view/print-styles.js';
import { lazyModule } from './element/lazy-module.js';

/**
 * The viewer's choice in the page's URL, only where `url-param` is set: its file loads beside the
 * first request, which waits for a token and a preflight first (docs/browser-support.md).
 */
const urlChoice = lazyModule(() => import('./url-param/url-choice.js'), 'no choice in the URL');
/** The structured data for search engines, written after the showtimes show. */
const structuredData = lazyModule(() => import('./structured-data/json-ld-script.js'), 'no structured data');
/** Saving the programs for offline, and proxy mode's follow link: loaded after the first showtimes. */
const afterShowtimes = lazyModule(() => import('./element/after-showtimes.js'), 'no offline programs, no follow link');

import { LIVE_REGION, liveRegion } from './view/live-region.js';
import { announcement } from './view/announcement.js';
import { keepFocus } from './view/keep-focus.js';
import type { Follow, ViewState } from './view/view-state.js';

/**
 * Shows where and when a movie plays, each showtime in the time zone of its cinema, fetched
 * from the Cinema Platform (docs/design.md, "Public contract").
 *
 * @tagname showtime-finder
 * @summary Showtimes for a movie, a cinema, or a movie at some cinemas.
 * @fires {CustomEvent<ShowtimeSelectDetail>} showtime-select - Before a booking link opens; cancelable,
 *   detail `{showing, url}`.
 * @fires {CustomEvent<ShowtimesLoadDetail>} showtimes-load - After each successful load; detail
 *   `{showtimes, cinemas, movies, skipped, incomplete, unreadDays}`.
 * @fires {CustomEvent<ShowtimesErrorDetail>} showtimes-error - After each failed load, and after a load
 *   that found less than was asked for (unknown cinema ids); detail `{code, message}`.
 * @slot - Fallback shown while no showtimes can be shown (before the script runs, on an error).
 *
 * @csspart day - A day of the day choice (`data-date`).
 * @csspart cinema - A cinema with its showtimes (`data-cinema-id`).
 * @csspart movie - A movie at a cinema, in cinema mode (`data-movie-id`).
 * @csspart poster - A movie's poster, in cinema mode.
 * @csspart version - The showtimes of one format and language version, with its label.
 * @csspart showtime - One time button, with a `<time datetime>`.
 * @csspart sheet - The showtime sheet, a modal `<dialog>` (`showtime-action="details"`).
 * @csspart book - The sheet's booking link.
 * @csspart calendar - The sheet's calendar links: the `.ics` file, Google Calendar and Outlook.
 * @csspart share - The sheet's share button.
 * @csspart follow - Proxy mode's `webcal:` link to the movie's calendar, beside the day strip and in the sheet.
 * @csspart directions - The sheet's directions link.
 * @csspart more - Reveals the cinemas past the first ten.
 * @csspart filter - A format chip.
 * @csspart filter-reset - Clears the format chips.
 * @csspart search - The cinema search field.
 * @csspart near-me - Sorts cinemas by distance from the viewer.
 * @csspart loading - The loading skeleton.
 * @csspart empty - Nothing to show in the chosen days.
 * @csspart incomplete - The chosen day's showings could not all be read: a notice with a retry.
 * @csspart not-found - Some of the cinemas asked for are unknown: a notice beside the showtimes (`data-error-code`).
 * @csspart offline - The network failed: the saved showtimes shown, and when they were saved.
 * @csspart error - An error (`data-error-code`).
 *
 * @cssproperty --showtime-finder-font - Font shorthand.
 * @cssproperty --showtime-finder-color - Text colour.
 * @cssproperty --showtime-finder-background - Background.
 * @cssproperty --showtime-finder-muted - Secondary text.
 * @cssproperty --showtime-finder-accent - Chosen day, active chips, focus ring.
 * @cssproperty --showtime-finder-on-accent - Text on the accent.
 * @cssproperty --showtime-finder-surface - Behind posters, and the loading skeleton.
 * @cssproperty --showtime-finder-border - Borders of buttons, fields and showtimes, and the line above each cinema.
 * @cssproperty --showtime-finder-error - The error's mark.
 * @cssproperty --showtime-finder-radius - Corner radius.
 * @cssproperty --showtime-finder-spacing - Gaps.
 * @cssproperty --showtime-finder-min-height - Height kept while loading.
 */
export class ShowtimeFinderElement extends LitElement {
  /** Registers the element under `tag`; a second call (a second copy of the bundle) does nothing. */
  static define(tag = 'showtime-finder', registry: CustomElementRegistry = customElements): void {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  static override styles = [styles, printStyles];

  static override properties: PropertyDeclarations = {
    apiBase: { attribute: ATTRIBUTES.apiBase, converter: textFromAttribute },
    token: { attribute: ATTRIBUTES.token, converter: textFromAttribute },
    tokenUrl: { attribute: ATTRIBUTES.tokenUrl, converter: textFromAttribute },
    proxyUrl: { attribute: ATTRIBUTES.proxyUrl, converter: textFromAttribute },
    movie: { attribute: ATTRIBUTES.movie, converter: textFromAttribute },
    cinemaIds: { attribute: ATTRIBUTES.cinemaIds, converter: cinemaIdsFromText },
    days: { attribute: ATTRIBUTES.days, converter: daysFromText },
    dayStart: { attribute: ATTRIBUTES.dayStart, converter: textFromAttribute },
    // Only `lang` is reflected: the page's CSS and the widget's own locale lookup select on it.
    lang: { attribute: ATTRIBUTES.lang, reflect: true },
    timeZone: { attribute: ATTRIBUTES.timeZone, converter: textFromAttribute },
    near: { attribute: ATTRIBUTES.near, converter: nearFromText },
    structuredData: { attribute: ATTRIBUTES.structuredData, converter: textFromAttribute },
    urlParam: { attribute: ATTRIBUTES.urlParam, converter: textFromAttribute },
    showtimeAction: { attribute: ATTRIBUTES.showtimeAction, converter: textFromAttribute },
    tokenProvider: { attribute: false },
    _chosenDate: { state: true },
    _filter: { state: true },
    _query: { state: true },
    _nearMe: { state: true },
    _expanded: { state: true },
  };

  /** Platform base URL. */
  declare apiBase?: string;
  /** An access token the embedder's server rendered into the page. */
  declare token?: string;
  /** URL answering `{access_token, token_type, expires_in}`, usually the embedder's token handler. */
  declare tokenUrl?: string;
  /** Base URL of the embedder's read-only showtime proxy; replaces `apiBase` and every token source. */
  declare proxyUrl?: string;
  /** Numeric movie id, or a legacy alphanumeric id. */
  declare movie?: string;
  /** Numeric cinema ids to show (the attribute: comma-separated, `12,34`). */
  declare cinemaIds?: readonly number[];
  /** How many cinema days to offer, 1 to 31 (default 7). */
  declare days?: number;
  /** `HH:mm` at which a cinema's business day begins (default `03:00`). */
  declare dayStart?: string;
  /** IANA zone for a cinema that has none. */
  declare timeZone?: string;
  /** Where to sort cinemas by distance from, when the platform gives no distance (the attribute: `lat,lng`). */
  declare near?: GeoPoint;
  /** `off` stops the schema.org markup (`ScreeningEvent`s) that the element keeps in its light DOM; default `on`. */
  declare structuredData?: string;
  /** The name of the page's query parameter that keeps the viewer's day, format chips and cinema search. */
  declare urlParam?: string;
  /** What a time button does: `book` (default) opens the booking link, `details` the showtime sheet. */
  declare showtimeAction?: string;
  /** An app's own token function; wins over the `token` and `token-url` attributes. */
  declare tokenProvider: TokenProvider | undefined;

  declare private _chosenDate: string | undefined;
  declare private _filter: ReadonlySet<string>;
  declare private _query: string;
  /** The viewer's position once they asked for it; null when the browser could not tell. */
  declare private _nearMe: GeoPoint | null | undefined;
  declare private _expanded: ReadonlySet<string>;

  #config: ConfigResult = elementConfig(this);
  /** The last good load: a failed refresh keeps showing it, under the error. */
  #loaded: Loaded | undefined;
  /** Whether the chosen day is the viewer's choice, not the one a load opened on. */
  #chosenByViewer = false;
  /** A load that waits for the `url-param` code. */
  #waiting: Loaded | undefined;
  /** The whole load whose structured data is written: the last one shown, until another is whole. */
  #described: Loaded | undefined;
  /** The texts of the element's language while they are on their way. */
  #texts: Promise<void> | undefined;
  /** The locale whose texts could not load: the element shows the page's fallback instead (its slot). */
  #speechless: string | undefined;

  #slices = new DrawInSlices(this);
  /** Says a text in the widget's live region, once it has stayed the same a moment. */
  #say = liveRegion(this);
  #load = new LoadTask(this, {
    config: () => this.#config,
    tokenProvider: () => this.tokenProvider,
    onLoad: (loaded) => this.#onLoad(loaded),
    // The url-param code, which a load waits for (see #onLoad), and the texts are there before the load is told.
    ready: () => Promise.all([this.urlParam ? urlChoice.load() : undefined, this.#texts]),
  });

  static {
    // Focus is never lost, nor hidden in a strip (keep-focus.ts).
    this.addInitializer(keepFocus);
  }

  /** Loads the showtimes again (lists fetched moments ago come from the page-wide cache). */
  refresh(): Promise<void> {
    return this.#load.run();
  }

  // A bad text converts to nothing, as the bad text before it may have: Lit then sees no change,
  // yet the invalid-config message must name the new text.
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value) this.requestUpdate();
  }

  // Read afresh before every update: parsing costs little, and only a changed fetch key reloads.
  protected override willUpdate(): void {
    this.#bringTexts();
    this.#config = elementConfig(this);
    // The URL's day is needed as the showtimes show: its code loads beside the first request.
    if (this.urlParam) void urlChoice.load();
  }

  // The first render (and the load it starts) in a task of its own: the page's task that evaluated
  // the bundle and upgraded the element is long enough already. Meanwhile the shadow root is empty,
  // and the host alone keeps the skeleton's height (styles.ts), so nothing below it jumps.
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await new Promise((resolve) => setTimeout(resolve));
    super.scheduleUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#bringTexts();
    addEventListener('popstate', this.#onPopState);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('popstate', this.#onPopState);
  }

  // The structured data follows the whole load shown: written when a load is complete, kept while
  // its showtimes show (on a day switch, after a failed refresh), and removed with them.
  protected override updated(): void {
    const shown = this.#shownLoad();
    const wanted =
      shown && this.structuredData !== 'off'
        ? [this.#load.value, this.#described].find((load) => load?.key === shown.key)
        : undefined;
    if (shown) {
      const first = afterShowtimes.loaded === undefined;
      // Each update saves the windows read since the last; the first also draws the follow link.
      void afterShowtimes.load().then((code) => (code?.keepPrograms(), first && this.requestUpdate()));
    }
    if (wanted === this.#described) return;
    this.#described = wanted;
    // What is wanted when the code has loaded is written.
    void structuredData.load().then((code) => code?.keepStructuredData(this, this.#described?.schedule));
  }

  // The update is complete once the texts it waited for are drawn, and a long day's last slice (a slice a task).
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete: boolean;
    do {
      await this.#texts;
      complete = await super.getUpdateComplete();
    } while (this.#texts);
    await this.#slices.done;
    return complete;
  }

  /** The locale the element speaks: its `lang` property (its attribute follows a render later), else the page's. */
  #locale(): string {
    return this.lang || resolveLocale(this);
  }

  /**
   * Asks for the texts of the element's language, where they are not here yet, and draws them when
   * they come. Where they cannot load, the page's fallback shows, as before the script ran: the
   * bundle's own host failed to send a file beside it, and a widget without words would help nobody.
   */
  #bringTexts(): void {
    const locale = this.#locale();
    // What the page asked for, not the viewer's browser: a viewer's own language is no site's mistake.
    const asked = this.lang || pageLocale(this);
    if (asked) tellUntranslated(asked);
    if (this.#texts || this.#speechless === locale || languageFor(locale)) return;
    this.#texts = loadLanguage(locale).then(
      () => this.#textsLanded(undefined),
      (error: unknown) => {
        console.error(`showtime-finder: its texts could not load, so the page's fallback shows: ${String(error)}`);
        this.#textsLanded(locale);
      },
    );
  }

  #textsLanded(speechless: string | undefined): void {
    [this.#texts, this.#speechless] = [undefined, speechless];
    this.requestUpdate();
  }

  #onLoad(loaded: Loaded): void {
    // A load opens on the URL's day: where that code is still on its way, the latest load waits for it.
    if (this.urlParam && urlChoice.loaded === undefined) {
      this.#waiting = loaded;
      void urlChoice.load().then(() => this.#waiting === loaded && this.#onLoad(loaded));
      return;
    }
    this.#waiting = undefined;
    // New data, fresh choices: set here before anything reads them (only a load is drawn with them).
    if (this.#loaded?.key !== loaded.key) {
      this._expanded = new Set();
      this.#chooseFromUrl(loaded);
    }
    // A day the viewer chose stays chosen while it is offered, also as an empty one while other days land.
    const offered = loaded.schedule.days.some((day) => day.date === this._chosenDate);
    if (!this.#chosenByViewer || !offered) this._chosenDate = dayToShow(loaded.schedule, this._chosenDate);
    this.#loaded = loaded;
    // Saved programs stand in for the network: once the browser is back online, they are read again.
    if (loaded.offlineNotice) addEventListener('online', () => void this.#load.run(), { once: true });
    this.requestUpdate(); // #loaded is not reactive: a load that keeps the chosen day must still be drawn.
  }

  /** The choice the page's URL keeps (`url-param`), where it names an offered day; else none, the load's first day. */
  #chooseFromUrl({ schedule }: Loaded): void {
    const choice = this.urlParam ? urlChoice.loaded?.choiceInUrl(this.urlParam, schedule.days) : undefined;
    [this._chosenDate, this._filter, this._query] = choice
      ? [choice.date, choice.filter, choice.query]
      : [undefined, new Set(), ''];
    this.#chosenByViewer = !!choice;
  }

  // The back button may bring another choice into the page's URL.
  #onPopState = (): void => {
    if (!this.urlParam || !this.#loaded) return;
    this.#chooseFromUrl(this.#loaded);
    this.#onLoad(this.#loaded);
  };

  /** The viewer's choice into the page's URL (`url-param`), so that a link to the page opens it again. */
  #keepInUrl(): void {
    const choice = { date: this._chosenDate!, filter: this._filter, query: this._query };
    if (this.urlParam) urlChoice.loaded?.keepChoiceInUrl(this.urlParam, choice);
  }

  /** The load drawn: the last one, while it holds what the configuration asks for. */
  #shownLoad(): Loaded | undefined {
    return this.#config.ok && this.#loaded?.key === dataKey(this.#config.config) ? this.#loaded : undefined;
  }

  /**
   * The load as drawn: a day still loading when no load runs any more (it failed, or was left)
   * will not be read by this load: it is incomplete, with a retry.
   */
  #shown(loaded: Loaded): Loaded {
    if (this.#load.pending || ![...loaded.unread.values()].includes('loading')) return loaded;
    const days = loaded.schedule.days.map((day) => (day.unread ? { ...day, unread: 'incomplete' as const } : day));
    const unread = new Map([...loaded.unread.keys()].map((date) => [date, 'incomplete' as const]));
    return { ...loaded, schedule: { ...loaded.schedule, days }, unread };
  }

  protected override render(): TemplateResult {
    const language = languageFor(this.#locale());
    if (!language) return this.#renderWordless();
    const error = this.#load.shownError;
    const loaded = this.#shownLoad();
    const view = loaded && this.#view(loaded, language);
    // An error is said in the viewer's words; its message, for the site owner, goes to the console (events.ts).
    this.#say(error ? language.messages.errorTitle : view ? announcement(view) : language.messages.loading);
    return html`<div class="root" aria-busy=${this.#load.pending}>${
      error ? renderError(error, language, () => void this.#load.run()) : nothing
    }${view ? renderLoaded(view, this.#actions) : error ? html`<slot></slot>` : renderLoading(language)}</div>${
      LIVE_REGION
    }`;
  }

  /** Until the texts of its language are here (#bringTexts): the skeleton, without words; where they fail, the slot. */
  #renderWordless(): TemplateResult {
    return this.#speechless
      ? html`<div class="root"><slot></slot></div>`
      : html`<div class="root" aria-busy="true">${renderLoading(undefined)}</div>`;
  }

  #view(loaded: Loaded, language: Language): ViewState {
    const { schedule, unread } = this.#shown(loaded);
    // The load holds what the configuration asks for (#shownLoad draws none while the configuration
    // is not ok); what only changes the drawing (`near`, `showtime-action`) is read as it stands now.
    const { config } = this.#config as Extract<ConfigResult, { ok: true }>;
    const near = this._nearMe ?? config.near;
    const choice = {
      date: this._chosenDate!,
      filter: this._filter,
      query: this._query,
      byMovie: config.mode === 'cinema',
    };
    return {
      ...choice,
      ...dayView(schedule, near ? { ...choice, near } : choice),
      language,
      schedule,
      cinemaIds: config.cinemaIds,
      expanded: this._expanded,
      nearMe: this._nearMe,
      slices: this.#slices,
      unread: unread.get(this._chosenDate!),
      shortfall: loaded.shortfall,
      elsewhere: loaded.elsewhere,
      details: config.showtimeAction === 'details',
      follow: this.#followLink(language),
      offline: loaded.offlineNotice?.(language),
    };
  }

  #followLink(language: Language): Follow | undefined {
    return this.#config.ok ? afterShowtimes.loaded?.followLink(this.#config.config, language) : undefined;
  }

  /** What the viewer can do, made once: the view calls these, and the element keeps the choices. */
  #actions: ViewActions = {
    onChoose: (date) => {
      this._chosenDate = date;
      this.#chosenByViewer = true;
      this.#keepInUrl();
      return this.updateComplete;
    },
    onFilter: (id) => {
      this._filter = toggled(this._filter, id);
      this.#keepInUrl();
    },
    onQuery: (query) => {
      this._query = query;
      this.#keepInUrl();
    },
    // A toggle: pressed again, the cinemas go back to their order.
    onNearMe: () =>
      void (this._nearMe
        ? (this._nearMe = undefined)
        : // Asked by a click only: its code is a chunk of its own.
          import('./element/viewer-position.js')
            .then(({ locateViewer }) => locateViewer())
            .then((point) => (this._nearMe = point))),
    onRetry: () => void this.#load.run(),
    onMore: (group) => {
      this._expanded = new Set(this._expanded).add(group);
      return this.updateComplete;
    },
    onSelect: (showtime, event) => {
      const detail = { showing: showtime.showing, url: showtime.bookingUrl! };
      if (!emit<ShowtimeSelectDetail>(this, 'showtime-select', detail, true)) event.preventDefault();
    },
    // The sheet (./sheet/open-sheet.ts) is a chunk loaded on the first click: a page whose viewers never open one
    // never loads it.
    onDetails: (request) =>
      void import('./sheet/open-sheet.js').then(
        (sheet) =>
          sheet.openSheet(this, { ...request, follow: this.#followLink(request.language) }, this.#actions.onSelect),
        (error: unknown) => console.warn(`showtime-finder: no showtime sheet: ${String(error)}`),
      ),
  };
}
