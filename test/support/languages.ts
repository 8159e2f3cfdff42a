// The widget's languages in tests that format outside an element: German, French and Italian texts are chunks that
// load on first use (src/i18n/messages.ts), so a test brings them first.
import { languageFor, loadLanguage } from '../../src/i18n/locale.js';
import type { Language } from '../../src/i18n/locale.js';
import { TEXT_LANGUAGES } from '../../src/i18n/text-languages.js';

/** Brings every language's texts (a mocha `before` hook). */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(TEXT_LANGUAGES.map(loadLanguage));
}

/** The language of a tag, whose texts `loadEveryLanguage` brought. */
export function spoken(tag: string): Language {
  const language = languageFor(tag);
  if (!language) throw new Error(`The texts of ${tag} are not loaded: call loadEveryLanguage first.`);
  return language;
}
