/**
 * The ends-by choice's own texts in every language (src/i18n/texts/<language>/ends-by.ts): here,
 * in its chunk, which loads after the first showtime.
 */
import type { Language } from '../i18n/locale.js';
import type { TextLanguage } from '../i18n/text-languages.js';
import { texts as de } from '../i18n/texts/de/ends-by.js';
import { texts as en } from '../i18n/texts/en/ends-by.js';
import type { EndsByTexts } from '../i18n/texts/en/ends-by.js';
import { texts as es } from '../i18n/texts/es/ends-by.js';
import { texts as fr } from '../i18n/texts/fr/ends-by.js';
import { texts as it } from '../i18n/texts/it/ends-by.js';
import { texts as nl } from '../i18n/texts/nl/ends-by.js';
import { texts as pl } from '../i18n/texts/pl/ends-by.js';

export type { EndsByTexts };

const ENDS_BY_TEXTS: Record<TextLanguage, EndsByTexts> = { en, de, fr, it, es, nl, pl };

/** The choice's texts in the language the widget speaks. */
export function endsByTexts(language: Language): EndsByTexts {
  return ENDS_BY_TEXTS[language.textLanguage];
}
