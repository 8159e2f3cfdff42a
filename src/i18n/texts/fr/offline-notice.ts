/** The offline notice's texts in French: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Enregistré à {0} — les horaires ont pu changer',
};
