import { LitElement, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { parseConfig } from './config/config.js';
import type { AttributeValues, ConfigResult, WidgetConfig } from './config/config.js';
import { ShowtimeFinderError } from './errors.js';
import type { ErrorCode } from './errors.js';
import { formatDate, languageFor, resolveLocale } from './i18n/locale.js';
import { fill } from './i18n/messages.js';
import type { Language } from './i18n/locale.js';
import { platformClient } from './platform/client.js';
import type { Showing } from './platform/schemas.js';
import { tokenSource } from './platform/token-source.js';
import type { TokenProvider } from './platform/token-source.js';
import { filterChips } from './schedule/features.js';
import { groupShowtimes } from './schedule/group.js';
import { buildSchedule } from './schedule/schedule.js';
import {
  cinemaMatches,
  distanceKm,
  firstDayWithShowings,
  nextDateWithShowings,
  showtimesOn,
  sortCinemas,
} from './schedule/select.js';
import type { CinemaSummary, MovieSummary, Schedule, Showtime } from './schedule/types.js';
import { renderDayChoice, renderToolbar } from './view/controls.js';
import { renderCinema } from './view/listing.js';
import type { MovieShowtimes, ShowtimeContext } from './view/listing.js';
import { renderEmpty, renderError, renderLoading } from './view/states.js';
import { styles } from './view/styles.js';

/** Detail of `showtime-select`: the showing the viewer picked and the booking page it leads to. */
export interface ShowtimeSelectDetail {
  showing: Showing;
  url: string;
}

/** Detail of `showtimes-load`: what a load brought, and how many items were left out as unusable. */
export interface ShowtimesLoadDetail {
  showtimes: number;
  cinemas: number;
  movies: number;
  skipped: number;
}

/** Detail of `showtimes-error`: the contract's error code and what went wrong. */
export interface ShowtimesErrorDetail {
  code: ErrorCode;
  message: string;
}

type NearPoint = { lat: number; lng: number };

/** What one load produced; `key` names what was asked for (see `dataKey`). */
interface Loaded {
  key: string;
  config: WidgetConfig;
  schedule: Schedule;
  skipped: number;
}

/**
 * Shows where and when a movie plays, each showtime in the time zone of its cinema, fetched
 * from the Cinema Platform (DESIGN.md, "Public contract").
 *
 * @summary Showtimes for a movie, a cinema, or a movie at some cinemas.
 *
 * @fires showtime-select - Before a booking link opens; cancelable, detail `{showing, url}`.
 * @fires showtimes-load - After each successful load; detail `{showtimes, cinemas, movies, skipped}`.
 * @fires showtimes-error - After each failed load; detail `{code, message}`.
 *
 * @slot - Fallback shown while no showtimes can be shown (before the script runs, on an error).
 *
 * @csspart day - A day of the day choice (`data-date`).
 * @csspart cinema - A cinema with its showtimes (`data-cinema-id`).
 * @csspart movie - A movie at a cinema, in cinema mode (`data-movie-id`).
 * @csspart poster - A movie's poster, in cinema mode.
 * @csspart showtime - One showtime, with a `<time datetime>`.
 * @csspart more - Reveals the rest of a long list.
 * @csspart filter - A format chip; `filter-reset` clears them.
 * @csspart search - The cinema search field.
 * @csspart near-me - Sorts cinemas by distance from the viewer.
 * @csspart loading - The loading skeleton.
 * @csspart empty - Nothing to show in the chosen days.
 * @csspart error - An error (`data-error-code`).
 *
 * @cssproperty --showtime-finder-font - Font shorthand; default `inherit`.
 * @cssproperty --showtime-finder-color - Text colour.
 * @cssproperty --showtime-finder-background - Background.
 * @cssproperty --showtime-finder-muted - Secondary text.
 * @cssproperty --showtime-finder-accent - Chosen day, active chips, focus ring.
 * @cssproperty --showtime-finder-on-accent - Text on the accent.
 * @cssproperty --showtime-finder-surface - Badges and skeleton.
 * @cssproperty --showtime-finder-border - Borders of buttons and showtimes.
 * @cssproperty --showtime-finder-error - The error's mark.
 * @cssproperty --showtime-finder-radius - Corner radius; default `0.5rem`.
 * @cssproperty --showtime-finder-spacing - Gaps; default `0.75rem`.
 * @cssproperty --showtime-finder-min-height - Height kept while loading; default `18rem`.
 */
export class ShowtimeFinderElement extends LitElement {
  /** Registers the element under `tag`; a second call (a second copy of the bundle) does nothing. */
  static define(tag = 'showtime-finder', registry: CustomElementRegistry = customElements): void {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  static override styles = styles;

  static override properties = {
    apiBase: { attribute: 'api-base' },
    token: {},
    tokenUrl: { attribute: 'token-url' },
    movie: {},
    cinemaIds: { attribute: 'cinema-ids' },
    days: {},
    dayStart: { attribute: 'day-start' },
    lang: { reflect: true },
    timeZone: { attribute: 'time-zone' },
    near: {},
    tokenProvider: { attribute: false },
    _date: { state: true },
    _filter: { state: true },
    _query: { state: true },
    _nearMe: { state: true },
    _expanded: { state: true },
  };

  /** Platform base URL. */
  declare apiBase?: string | null;
  /** An access token the embedder's server rendered into the page. */
  declare token?: string | null;
  /** URL answering `{access_token, token_type, expires_in}`, usually the embedder's token handler. */
  declare tokenUrl?: string | null;
  /** Numeric movie id, or a legacy alphanumeric id. */
  declare movie?: string | null;
  /** Comma-separated numeric cinema ids. */
  declare cinemaIds?: string | null;
  /** How many cinema days to offer (default 7). */
  declare days?: string | null;
  /** `HH:mm` at which a cinema's business day begins (default `03:00`). */
  declare dayStart?: string | null;
  /** IANA zone for a cinema that has none. */
  declare timeZone?: string | null;
  /** `lat,lng` to sort cinemas by distance from, when the platform gives no distance. */
  declare near?: string | null;
  /** An app's own token function; wins over the `token` and `token-url` attributes. */
  declare tokenProvider: TokenProvider | undefined;

  declare private _date: string | undefined;
  declare private _filter: ReadonlySet<string>;
  declare private _query: string;
  /** The viewer's position once they asked for it; null when the browser could not tell. */
  declare private _nearMe: NearPoint | null | undefined;
  declare private _expanded: ReadonlySet<string>;

  #config: ConfigResult;
  /** The last good load: a failed refresh keeps showing it, under the error. */
  #loaded: Loaded | undefined;
  #abortedByDisconnect = false;

  #task = new Task(this, {
    // Runs again only when what is fetched changes: the key stands for the configuration.
    task: ([, provider], { signal }) => load(this.#config, provider, signal),
    args: () => [fetchKey(this.#config), this.tokenProvider] as const,
    onComplete: (loaded) => this.#onLoad(loaded),
    onError: (error) => {
      const shown = shownError(error);
      if (shown) this.#emit<ShowtimesErrorDetail>('showtimes-error', { code: shown.code, message: shown.message });
    },
  });

  constructor() {
    super();
    this._filter = new Set();
    this._query = '';
    this._expanded = new Set();
    this.#config = configOf(this);
  }

  /** Loads the showtimes again (lists fetched moments ago come from the page-wide cache). */
  refresh(): Promise<void> {
    return this.#task.run();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#abortedByDisconnect) {
      this.#abortedByDisconnect = false;
      void this.#task.run();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#task.status === TaskStatus.PENDING) {
      this.#abortedByDisconnect = true;
      this.#task.abort();
    }
  }

  // Read afresh before every update: parsing costs little, and only a changed fetch key reloads.
  protected override willUpdate(): void {
    this.#config = configOf(this);
  }

  #onLoad(loaded: Loaded): void {
    if (this.#loaded?.key !== loaded.key) {
      this._filter = new Set();
      this._expanded = new Set();
      this._date = undefined;
    }
    const { schedule } = loaded;
    // The configuration asks for 1 to 31 days, so a load always has a day to choose.
    if (!schedule.showtimes.some((showtime) => showtime.businessDate === this._date)) {
      this._date = firstDayWithShowings(schedule) ?? schedule.days[0]!.date;
    }
    this.#loaded = loaded;
    this.#emit<ShowtimesLoadDetail>('showtimes-load', {
      showtimes: schedule.showtimes.length,
      cinemas: schedule.cinemas.length,
      movies: schedule.movies.length,
      skipped: loaded.skipped,
    });
  }

  #emit<T>(type: string, detail: T, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /**
   * Shows `date`. From the keyboard, focus follows the choice (roving tabindex), so a screen
   * reader announces the newly chosen day as the radio it lands on; a live region as well would
   * only say it twice.
   */
  async #choose(date: string, byKey: boolean): Promise<void> {
    this._date = date;
    if (!byKey) return;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }

  /** Asks for the viewer's position only now, on their click; the widget works fully without it. */
  #locate(): void {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => (this._nearMe = { lat: coords.latitude, lng: coords.longitude }),
      () => (this._nearMe = null),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  protected override render(): TemplateResult {
    // The lang property first: its attribute is reflected only after this render.
    const language = languageFor(this.lang || resolveLocale(this));
    const task = this.#task;
    const error = task.status === TaskStatus.ERROR ? shownError(task.error) : undefined;
    const loaded = this.#config.ok && this.#loaded?.key === dataKey(this.#config.config) ? this.#loaded : undefined;
    return html`<div class="root" aria-busy=${task.status === TaskStatus.PENDING}>${
      error ? renderError(error, language, () => void task.run()) : nothing
    }${loaded ? this.#renderSchedule(loaded, language) : error ? html`<slot></slot>` : renderLoading(language)}</div>`;
  }

  #renderSchedule({ schedule, config }: Loaded, language: Language): TemplateResult {
    // A load has chosen a date (#onLoad); one past the offered days is shown beside them.
    const date = this._date!;
    const days = schedule.days.some((day) => day.date === date)
      ? schedule.days
      : [...schedule.days, { date, hasShowings: true }];
    const cinemaCount = schedule.cinemas.length;
    const choose = (next: string, byKey: boolean) => void this.#choose(next, byKey);
    return html`${renderDayChoice(days, date, language, choose)}${renderToolbar({
      language,
      chips: filterChips(schedule.showtimes),
      filter: this._filter,
      onFilter: (id) => {
        const next = new Set(this._filter);
        if (id === undefined) next.clear();
        else if (!next.delete(id)) next.add(id);
        this._filter = next;
      },
      cinemaCount,
      query: this._query,
      onQuery: (query) => (this._query = query),
      onNearMe: cinemaCount > 1 ? () => this.#locate() : undefined,
      nearMeActive: !!this._nearMe,
      nearMeFailed: this._nearMe === null,
    })}${this.#renderDay(schedule, config, date, language, choose)}`;
  }

  #renderDay(
    schedule: Schedule,
    config: WidgetConfig,
    date: string,
    language: Language,
    choose: (date: string, byKey: boolean) => void,
  ): TemplateResult {
    const { messages } = language;
    const near = this._nearMe ?? config.near;
    const short = (day: string) => formatDate(day, 'short', language);
    const byCinema = groupShowtimes(showtimesOn(schedule, date, this._filter), (showtime) => showtime.cinemaId);
    const cinemas = sortCinemas(schedule.cinemas, near).filter(
      (cinema) => byCinema.has(cinema.id) && cinemaMatches(cinema, this._query),
    );
    if (cinemas.length === 0) {
      const next = nextDateWithShowings(schedule, date);
      const jump = next === undefined ? undefined : { label: short(next), onJump: () => choose(next, false) };
      if (schedule.days.every((day) => !day.hasShowings)) {
        return renderEmpty(
          fill(
            messages.emptyWindow,
            short(schedule.days[0]!.date),
            short(schedule.days.at(-1)!.date),
            cinemasSearched(config, schedule, language),
          ),
          jump,
          language,
        );
      }
      if (byCinema.size > 0) return renderEmpty(messages.noCinemaMatches, undefined, language);
      if (this._filter.size > 0) return renderEmpty(messages.emptyFilters, undefined, language);
      return renderEmpty(fill(messages.emptyDay, short(date)), jump, language);
    }
    const context: ShowtimeContext = {
      language,
      viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      expanded: this._expanded,
      onMore: (group) => (this._expanded = new Set(this._expanded).add(group)),
      onSelect: (showtime, event) => {
        const url = showtime.bookingUrl!;
        if (!this.#emit<ShowtimeSelectDetail>('showtime-select', { showing: showtime.showing, url }, true))
          event.preventDefault();
      },
    };
    return html`<ul class="list cinemas">${cinemas.map((cinema) => {
      const showtimes = byCinema.get(cinema.id)!;
      const movies =
        config.mode === 'cinema'
          ? [...groupShowtimes(showtimes, (showtime) => showtime.movieId)].map(([id, ofMovie]): MovieShowtimes => [
              movieOf(schedule, id, ofMovie[0]!),
              ofMovie,
            ])
          : undefined;
      return renderCinema(cinema, distanceKm(cinema, near), showtimes, movies, context);
    })}</ul>`;
  }
}

