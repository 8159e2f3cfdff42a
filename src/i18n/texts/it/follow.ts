/** The follow link's texts in Italian: see ../en/follow.ts for what each says. */
import type { FollowTexts } from '../en/follow.js';

export const texts: FollowTexts = {
  follow: 'Segui nel tuo calendario',
};
