/** What the embedder chose in the configurator, as the form holds it. */
export interface Choice {
  /** `movie`: one movie, at every cinema or at the chosen ones; `cinema`: the chosen cinemas' programs. */
  mode: 'movie' | 'cinema';
  movie: string;
  cinemaIds: readonly string[];
  /** A BCP 47 tag, or '' for none: the page's language. */
  lang: string;
  /** '' for the default. */
  days: string;
  /** `HH:mm`, or '' for the default. */
  dayStart: string;
  themeId: string;
}

export const DEFAULT_DAYS = '7';
export const DEFAULT_DAY_START = '03:00';