/** The element's configuration. A script may set any value on a property, so each is read as text. */
function configOf(element: ShowtimeFinderElement): ConfigResult {
  const values = Object.fromEntries(
    (
      ['apiBase', 'token', 'tokenUrl', 'movie', 'cinemaIds', 'days', 'dayStart', 'lang', 'timeZone', 'near'] as const
    ).map((name) => [name, element[name] == null ? null : String(element[name])]),
  ) as Record<keyof AttributeValues, string | null>;
  return parseConfig(values, { hasTokenProvider: element.tokenProvider !== undefined, baseUrl: document.baseURI });
}

/** What is shown: a load with the same data key may stand in for another (a failed refresh keeps it). */
function dataKey(config: WidgetConfig): string {
  return JSON.stringify([
    config.apiBase,
    config.movie,
    config.cinemaIds,
    config.days,
    config.dayStartMinutes,
    config.timeZone,
  ]);
}

/** What is fetched: the data and the token source. Anything else (lang, near) only re-renders. */
function fetchKey(result: ConfigResult): string {
  return result.ok
    ? JSON.stringify([dataKey(result.config), result.config.token, result.config.tokenUrl])
    : `invalid ${result.error.message}`;
}

/**
 * One load: the token source, the client, the lists of the mode, then the schedule. A bad
 * configuration fails before anything is fetched. The signal reaches every request.
 */
