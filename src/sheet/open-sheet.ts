/**
 * The showtime sheet (docs/design.md, "Shadow DOM"), the entry of the chunk that
 * the ES module loads on the first click on a time button in `details` mode. One modal `<dialog>`
 * per element: focus moves into it as it opens, and back to the time button when it closes, by
 * Escape, its close button or a click on the backdrop.
 */
import { html, render } from 'lit';
import type { SharedShowing } from './share-data.js';
import { stillShown } from '../view/keep-focus.js';
import type { SheetRequest, ViewActions } from '../view/view-state.js';
import { sheetContent } from './sheet-content.js';
import { sheetStyles } from './sheet-styles.js';
import { sheetTexts } from './sheet-texts.js';
import { shareShowing } from './share-showing.js';

/** Opens `host`'s sheet on the showtime of `request`; its booking link reports through `onSelect`. */
export function openSheet(host: HTMLElement, request: SheetRequest, onSelect: ViewActions['onSelect']): void {
  const dialog = sheetDialog(host.shadowRoot!);
  const texts = sheetTexts(request.language);
  const draw = (status: string): void => {
    const onShare = (shared: SharedShowing) => shareShowing(shared, texts, draw);
    render(sheetContent({ request, texts, status, onSelect, onShare, onClose: () => dialog.close() }), dialog);
  };
  draw('');
  const focusOpener = () => (stillShown(host.shadowRoot!, request.opener) as HTMLElement | null)?.focus();
  dialog.addEventListener('close', focusOpener, { once: true });
  dialog.showModal();
}

/**
 * The element's dialog, made on first use with its stylesheet, in a holder of its own before what
 * Lit renders into the shadow root: the element's own render never touches it.
 */
function sheetDialog(root: ShadowRoot): HTMLDialogElement {
  const made = root.querySelector<HTMLDialogElement>('dialog[part~="sheet"]');
  if (made) return made;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetStyles.styleSheet!];
  const holder = document.createElement('div');
  root.prepend(holder);
  render(html`<dialog part="sheet" aria-labelledby="sheet-title" @click=${closeOnBackdrop}></dialog>`, holder);
  return holder.querySelector('dialog')!;
}

/** The dialog itself is the target only of a click on its backdrop: its content covers the rest. */
function closeOnBackdrop(event: MouseEvent): void {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target === dialog) dialog.close();
}
