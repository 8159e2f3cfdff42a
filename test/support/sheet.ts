// Opening the showtime sheet in a test, as a viewer does: a click on a time button.

import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { all, one } from './widget.js';
import { until } from './until.js';

/** The time buttons that can book (sales open, with a link). */
export function bookableButtons(element: ShowtimeFinderElement): HTMLButtonElement[] {
  return all<HTMLButtonElement>(element, '[part~="showtime"] button.box:not(.none)');
}

/**
 * Clicks a time button (the first bookable one by default); resolves once its sheet is open. The button is not
 * focused first: Safari does not focus a button on a click, so the browser's own focus restore on close would
 * leave focus on the page, and only the sheet can bring it back to the button. The first sheet of a page waits
 * for its chunk, which the test server compiles on its first request: on a busy machine, seconds.
 */
export async function openSheet(
  element: ShowtimeFinderElement,
  button = bookableButtons(element)[0]!,
): Promise<HTMLDialogElement> {
  (document.activeElement as HTMLElement | null)?.blur();
  button.click();
  await until(() => element.shadowRoot!.querySelector<HTMLDialogElement>('[part~="sheet"]')?.open, 'the sheet opens');
  return one<HTMLDialogElement>(element, '[part~="sheet"]');
}
