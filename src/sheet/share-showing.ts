/**
 * The sheet's share button. The Web Share API where the browser has it, called at once in the
 * click handler: it needs the click's user activation, which an `await` before it could spend.
 * Elsewhere the text and link go to the clipboard, and `say` tells the viewer, on screen and in
 * the sheet's live region; where the clipboard refuses, it shows them to copy by hand.
 */
import { clipboardText } from './share-data.js';
import type { SharedShowing } from './share-data.js';
import type { SheetTexts } from './sheet-texts.js';

export function shareShowing(shared: SharedShowing, texts: SheetTexts, say: (text: string) => void): void {
  const text = clipboardText(shared);
  const byHand = () => say(`${texts.copyByHand}\n${text}`);
  if (navigator.share) {
    // The viewer closing the share panel is no failure to tell.
    navigator.share(shared).catch((error: unknown) => (error as Error).name !== 'AbortError' && byHand());
    return;
  }
  // No clipboard at all outside a secure context.
  (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
    () => say(texts.copied),
    byHand,
  );
}
