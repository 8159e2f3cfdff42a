/** The offline notice's texts in German: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Gespeichert um {0} – Zeiten können sich geändert haben',
};
