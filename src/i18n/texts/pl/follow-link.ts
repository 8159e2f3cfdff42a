/** The follow link's texts in Polish: see ../en/follow-link.ts for what each says. */
import type { FollowLinkTexts } from '../en/follow-link.js';

export const texts: FollowLinkTexts = {
  follow: 'Subskrybuj w kalendarzu',
};
