/**
 * The showtime sheet's own texts in every language (src/i18n/texts/<language>/sheet.ts): here, in
 * the sheet's chunk, so a page whose viewers never open a sheet never loads them.
 */
import type { Language } from '../i18n/locale.js';
import type { TextLanguage } from '../i18n/text-languages.js';
import { texts as de } from '../i18n/texts/de/sheet.js';
import { texts as en } from '../i18n/texts/en/sheet.js';
import type { SheetTexts } from '../i18n/texts/en/sheet.js';
import { texts as es } from '../i18n/texts/es/sheet.js';
import { texts as fr } from '../i18n/texts/fr/sheet.js';
import { texts as it } from '../i18n/texts/it/sheet.js';
import { texts as nl } from '../i18n/texts/nl/sheet.js';
import { texts as pl } from '../i18n/texts/pl/sheet.js';

export type { SheetTexts };

const SHEET_TEXTS: Record<TextLanguage, SheetTexts> = { en, de, fr, it, es, nl, pl };

/** The sheet's texts in the language the widget speaks. */
export function sheetTexts(language: Language): SheetTexts {
  return SHEET_TEXTS[language.textLanguage];
}
