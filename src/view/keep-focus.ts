/**
 * Where keyboard focus goes (docs/design.md, "Focus is never lost"). A control in a strip that
 * scrolls sideways (the days, the chips) is scrolled into view when it gets focus, with room for its
 * whole ring (styles.ts: `scroll-margin`). When the control that had focus goes away (the chips'
 * reset, the empty day's jump, a retry, a showtime of another load), focus moves on instead of
 * falling back to the page, where a keyboard user would start over from its top:
 * - to the first control left in its strip: the chips' reset leaves it on the first chip;
 * - else to the chosen day, where the widget's controls begin;
 * - else, while the widget has no day (a retry failed again), to the error's retry.
 * While the widget has none of these (loading), focus moves at the first update that has one.
 */
import type { ReactiveElement } from 'lit';

const FALLBACK = '[aria-checked="true"], [part~="error"] button';

/** Keeps focus in `host` from its construction on (an initializer of the element class). */
export function keepFocus(host: ReactiveElement): void {
  // The control that last had focus in the widget, and its strip; until focus leaves the widget.
  let last: Element | null | undefined;
  let strip: Element | null | undefined;
  const onFocusIn = () => {
    last = host.shadowRoot!.activeElement;
    strip = last?.closest('.strip');
    if (strip) last!.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  // A control that goes away blurs while still in the document: one that stays has lost focus to the page.
  const onFocusOut = () => {
    const control = last;
    setTimeout(() => control === last && control?.isConnected && (last = undefined));
  };
  host.addController({
    // On the shadow root: a move between two of its controls never reaches the host. Added once (same listeners).
    hostConnected: () => {
      host.renderRoot.addEventListener('focusin', onFocusIn);
      host.renderRoot.addEventListener('focusout', onFocusOut);
    },
    // A task after the update has settled: an action that moves focus itself (revealing more cinemas) waits for
    // the update too, and goes first.
    hostUpdated: () =>
      void host.updateComplete.then(() =>
        setTimeout(() => {
          if (last?.isConnected !== false || document.activeElement !== document.body) return;
          const next = (strip?.isConnected && strip.querySelector('button')) || host.renderRoot.querySelector(FALLBACK);
          (next as HTMLElement | null)?.focus();
        }),
      ),
  });
}
