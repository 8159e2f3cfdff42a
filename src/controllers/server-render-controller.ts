/**
 * Finds the DOM that the server rendered (`renderShowtimeFinder`, docs/server-rendering.md) in the element's
 * declarative shadow root, and hands it to the takeover's chunk (src/takeover/), which keeps the programs it drew from
 * before the load starts and replaces it once the widget has drawn its own first screen. A page without server
 * rendering never loads that chunk; a page with it shows its first showtimes before any script, so the chunk is no
 * wait for them. Where the chunk cannot load, the server's DOM goes at once and the widget loads as on any page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConfigResult } from '../config/config.js';
import { SERVER_DOM_CLASS, removeServerDom } from '../view/server-dom.js';
import { lazyModule } from './lazy-module.js';

const takeover = lazyModule(() => import('../takeover/take-over.js'), 'the server\u2019s showtimes are drawn anew');

export class ServerRenderController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #config: () => ConfigResult;
  #programsKept: Promise<unknown> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, config: () => ConfigResult) {
    (this.#host = host).addController(this);
    this.#config = config;
  }

  /** Resolves once the server's programs are kept: the load waits for it, and asks nothing for their windows. */
  ready(): Promise<unknown> | undefined {
    return this.#programsKept;
  }

  hostConnected(): void {
    const serverDom = [...(this.#host.shadowRoot?.children ?? [])].find(({ classList }) =>
      classList.contains(SERVER_DOM_CLASS),
    );
    if (!serverDom || this.#programsKept) return;
    this.#programsKept = takeover.load().then((code) => {
      if (code) code.takeOver(this.#host, serverDom, this.#config());
      else removeServerDom(serverDom);
    });
  }
}
