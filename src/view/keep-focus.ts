/**
 * Where keyboard focus goes (docs/design.md, "Focus is never lost"). Both strips are one tab stop
 * with the same arrow keys (`arrowTarget`): the days a radio group, the chips a toolbar
 * (`rovingToolbar`). A control in a strip that scrolls sideways (the days, the chips) is scrolled
 * into view when it gets focus, with room for its whole ring (styles.ts: `scroll-margin`). When the
 * control that had focus goes away (the chips' reset, the empty day's jump, a retry, a showtime of
 * another load), focus moves on instead of falling back to the page, where a keyboard user would
 * start over from its top:
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

/**
 * Where an arrow key, Home or End moves among a strip's `count` controls from the one at `index`
 * (the arrows wrap around); undefined for another key. The one keyboard rule of both strips (WAI-ARIA
 * APG): the day choice moves its choice there, the format toolbar its focus.
 */
export function arrowTarget(key: string, index: number, count: number): number | undefined {
  const keys: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
  };
  const target = keys[key];
  return target === undefined ? undefined : (target + count) % count;
}

/**
 * A toolbar (WAI-ARIA APG "Toolbar") of buttons that is one tab stop: arrows, Home and End move focus
 * among its buttons (`keydown`), the button that has focus is its stop (`focusin`, also on a click),
 * and when focus leaves it its stop is its first button again (`focusout`), as drawn (`tabindex` 0 on
 * the first button, -1 on the others), so that a later render never finds two stops or none.
 */
export const rovingToolbar = {
  keydown(event: KeyboardEvent): void {
    const buttons = buttonsOf(event);
    const index = buttons.indexOf(event.target as HTMLElement);
    const target = index < 0 ? undefined : arrowTarget(event.key, index, buttons.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]!.focus();
  },
  focusin(event: FocusEvent): void {
    revealFocused(event);
    for (const button of buttonsOf(event)) button.tabIndex = button === event.target ? 0 : -1;
  },
  focusout(event: FocusEvent): void {
    if ((event.currentTarget as Element).contains(event.relatedTarget as Node | null)) return;
    for (const [index, button] of buttonsOf(event).entries()) button.tabIndex = index === 0 ? 0 : -1;
  },
};

function buttonsOf(event: Event): HTMLElement[] {
  return [...(event.currentTarget as Element).querySelectorAll<HTMLElement>('button')];
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
