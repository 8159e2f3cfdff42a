/** The offline notice's texts in Polish: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Zapisano o {0} — godziny mogły się zmienić',
};
