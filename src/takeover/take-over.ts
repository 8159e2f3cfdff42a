/**
 * The takeover of the DOM the server rendered (`renderShowtimeFinder`, docs/server-rendering.md), a chunk that only a
 * page holding such DOM loads (src/controllers/server-render-controller.ts). The light DOM's programs are kept as if
 * read from the proxy, so the load asks nothing for their windows. The widget draws beside the server's DOM, hidden
 * by the server's own style rule, and once it has drawn its first screen whole (its first day, every slice, or an
 * error), the server's DOM goes in the same task: no frame shows neither, nothing moves, and focus and the strips'
 * scroll are carried over to the widget's own elements. A program of another format than this module reads is left,
 * and its window read anew.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import { DEFAULT_POLICY, programs, programUrl } from '../load/proxy-reader.js';
import type { Program } from '../program/program.js';
import { readProgram } from '../program/read-program.js';
import { removeServerDom } from '../view/server-dom.js';

/** The light DOM's scripts that hold the programs the server drew from (program.schema.json), one a window. */
const SERVER_PROGRAM_SELECTOR = 'script[type="application/json"][data-showtime-program]';

/** A day (its showtimes, or none) or an error: once the widget's own frame holds one, it replaces the server's. */
const DRAWN = ':is([part~="showtime"], [part~="empty"], [part~="error"])';

/** Keeps the programs of `serverDom`'s page, then replaces it once the widget of `host` has drawn its own. */
export function takeOver(host: ReactiveControllerHost & HTMLElement, serverDom: Element, config: ConfigResult): void {
  if (config.ok && config.config.proxied) keepServerPrograms(host, config.config);
  new ServerDomTakeover(host, serverDom);
}

function keepServerPrograms(host: Element, config: WidgetConfig): void {
  for (const script of host.querySelectorAll(`:scope > ${SERVER_PROGRAM_SELECTOR}`)) {
    try {
      keepServerProgram(config, readProgram(JSON.parse(script.textContent ?? ''), 'the page\u2019s program'));
    } catch (error) {
      // Another version of the package rendered it: read anew, and say so to the site owner only.
      console.info(`showtime-finder: the program in the page is not read, its window is asked for anew (${error}).`);
    }
  }
}

/** Keeps `program` as if read from the proxy, for as long as a read one is kept: the load finds its window read. */
function keepServerProgram(config: WidgetConfig, program: Program): void {
  const url = programUrl(config, config.cinemaIds, { from: new Date(program.from), to: new Date(program.to) });
  void programs(url, () => Promise.resolve(program), { keepMs: DEFAULT_POLICY.cacheMs });
}

class ServerDomTakeover implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #serverDom: Element;

  constructor(host: ReactiveControllerHost & HTMLElement, serverDom: Element) {
    (this.#host = host).addController(this);
    this.#serverDom = serverDom;
  }

  hostUpdated(): void {
    // The widget's frame is the shadow root's own `.root` (the server's is inside its holder).
    const frame = [...this.#host.shadowRoot!.children].find(({ classList }) => classList.contains('root'));
    if (!frame?.querySelector(DRAWN)) return;
    this.#host.removeController(this);
    // Every slice of the first screen drawn: resolved in the task of the last one, before it is painted.
    void this.#host.updateComplete.then(() => replaceServerDom(this.#serverDom));
  }
}

/** Removes the server's DOM and its style rules, focus and scroll carried over to the widget's own elements. */
function replaceServerDom(serverDom: Element): void {
  const root = serverDom.getRootNode() as ShadowRoot;
  const focused = serverDom.contains(root.activeElement) ? selectorOf(root.activeElement!) : undefined;
  const scrolled = [...serverDom.querySelectorAll('*')].filter((element) => element.scrollLeft !== 0);
  const scrolls = scrolled.map((element) => [selectorOf(element), element.scrollLeft] as const);
  removeServerDom(serverDom);
  for (const [selector, left] of scrolls) root.querySelector(selector)?.scrollTo({ left });
  if (focused) root.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
}

/** A selector for the widget's element that stands where `element` stands in the server's DOM. */
function selectorOf(element: Element): string {
  const named = [...element.attributes].filter(
    ({ name }) => name === 'part' || name === 'class' || name.startsWith('data-'),
  );
  const attributes = named.map(({ name, value }) => `[${name}="${CSS.escape(value)}"]`).join('');
  const own = `${element.localName}${attributes}`;
  const part = element.closest('[part~="showtime"]');
  return part && part !== element ? `${selectorOf(part)} ${own}` : own;
}
