/**
 * Where keyboard focus goes (docs/design.md, "Focus is never lost"). A control in a strip that
 * scrolls sideways (the days, the chips) is scrolled into view when it gets focus, with room for its
 * whole ring (styles.ts: `scroll-margin`). When the control that had focus goes away (the chips'
 * reset, the empty day's jump, a retry, a showtime of another load), focus moves on instead of
 * falling back to the page, where a keyboard user would start over from its top:
 * - to the first control left in its strip: the chips' reset leaves it on the first chip;
 * - to the same showtime's time button, where its cinema was drawn anew;
 * - else to the chosen day, where the widget's controls begin;
 * - else, while the widget has no day (a retry failed again), to the error's retry.
 * While the widget has none of these (loading), focus moves at the first update that has one.
 */
import type { ReactiveElement } from 'lit';

const FALLBACK = '[aria-checked="true"], [part~="error"] button';

/**
 * `control` where it is still shown; else, where it was a time button, the same showtime's time
 * button in `root` (a cinema whose showtimes changed as a window landed is drawn anew).
 */
export function stillShown(root: ParentNode, control: Element): Element | null {
  // A time button's item names its showing.
  const id = control.parentElement?.dataset['showingId'];
  return control.isConnected ? control : id ? root.querySelector(`[data-showing-id="${id}"] > .box`) : null;
}

/** Scrolls the control that got focus into view in its strip (a `focusin` listener of the strip). */
export function revealFocused({ target }: FocusEvent): void {
  (target as Element).scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Keeps focus in `host` from its construction on (an initializer of the element class). */
export function keepFocus(host: ReactiveElement): void {
  // The control that had focus when an update began, and its strip; kept while it is gone and focus is
  // on nothing, forgotten once focus is somewhere else (a control the viewer left does not call it back).
  let lost: Element | null | undefined;
  let strip: Element | null | undefined;
  host.addController({
    hostUpdate: () => {
      const focused = host.shadowRoot!.activeElement;
      if (focused || lost?.isConnected) [lost, strip] = [focused, focused?.closest('.strip')];
    },
    // A task after the update has settled: an action that moves focus itself (revealing more cinemas) waits for
    // the update too, and goes first.
    hostUpdated: () =>
      void host.updateComplete.then(() =>
        setTimeout(() => {
          if (lost?.isConnected !== false || document.activeElement !== document.body) return;
          const next =
            (strip?.isConnected && strip.querySelector('button')) ||
            stillShown(host.renderRoot, lost) ||
            host.renderRoot.querySelector(FALLBACK);
          (next as HTMLElement | null)?.focus();
        }),
      ),
  });
}
