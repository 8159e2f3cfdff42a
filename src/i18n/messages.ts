/**
 * The texts a moviegoer reads, by language (texts/en.ts, de.ts, fr.ts, it.ts), each a chunk of its
 * own beside the module, loaded once for the page when an element first speaks that language
 * (docs/browser-support.md): a page carries the texts of the one language its viewer
 * reads, not four. An element asks for its language as it starts, so the chunk travels beside its
 * first request, and draws its texts once they are here.
 */
import type { Messages } from './texts/en.js';

export type { Messages } from './texts/en.js';

/** The languages the texts are written in; the first is the one a language without texts reads. */
export const TEXT_LANGUAGES: readonly string[] = ['en', 'de', 'fr', 'it'];

/** One text in every language of `TEXT_LANGUAGES`, in that order (the showtime sheet's table). */
export type Translations = readonly [en: string, de: string, fr: string, it: string];

const CHUNKS: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./texts/en.js'),
  de: () => import('./texts/de.js'),
  fr: () => import('./texts/fr.js'),
  it: () => import('./texts/it.js'),
};

/** The texts of each language whose chunk has loaded, and the loads under way. */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

/** The texts of a language of `TEXT_LANGUAGES`; undefined while they are not here (see `loadMessages`). */
export function messagesOf(language: string): Messages | undefined {
  return loaded.get(language);
}

/**
 * Brings the texts of a language of `TEXT_LANGUAGES`, once for the page. Rejects where its chunk
 * cannot load; a later call tries again.
 */
export function loadMessages(language: string): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = CHUNKS[language]!()
      .then((module) => void loaded.set(language, module.messages))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** A table of texts in every language (the showtime sheet's, in its chunk) in the language at `index`. */
export function textsIn<Key extends string>(texts: Record<Key, Translations>, index: number): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<Translations>(texts).map(([key, translations]) => [key, translations[index]]),
  ) as Record<Key, string>;
}

/**
 * A text with `{0}`, `{1}` ... replaced by the values. A value that ends with a full stop (a date
 * such as "22 nov." or "So., 22. Nov.") takes the place of the text's own stop after it.
 */
export function fill(text: string, ...values: (string | number)[]): string {
  return text.replace(/\{(\d)\}(\.?)/g, (_, index: string, stop: string) => {
    const value = String(values[+index]);
    return value.endsWith('.') ? value : value + stop;
  });
}
