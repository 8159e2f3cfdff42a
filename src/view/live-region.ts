/**
 * The widget's one polite live region (`role="status"`). It is drawn empty with the first render
 * and stays, outside the part that is `aria-busy` while loading: screen readers often pass over a
 * region that arrives already holding its text, or that sits in a busy part. A text is written
 * into it only once it has stayed the same for a moment, so typing in the search says its result
 * once, not at every keystroke, and the loading text is said only when loading takes a while.
 */
import { html } from 'lit';

/** How long a text must stay the same before it is said. */
const QUIET_MS = 700;

/** The region, for the element's render: no binding inside, so only what `liveRegion` returns writes its text. */
export const LIVE_REGION = html`<div id="live" role="status" class="sr-only"></div>`;

/**
 * What says a text in `host`'s region: call it with what the region should say now; the same text
 * twice is said once, and an empty one clears it.
 */
export function liveRegion(host: Element): (text: string) => void {
  let said = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (text) => {
    if (text === said) return;
    said = text;
    clearTimeout(timer);
    timer = setTimeout(() => (host.shadowRoot!.getElementById('live')!.textContent = text), QUIET_MS);
  };
}