async function load(result: ConfigResult, provider: TokenProvider | undefined, signal: AbortSignal): Promise<Loaded> {
  if (!result.ok) throw result.error;
  const { config } = result;
  const { cinemaIds } = config;
  // parseConfig made sure there is a token source: the app's function, else a token, else a token-url.
  const client = platformClient(
    config.apiBase,
    tokenSource(provider ? { provider } : config.token ? { token: config.token } : { tokenUrl: config.tokenUrl! }),
  );
  let movieId: number | undefined;
  let lists;
  if (config.movie === undefined) {
    lists = await Promise.all(cinemaIds.map((id) => client.cinemaShowings(id, { signal })));
  } else {
    movieId = await client.resolveMovieId(config.movie, signal);
    lists = [await client.movieShowings(movieId, { cinemaIds, signal })];
  }
  const schedule = buildSchedule(
    lists.flatMap((list) => list.items),
    {
      now: new Date(),
      days: config.days,
      dayStartMinutes: config.dayStartMinutes,
      fallbackTimeZone: config.timeZone,
      cinemaIds,
      movieId,
    },
  );
  const skipped = lists.reduce((sum, list) => sum + list.skipped, schedule.skipped);
  return { key: dataKey(config), config, schedule, skipped };
}

/** The error to show for a failed load; none for an abort (the element left the page). */
function shownError(error: unknown): ShowtimeFinderError | undefined {
  if (error instanceof ShowtimeFinderError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return new ShowtimeFinderError('bad-response', `The showings could not be shown: ${String(error)}`, { cause: error });
}

/** In the empty state: the cinemas asked for by name where known, else all of them. */
function cinemasSearched(config: WidgetConfig, schedule: Schedule, language: Language): string {
  if (config.cinemaIds.length === 0) return language.messages.anyCinema;
  const names = new Map(schedule.cinemas.map((cinema: CinemaSummary) => [cinema.id, cinema.name]));
  return config.cinemaIds.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

/** The movie a cinema-mode group shows; a showing without a known movie is named after itself. */
function movieOf(schedule: Schedule, id: number | undefined, first: Showtime): MovieSummary {
  return (
    schedule.movies.find((movie) => movie.id === id) ?? {
      id: id ?? -first.id,
      title: first.showing.content?.name ?? first.showing.name ?? '',
    }
  );
}
