/** The offline notice's texts in Italian: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Salvato alle {0} — gli orari potrebbero essere cambiati',
};
