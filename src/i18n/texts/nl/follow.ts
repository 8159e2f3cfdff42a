/** The follow link's texts in Dutch: see ../en/follow.ts for what each says. */
import type { FollowTexts } from '../en/follow.js';

export const texts: FollowTexts = {
  follow: 'Volgen in je agenda',
};
