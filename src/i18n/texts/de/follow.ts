/** The follow link's texts in German: see ../en/follow.ts for what each says. */
import type { FollowTexts } from '../en/follow.js';

export const texts: FollowTexts = {
  follow: 'Im Kalender folgen',
};
