import { LitElement, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ATTRIBUTES, attributeOptions } from './config/attributes.js';
import { cinemaIdsFromText, daysFromText, nearFromText } from './config/typed-attributes.js';
import type { GeoPoint } from './config/typed-attributes.js';
import { elementConfig } from './config/config.js';
import type { ConfigResult, ShowtimeAction } from './config/config.js';
import { AfterShowtimesController } from './controllers/after-showtimes-controller.js';
import { LoadTask } from './controllers/load-task.js';
import { OnlineRetryController } from './controllers/online-retry-controller.js';
import { ServerRenderController } from './controllers/server-render-controller.js';
import { showtimeActions } from './controllers/showtime-actions.js';
import { StructuredDataController } from './controllers/structured-data-controller.js';
import { TextsController } from './controllers/texts-controller.js';
import { ViewerChoiceController } from './controllers/viewer-choice-controller.js';
import type { Language } from './i18n/locale.js';
import { DayDemand, leftUnread } from './load/load.js';
import type { Loaded } from './load/load.js';
import type { TokenProvider } from './platform/token-source.js';
import { announcement } from './view/announcement.js';
import { DrawInSlices } from './view/draw-in-slices.js';
import { keepFocus } from './view/keep-focus.js';
import { renderLoaded } from './view/listing.js';
import { liveRegion } from './view/live-region.js';
import { printStyles } from './view/print-styles.js';
import { renderError, renderLoading, renderWordless } from './view/states.js';
import { styles } from './view/styles.js';
import { renderFrame } from './view/widget-frame.js';
import type { ViewActions, ViewState } from './view/view-state.js';

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
 * @csspart price - The default price, "from": in the sheet, and beside a version's label where it fits there.
 * @csspart sheet - The showtime sheet, a modal `<dialog>` (`showtime-action="details"`).
 * @csspart book - The sheet's booking link.
 * @csspart calendar - The sheet's calendar links: the `.ics` file, Google Calendar and Outlook.
 * @csspart share - The sheet's share button.
 * @csspart follow - Proxy mode's `webcal:` link to the movie's calendar, beside the day strip and in the sheet.
 * @csspart directions - The sheet's directions link.
 * @csspart more - Draws the next cinemas of a long day, twenty each time (and as the viewer scrolls near it).
 * @csspart filter - A format chip.
 * @csspart filter-reset - Clears the format chips.
 * @csspart ends-by - The ends-by choice in the chips' toolbar: a radio per time (`data-ends-by="HH:MM"`) and any time.
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

  static {
    // Focus is never lost, nor hidden in a strip (keep-focus.ts).
    this.addInitializer(keepFocus);
  }

  /** Platform base URL. */
  @property(attributeOptions(ATTRIBUTES.apiBase)) apiBase?: string;
  /** An access token the embedder's server rendered into the page. */
  @property(attributeOptions(ATTRIBUTES.token)) token?: string;
  /** URL answering `{access_token, token_type, expires_in}`, usually the embedder's token handler. */
  @property(attributeOptions(ATTRIBUTES.tokenUrl)) tokenUrl?: string;
  /** Base URL of the embedder's read-only showtime proxy; replaces `apiBase` and every token source. */
  @property(attributeOptions(ATTRIBUTES.proxyUrl)) proxyUrl?: string;
  /** Numeric movie id, or a legacy alphanumeric id. */
  @property(attributeOptions(ATTRIBUTES.movie)) movie?: string;
  /** Numeric cinema ids to show (the attribute: comma-separated, `12,34`). */
  @property(attributeOptions(ATTRIBUTES.cinemaIds, cinemaIdsFromText)) cinemaIds?: readonly number[];
  /** How many cinema days to offer, 1 to 31 (default 7). */
  @property(attributeOptions(ATTRIBUTES.days, daysFromText)) days?: number;
  /** `HH:mm` at which a cinema's business day begins (default `03:00`). */
  @property(attributeOptions(ATTRIBUTES.dayStart)) dayStart?: string;
  /**
   * BCP 47 language of the texts and formats (`de-CH`; `de_DE` reads as `de-DE`); else the nearest `lang` up the
   * tree, else the browser's. Texts in en, de, fr, it, es, nl and pl; other languages read English (a console line).
   */
  // Reflected: the page's CSS and the element's own locale lookup select on it.
  @property({ attribute: ATTRIBUTES.lang, reflect: true }) override lang!: string;
  /** IANA zone for a cinema that has none. */
  @property(attributeOptions(ATTRIBUTES.timeZone)) timeZone?: string;
  /** Where to sort cinemas by distance from, when the platform gives no distance (the attribute: `lat,lng`). */
  @property(attributeOptions(ATTRIBUTES.near, nearFromText)) near?: GeoPoint;
  /** `off` stops the schema.org markup (`ScreeningEvent`s) that the element keeps in its light DOM; default `on`. */
  @property(attributeOptions(ATTRIBUTES.structuredData)) structuredData?: string;
  /** The name of the page's query parameter that keeps the viewer's day, format chips and cinema search. */
  @property(attributeOptions(ATTRIBUTES.urlParam)) urlParam?: string;
  /** What a time button does: `book` (default) opens the booking link, `details` the showtime sheet. */
  @property(attributeOptions(ATTRIBUTES.showtimeAction)) showtimeAction?: ShowtimeAction;
  /** An app's own token function; wins over the `token` and `token-url` attributes. */
  @property({ attribute: false }) tokenProvider: TokenProvider | undefined;

  #config: ConfigResult = elementConfig(this);

  #slices = new DrawInSlices(this);
  /** Says a text in the widget's live region, once it has stayed the same a moment. */
  #announce = liveRegion(this);
  #texts = new TextsController(this);
  /** The days the viewer picks before the load read them: read at once, before the others. */
  #days = new DayDemand();
  /** The viewer's choices, with the load they are made on. */
  #choice = new ViewerChoiceController(this, { param: () => this.urlParam, askFor: (date) => this.#days.ask(date) });
  #after = new AfterShowtimesController(this, {
    shown: () => this.#choice.shownFor(this.#config),
    config: () => this.#config,
  });
  /** The DOM a server rendered, taken over; the programs it drew from, kept before the load. */
  #server = new ServerRenderController(this, () => this.#config);
  #load = new LoadTask(this, {
    config: () => this.#config,
    tokenProvider: () => this.tokenProvider,
    onLoad: (loaded) => this.#choice.open(loaded),
    demand: this.#days,
    shelf: this.#after.shelf,
    // The URL's code, which a load waits for (viewer-choice-controller.ts), and the texts come before a load is told.
    ready: () => Promise.all([this.#choice.ready(), this.#texts.arriving]),
    before: () => this.#server.ready(),
  });

  constructor() {
    super();
    const described = () => (this.structuredData === 'off' ? undefined : this.#choice.shownFor(this.#config));
    this.addController(new StructuredDataController(this, described, () => this.#load.value));
    const offline = () => !!this.#choice.loaded?.offlineNotice || this.#load.shownError?.code === 'network';
    this.addController(new OnlineRetryController({ offline, retry: this.#reload }));
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
    this.#config = elementConfig(this);
  }

  // The first render (and the load it starts) in a task of its own: the page's task that evaluated
  // the bundle and upgraded the element is long enough already. Meanwhile the shadow root is empty,
  // and the host alone keeps the skeleton's height (styles.ts), so nothing below it jumps.
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await new Promise((resolve) => setTimeout(resolve));
    super.scheduleUpdate();
  }

  // The update is complete once its texts are drawn (texts-controller.ts), and a long day's last slice.
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await this.#texts.drawn(() => super.getUpdateComplete());
    await this.#slices.done;
    return complete;
  }

  protected override render(): TemplateResult {
    const language = this.#texts.language;
    if (!language) return renderWordless(this.#texts.speechless);
    const error = this.#load.shownError;
    const loaded = this.#choice.shownFor(this.#config);
    const view = loaded && this.#view(loaded, language);
    // An error is said in the viewer's words; its message, for the site owner, goes to the console (events.ts).
    this.#announce(error ? language.messages.errorTitle : view ? announcement(view) : language.messages.loading);
    // Busy while what the viewer looks at is on its way, not while later days are read behind it.
    const busy = view ? view.unread === 'loading' : this.#load.pending;
    const shown = view ? renderLoaded(view, this.#actions) : error ? html`<slot></slot>` : renderLoading(language);
    return renderFrame(busy, [error ? renderError(error, language, this.#reload) : nothing, shown]);
  }

  #view(loaded: Loaded, language: Language): ViewState {
    // The load holds what the configuration asks for: shownFor gives none while the configuration is not ok.
    const { config } = this.#config as Extract<ConfigResult, { ok: true }>;
    const drawn = this.#load.pending ? loaded : leftUnread(loaded);
    const [follow, offline] = [this.#after.followLink(language), loaded.offlineNotice?.(language)];
    const followSpace = config.proxied && config.movie !== undefined;
    return this.#choice.view(drawn, config, { language, slices: this.#slices, follow, followSpace, offline });
  }

  #reload = (): void => void this.#load.run();

  /** What the viewer can do, made once: the view calls these. */
  #actions: ViewActions = { ...this.#choice.actions, ...showtimeActions(this, this.#after), onRetry: this.#reload };
}
