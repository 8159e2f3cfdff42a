/**
 * Copies the snippet with the Clipboard API. Where the browser has none or refuses (an insecure
 * origin, a denied permission), the snippet is selected instead, for the embedder to copy with
 * the keyboard. Returns what to tell the embedder.
 */
export async function copySnippet(textarea: HTMLTextAreaElement): Promise<string> {
  try {
    await navigator.clipboard.writeText(textarea.value);
    return 'Copied to the clipboard.';
  } catch {
    textarea.focus();
    textarea.select();
    return 'Could not copy: the snippet is selected, press Ctrl+C (⌘C on a Mac) to copy it.';
  }
}
