/** The follow link's texts in French: see ../en/follow-link.ts for what each says. */
import type { FollowLinkTexts } from '../en/follow-link.js';

export const texts: FollowLinkTexts = {
  follow: 'Suivre dans votre agenda',
};
