/**
 * Calls back while an element is within a screen below the viewport, once the viewer has scrolled:
 * the cinemas past those drawn are drawn as the viewer scrolls toward them (listing.ts), before
 * they reach them, and the page never pays for the ones nobody scrolls to. Before any scroll
 * nothing is drawn for being near: the first screens are drawn already, and a page that only
 * loads must not grow. One IntersectionObserver serves the whole page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What each observed element calls. */
const callbacks = new Map<Element, () => unknown>();
/** Whether the viewer has scrolled the page (or a scroller in it) since it loaded. */
let scrolled = false;
let observer: IntersectionObserver | undefined;

function pageObserver(): IntersectionObserver {
  if (observer) return observer;
  // A screen below the viewport: what it reveals is drawn before the viewer gets there.
  observer = new IntersectionObserver((entries) => entries.forEach(onEntry), { rootMargin: '0px 0px 100% 0px' });
  const onFirstScroll = () => {
    scrolled = true;
    // An element near since before the scroll gives no new entry by staying near: ask again.
    for (const element of callbacks.keys()) reobserve(element);
  };
  addEventListener('scroll', onFirstScroll, { capture: true, passive: true, once: true });
  return observer;
}

function reobserve(element: Element): void {
  pageObserver().unobserve(element);
  pageObserver().observe(element);
}

/**
 * Calls `onNear` and, once it is done, asks again: where the element is still near (the viewer jumped far), no new
 * entry would come of it staying in reach.
 */
function onEntry({ target, isIntersecting }: IntersectionObserverEntry): void {
  const onNear = callbacks.get(target);
  if (!scrolled || !isIntersecting || !onNear) return;
  void Promise.resolve(onNear()).then(() => callbacks.get(target) === onNear && reobserve(target));
}

/**
 * Draws the next cinemas when `part="more"` comes within a screen of the viewport (listing.ts draws the button): a
 * controller, so that it needs no directive's code in the bundle.
 */
export class MoreOnScroll implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #onNear: () => unknown;
  #observed: Element | undefined;

  constructor(host: ReactiveControllerHost & Element, onNear: () => unknown) {
    [this.#host, this.#onNear] = [host, onNear];
    host.addController(this);
  }

  hostUpdated(): void {
    const more = this.#host.shadowRoot?.querySelector('[part~="more"]') ?? undefined;
    if (more === this.#observed) return;
    this.hostDisconnected();
    if (!more) return;
    this.#observed = more;
    callbacks.set(more, this.#onNear);
    pageObserver().observe(more);
  }

  hostDisconnected(): void {
    if (!this.#observed) return;
    pageObserver().unobserve(this.#observed);
    callbacks.delete(this.#observed);
    this.#observed = undefined;
  }
}
