/**
 * The texts of proxy mode's link to follow a movie in a calendar, in English, the keys every
 * language's follow.ts has: in the chunk loaded after the first showtimes (src/sheet/follow-link.ts).
 */
export const texts = {
  follow: 'Follow in your calendar',
};

/** The follow link's texts in one language. */
export type FollowTexts = Record<keyof typeof texts, string>;
