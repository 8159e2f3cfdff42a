/**
 * What the notice beside saved showtimes says (docs/design.md, "The evening"): when the program was
 * saved, in the viewer's zone, and that times may have changed since. In the chunk that reads saved
 * programs (saved-programs.ts), with its texts in every language.
 */
import { formatViewerTime } from '../i18n/locale.js';
import type { Language } from '../i18n/locale.js';
import { fill } from '../i18n/messages.js';
import type { TextLanguage } from '../i18n/text-languages.js';
import { texts as de } from '../i18n/texts/de/offline-notice.js';
import { texts as en } from '../i18n/texts/en/offline-notice.js';
import type { OfflineNoticeTexts } from '../i18n/texts/en/offline-notice.js';
import { texts as es } from '../i18n/texts/es/offline-notice.js';
import { texts as fr } from '../i18n/texts/fr/offline-notice.js';
import { texts as it } from '../i18n/texts/it/offline-notice.js';
import { texts as nl } from '../i18n/texts/nl/offline-notice.js';
import { texts as pl } from '../i18n/texts/pl/offline-notice.js';

/** The notice in every language (src/i18n/texts/<language>/offline-notice.ts). */
const OFFLINE_NOTICE_TEXTS: Record<TextLanguage, OfflineNoticeTexts> = { en, de, fr, it, es, nl, pl };

/** "Saved at 19:02 — ...": the time in the viewer's zone, with its date where that was not today. */
export function offlineNotice(savedAt: number, language: Language): string {
  const saved = new Date(savedAt);
  const today = saved.toDateString() === new Date().toDateString();
  return fill(OFFLINE_NOTICE_TEXTS[language.textLanguage].savedAt, formatViewerTime(saved, !today, language));
}
