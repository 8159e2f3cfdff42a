/**
 * What the view draws once a load has arrived, and what it reports back. The element decides
 * what is shown (schedule functions) and keeps the viewer's choices; every view function reads
 * the one `ViewState` and reports the viewer's actions through the one `ViewActions`.
 */
import type { Language } from '../i18n/locale.js';
import type { Shortfall } from '../common/errors.js';
import type { DayListing } from '../schedule/day-listing.js';
import type { FilterChip } from '../schedule/features.js';
import type { FeatureFilter } from '../schedule/select.js';
import type { DayOption, Schedule, Showtime } from '../schedule/types.js';
import type { DrawInSlices } from './draw-in-slices.js';

/** The ends-by choice's times (cinema-local `HH:MM`), the chosen one, and its words. */
export interface EndsByChoice {
  times: readonly string[];
  chosen: string | undefined;
  /** Its name: "Ends by", or "Ends by about" where ends are estimated from the runtime. */
  label: string;
  anyTime: string;
}

export interface ViewState {
  language: Language;
  schedule: Schedule;
  /** The days to choose from, the chosen one among them. */
  days: readonly DayOption[];
  date: string;
  listing: DayListing;
  chips: readonly FilterChip[];
  filter: FeatureFilter;
  /** The ends-by choice, once its chunk is here (src/ends-by/); none while no time splits the day. */
  endsBy?: EndsByChoice | undefined;
  /** Whether the ends-by choice may still come (its chunk is on its way): the toolbar keeps its row for it. */
  endsByComing?: boolean;
  query: string;
  /** The `cinema-ids` asked for: the empty state names them. */
  cinemaIds: readonly number[];
  /** How many of the day's cinemas are drawn: the first screens', and as many more as the viewer asked for. */
  cinemasDrawn: number;
  /** What was asked for but is not there: a notice beside the showtimes. */
  shortfall?: Shortfall | undefined;
  /** Where else the movie plays in the offered days, where the cinemas asked for show it on none. */
  elsewhere?: readonly string[] | undefined;
  /** The chosen day's showings not all read: still `loading`, or `incomplete` (a cut list). */
  unread?: 'loading' | 'incomplete' | undefined;
  /** Undefined until the viewer asks; null when the browser could not tell where they are. */
  nearMe: object | null | undefined;
  /** Draws a long day's cinemas a slice per task. */
  slices: Pick<DrawInSlices, 'draw'>;
  /** `showtime-action="details"`: a time button opens the showtime sheet instead of the booking link. */
  details: boolean;
  /** Where saved programs are shown, the network having failed: when they were saved (`part="offline"`). */
  offline?: string | undefined;
  /** Proxy mode's link to follow the movie in a calendar, beside the day strip, once its chunk is here. */
  follow?: Follow | undefined;
  /** Whether a follow link is to come (proxy mode, a movie): its line is kept until it does. */
  followSpace?: boolean;
}

/** A `webcal:` link to the proxy's calendar of the movie, and its words. */
export interface Follow {
  href: string;
  text: string;
}

/** The showtime sheet's showtime, its schedule and the viewer's language; focus goes back to `opener` on close. */
export interface SheetRequest {
  showtime: Showtime;
  schedule: Schedule;
  language: Language;
  opener: HTMLElement;
  /** Proxy mode's link to follow the movie in a calendar, where its chunk is here. */
  follow?: Follow | undefined;
}

export interface ViewActions {
  /** Resolves once the chosen day is drawn. */
  onChoose: (date: string) => Promise<unknown>;
  /** A chip's feature id turns its filter on or off; none clears the filter. */
  onFilter: (id?: string) => void;
  /** A time (`HH:MM`) keeps the showtimes that end by it; none keeps every showtime. */
  onEndsBy: (time?: string) => void;
  onQuery: (query: string) => void;
  onNearMe: () => void;
  /** Draws the next cinemas (`part="more"`); resolves once they are drawn. */
  onMore: () => Promise<unknown>;
  /** Loads again (the notice of an incomplete day). */
  onRetry: () => void;
  /** A click on a booking link; the handler may cancel the navigation. */
  onSelect: (showtime: Showtime, event: MouseEvent) => void;
  /** A click on a time button in `details` mode: the sheet opens. */
  onDetails: (request: SheetRequest) => void;
}
