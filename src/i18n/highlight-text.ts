import type { Highlight } from '../schedule/types.js';
import type { Language } from './locale.js';

/** A highlight's badge text: the platform's own text, else "Premiere" or "Preview" in the viewer's language. */
export function formatHighlight(highlight: Highlight, { messages }: Language): string {
  return highlight.kind === 'text' ? highlight.text : messages[highlight.kind];
}
