/**
 * Takes over the DOM that the server rendered (`renderShowtimeFinder`, docs/server-rendering.md): the declarative
 * shadow root holds the first screen, drawn by the server, and the light DOM the programs it drew from. The programs
 * are kept as if read from the proxy, so the load asks nothing for their windows. The widget draws beside the
 * server's DOM, hidden by the server's own style rule, and once it draws the same first screen whole (its first day,
 * every slice), the server's DOM goes in the same task: no frame shows neither, nothing moves, focus and the day
 * strip's scroll are carried over. A program of another format than this module reads is left, and read anew.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConfigResult } from '../config/config.js';
import { keepServerProgram } from '../load/proxy-reader.js';
import { readProgram } from '../program/read-program.js';
import { SERVER_DOM_CLASS, SERVER_PROGRAM_SELECTOR } from '../view/server-dom.js';

/** The widget's own DOM draws a day (its showtimes, or none) or an error: what replaces the server's. */
const DRAWN = ':scope > .root :is([part~="showtime"], [part~="empty"], [part~="error"])';

export class ServerRenderController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #config: () => ConfigResult;
  /** The server's DOM while it is shown. */
  #serverDom: Element | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, config: () => ConfigResult) {
    (this.#host = host).addController(this);
    this.#config = config;
  }

  hostConnected(): void {
    const serverDom = this.#host.shadowRoot?.querySelector(`:scope > .${SERVER_DOM_CLASS}`);
    if (!serverDom || this.#serverDom) return;
    this.#serverDom = serverDom;
    const config = this.#config();
    if (!config.ok || !config.config.proxied) return;
    for (const script of this.#host.querySelectorAll(`:scope > ${SERVER_PROGRAM_SELECTOR}`)) {
      try {
        keepServerProgram(config.config, readProgram(JSON.parse(script.textContent ?? ''), 'the page\u2019s program'));
      } catch (error) {
        // Another version of the package rendered it: read anew, and say so to the site owner only.
        console.info(`showtime-finder: the program in the page is not read, its window is asked for anew (${error}).`);
      }
    }
  }

  hostUpdated(): void {
    const root = this.#host.shadowRoot!;
    if (!this.#serverDom || !root.querySelector(DRAWN)) return;
    const serverDom = this.#serverDom;
    this.#serverDom = undefined;
    // Every slice of the first screen drawn: resolved in the task of the last one, before it is painted.
    void this.#host.updateComplete.then(() => takeOver(root, serverDom));
  }
}

/** Removes the server's DOM and its style rules, focus and scroll carried over to the widget's own elements. */
function takeOver(root: ShadowRoot, serverDom: Element): void {
  const focused = serverDom.contains(root.activeElement) ? selectorOf(root.activeElement!) : undefined;
  const scrolled = [...serverDom.querySelectorAll('[part]')].filter((element) => element.scrollLeft !== 0);
  const scrolls = scrolled.map((element) => [selectorOf(element), element.scrollLeft] as const);
  const style = serverDom.previousElementSibling;
  if (style?.localName === 'style') style.remove();
  serverDom.remove();
  for (const [selector, left] of scrolls) root.querySelector(selector)?.scrollTo({ left });
  if (focused) root.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
}

/** A selector for the widget's element that stands where `element` stands in the server's DOM. */
function selectorOf(element: Element): string {
  const named = [...element.attributes].filter(({ name }) => name === 'part' || name.startsWith('data-'));
  const attributes = named.map(({ name, value }) => `[${name}="${CSS.escape(value)}"]`).join('');
  const own = `${element.localName}${attributes}`;
  const part = element.closest('[part~="showtime"]');
  return part && part !== element ? `${selectorOf(part)} ${own}` : own;
}
