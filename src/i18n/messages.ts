/**
 * The texts a moviegoer reads, by language: English in the module (texts/en.ts), and German,
 * French and Italian each as a chunk of its own beside it, loaded once for the page when an
 * element first speaks that language (README, "Browser support and size"): a page carries the
 * texts of one language, not four. An element asks for its language as it starts, so the chunk
 * travels beside the first request, and draws its texts once they are here.
 */
import { messages as en } from './texts/en.js';
import type { Messages } from './texts/en.js';

export type { Messages } from './texts/en.js';

/** The languages the texts are written in; the first is the one a language without texts reads. */
export const TEXT_LANGUAGES: readonly string[] = ['en', 'de', 'fr', 'it'];

/** One text in every language of `TEXT_LANGUAGES`, in that order (the showtime sheet's table). */
export type Translations = readonly [en: string, de: string, fr: string, it: string];

const CHUNKS: Record<string, () => Promise<{ messages: Messages }>> = {
  de: () => import('./texts/de.js'),
  fr: () => import('./texts/fr.js'),
  it: () => import('./texts/it.js'),
};

/** The texts each language has here: English from the start, another once its chunk has loaded (or failed). */
const loaded = new Map<string, Messages>([['en', en]]);
const loading = new Map<string, Promise<void>>();

/** The texts of a language of `TEXT_LANGUAGES`; undefined while they are not here yet (see `loadMessages`). */
export function messagesOf(language: string): Messages | undefined {
  return loaded.get(language);
}

/**
 * Brings the texts of a language of `TEXT_LANGUAGES`, once for the page. Where its chunk cannot
 * load, the language reads English, after one console line: a widget that says nothing helps nobody.
 */
export function loadMessages(language: string): Promise<void> {
  const chunk = CHUNKS[language];
  if (!chunk || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = chunk().then(
      (module) => void loaded.set(language, module.messages),
      (error: unknown) => {
        console.warn(`showtime-finder: the ${language} texts could not load, so English shows: ${String(error)}`);
        loaded.set(language, en);
      },
    );
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

/** A text with `{0}`, `{1}` ... replaced by the values. */
export function fill(text: string, ...values: (string | number)[]): string {
  return text.replace(/\{(\d)\}/g, (_, index: string) => String(values[+index]));
}
