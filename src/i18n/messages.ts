/**
 * The texts a moviegoer reads, by language (texts/<language>/<language>.ts, one for each of
 * `TEXT_LANGUAGES`), each a chunk of its own beside the module, named for its language, loaded once
 * for the page when an element first speaks that language (docs/languages.md): a page carries the
 * texts of the one language its viewer reads, not seven. An element asks for its language as it
 * starts, so the chunk travels beside its first request, and draws its texts once they are here.
 */
import type { TextLanguage } from './text-languages.js';
import type { Messages } from './texts/en/en.js';

export type { Messages } from './texts/en/en.js';

/** Each language's chunk: an `import()` the bundler can see, so a path written out for each. */
const CHUNKS: Record<TextLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./texts/en/en.js'),
  de: () => import('./texts/de/de.js'),
  fr: () => import('./texts/fr/fr.js'),
  it: () => import('./texts/it/it.js'),
  es: () => import('./texts/es/es.js'),
  nl: () => import('./texts/nl/nl.js'),
  pl: () => import('./texts/pl/pl.js'),
};

/** The texts of each language whose chunk has loaded, and the loads under way. */
const loaded = new Map<TextLanguage, Messages>();
const loading = new Map<TextLanguage, Promise<void>>();

/** The texts of a language; undefined while they are not here (see `loadMessages`). */
export function messagesOf(language: TextLanguage): Messages | undefined {
  return loaded.get(language);
}

/** Brings the texts of a language, once for the page. Rejects where its chunk cannot load; a later call tries again. */
export function loadMessages(language: TextLanguage): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = CHUNKS[language]()
      .then((module) => void loaded.set(language, module.messages))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
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
