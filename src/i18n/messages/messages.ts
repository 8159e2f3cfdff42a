/**
 * Every text the widget shows a moviegoer. Each language implements this interface, so a
 * missing or misspelt key is a type error. Brand names (3D, IMAX, ...) are the same everywhere
 * and live in `feature-labels.ts`; numbers, dates and times come from `Intl`, not from here.
 */
export interface Messages {
  /** Accessible name of the day choice. */
  days: string;
  today: string;
  tomorrow: string;
  /** Beside a day that has no showings. */
  noShowings: string;
  loading: string;
  /** Nothing in the whole window; `where` is a list of cinemas or `anyCinema`. */
  emptyWindow: (from: string, to: string, where: string) => string;
  anyCinema: string;
  emptyDay: (day: string) => string;
  emptyFilters: string;
  nextShowings: (day: string) => string;
  jumpTo: (day: string) => string;
  /** Announced when a day is chosen. */
  dayChosen: (day: string, count: number) => string;
  errorTitle: string;
  retry: string;
  more: (count: number) => string;
  nearMe: string;
  locationUnavailable: string;
  searchCinemas: string;
  noCinemaMatches: string;
  formats: string;
  allFormats: string;
  salesOpen: (when: string) => string;
  salesClosed: string;
  premiere: string;
  preview: string;
  live: string;
  originalVersion: (language?: string) => string;
  subtitled: (language?: string) => string;
  dubbed: (language?: string) => string;
  ageRating: (rating: string) => string;
  /** A showtime after midnight, listed on the evening before. */
  afterMidnight: string;
}
