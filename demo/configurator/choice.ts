/**
 * What the embedder chose in the configurator, as the form holds it, and what is wrong with it
 * for the widget (the same rules as its `invalid-config` error, said before copying).
 */
export interface Choice {
  /** `movie`: one movie, at every cinema or at the chosen ones; `cinema`: the chosen cinemas' programs. */
  mode: 'movie' | 'cinema';
  movie: string;
  cinemaIds: readonly string[];
  /** A BCP 47 tag, or '' for none: the page's language. */
  lang: string;
  days: string;
  /** `HH:mm`, or '' for the default. */
  dayStart: string;
  themeId: string;
}

export const DEFAULT_DAYS = '7';
export const DEFAULT_DAY_START = '03:00';

/** Why the chosen snippet would show an error instead of showtimes; undefined when it would not. */
export function choiceProblem(choice: Choice): string | undefined {
  if (choice.mode === 'cinema' && choice.cinemaIds.length === 0)
    return 'Choose at least one cinema: without a movie, the widget shows the programs of the cinemas in cinema-ids.';
  if (!/^\d+$/.test(choice.days) || Number(choice.days) < 1 || Number(choice.days) > 31)
    return 'Days must be a whole number from 1 to 31.';
  return undefined;
}
