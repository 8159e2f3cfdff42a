/** What the embedder chose in the configurator, as the form holds it. */
export interface Choice {
  /** `proxy`: the embedder's showtime proxy (`proxy-url`), the safer choice; `token`: a token handler (`token-url`). */
  source: 'proxy' | 'token';
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
  /** Where the snippet loads the widget from (script-source.ts). */
  scriptSource: ScriptSource;
  /** The link the element holds: shown before the script runs and when showtimes cannot be shown. */
  fallbackUrl: string;
  /** The page's query parameter for the viewer's choice (`url-param`), or '' for none. */
  urlParam: string;
  /** False: `structured-data="off"`. */
  structuredData: boolean;
  /** True: `showtime-action="details"`, a time button opens the showtime sheet. */
  showtimeSheet: boolean;
}

export type ScriptSource = 'demo' | 'cdn' | 'self';

export const DEFAULT_DAYS = '7';
export const DEFAULT_DAY_START = '03:00';
export const DEFAULT_FALLBACK_URL = 'https://cinema.example/program';
