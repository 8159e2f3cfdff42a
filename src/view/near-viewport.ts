/**
 * Calls back while an element is within a screen below the viewport, once the viewer has scrolled:
 * the cinemas past those drawn are drawn as the viewer scrolls toward them (listing.ts), before
 * they reach them, and the page never pays for the ones nobody scrolls to. Before any scroll
 * nothing is drawn for being near: the first screens are drawn already, and a page that only
 * loads must not grow. One IntersectionObserver serves the whole page.
 */
import { ref } from 'lit/directives/ref.js';

/** What each observed element calls. */
const callbacks = new Map<Element, () => unknown>();
/** Whether the viewer has scrolled the page (or a scroller in it) since it loaded. */
let scrolled = false;
/** The ref callback made for each `onNear`: the same one each render, so lit calls it only when its element changes. */
const refCallbacks = new WeakMap<() => unknown, (element?: Element) => void>();
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

/** A directive for an element's tag: `onNear` is called whenever the element comes within a screen of the viewport. */
export function nearViewport(onNear: () => unknown) {
  let callback = refCallbacks.get(onNear);
  if (!callback) {
    let observed: Element | undefined;
    callback = (element?: Element) => {
      if (observed) pageObserver().unobserve(observed);
      if (observed) callbacks.delete(observed);
      observed = element;
      if (!element) return;
      callbacks.set(element, onNear);
      pageObserver().observe(element);
    };
    refCallbacks.set(onNear, callback);
  }
  return ref(callback);
}
