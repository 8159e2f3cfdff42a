/** The follow link's texts in Spanish: see ../en/follow.ts for what each says. */
import type { FollowTexts } from '../en/follow.js';

export const texts: FollowTexts = {
  follow: 'Seguir en tu calendario',
};
