/**
 * The notice beside saved showtimes where a load fails for the network, in English, the keys every
 * language's offline-notice.ts has: in the chunk loaded only after such a failure (src/offline/saved-programs.ts).
 */
export const texts = {
  /** Beside showtimes read from a program the page saved: {0} when it was saved. */
  savedAt: 'Saved at {0} — times may have changed',
};

/** The offline notice's texts in one language; some still hold `{0}` ... to `fill`. */
export type OfflineNoticeTexts = Record<keyof typeof texts, string>;
