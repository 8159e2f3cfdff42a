/**
 * The ends-by choice's own texts, in en, de, fr and it side by side as the sheet's are: in its
 * chunk, which loads after the first showtime.
 */
import type { Language } from '../i18n/locale.js';
import { textsIn, TEXT_LANGUAGES } from '../i18n/messages.js';
import type { Translations } from '../i18n/messages.js';

const ENDS_BY_TEXTS = {
  /** The choice's visible name, before its times. */
  endsBy: ['Ends by', 'Ende bis', 'Fin avant', 'Fine entro'],
  /** The same where some ends are estimated from the runtime, not stated by the cinema. */
  endsByAbout: ['Ends by about', 'Ende bis ca.', 'Fin avant env.', 'Fine entro circa'],
  /** The choice that keeps every showtime. */
  anyTime: ['Any time', 'Egal', 'Peu importe', 'Qualsiasi'],
} satisfies Record<string, Translations>;

export type EndsByTexts = Record<keyof typeof ENDS_BY_TEXTS, string>;

/** The choice's texts in the language the widget speaks. */
export function endsByTexts(language: Language): EndsByTexts {
  return textsIn(ENDS_BY_TEXTS, TEXT_LANGUAGES.indexOf(language.locales.at(-1)!));
}
