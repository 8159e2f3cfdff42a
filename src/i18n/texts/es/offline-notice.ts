/** The offline notice's texts in Spanish: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Guardado a las {0} — los horarios pueden haber cambiado',
};
