/**
 * The ends-by choice's own texts in English, the keys every language's ends-by.ts has: in its chunk
 * (src/ends-by/ends-by-texts.ts), which loads after the first showtime.
 */
export const texts = {
  /** The choice's visible name, before its times. */
  endsBy: 'Ends by',
  /** The same where some ends are estimated from the runtime, not stated by the cinema. */
  endsByAbout: 'Ends by about',
  /** The choice that keeps every showtime. */
  anyTime: 'Any time',
};

/** The ends-by choice's texts in one language. */
export type EndsByTexts = Record<keyof typeof texts, string>;
