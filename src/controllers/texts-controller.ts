/**
 * The texts of the host's language as a Lit controller: it asks for them before each update where
 * they are not here yet, and has the host drawn again when they come. Where they cannot load, the
 * host is speechless: the page's fallback shows, as before the script ran (the bundle's own host
 * failed to send a file beside it, and a widget without words would help nobody).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { languageFor, loadLanguage, pageLocale, resolveLocale, tellUntranslated } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';

export class TextsController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The texts of the host's language while they are on their way. */
  #arriving: Promise<void> | undefined;
  /** The locale whose texts could not load. */
  #failedLocale: string | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The texts to draw with; none while they are on their way, or where they could not load. */
  get language(): Language | undefined {
    return languageFor(this.#locale());
  }

  /** Whether the texts of the host's language could not load, so that the page's fallback shows. */
  get speechless(): boolean {
    return this.#failedLocale !== undefined && this.#failedLocale === this.#locale();
  }

  /** The texts on their way, for work that must not end before they can be drawn. */
  get arriving(): Promise<void> | undefined {
    return this.#arriving;
  }

  hostConnected(): void {
    this.#ask();
  }

  hostUpdate(): void {
    this.#ask();
  }

  /**
   * The host's update, complete once the texts it waited for are drawn: texts asked for during an
   * update are waited for, then the update that draws them.
   */
  async drawn(updateComplete: () => Promise<boolean>): Promise<boolean> {
    await this.#arriving;
    const complete = await updateComplete();
    return this.#arriving ? this.drawn(updateComplete) : complete;
  }

  /** The locale the host speaks: its `lang` property (its attribute follows a render later), else the page's. */
  #locale(): string {
    return this.#host.lang || resolveLocale(this.#host);
  }

  #ask(): void {
    const locale = this.#locale();
    // What the page asked for, not the viewer's browser: a viewer's own language is no site's mistake.
    const asked = this.#host.lang || pageLocale(this.#host);
    if (asked) tellUntranslated(asked);
    if (this.#arriving || this.#failedLocale === locale || languageFor(locale)) return;
    this.#arriving = loadLanguage(locale).then(
      () => this.#landed(undefined),
      (error: unknown) => {
        console.error(`showtime-finder: its texts could not load, so the page's fallback shows: ${String(error)}`);
        this.#landed(locale);
      },
    );
  }

  #landed(failedLocale: string | undefined): void {
    [this.#arriving, this.#failedLocale] = [undefined, failedLocale];
    this.#host.requestUpdate();
  }
}
