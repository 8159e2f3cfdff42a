/** The offline notice's texts in Dutch: see ../en/offline-notice.ts for what each says. */
import type { OfflineNoticeTexts } from '../en/offline-notice.js';

export const texts: OfflineNoticeTexts = {
  savedAt: 'Opgeslagen om {0} — tijden kunnen gewijzigd zijn',
};
