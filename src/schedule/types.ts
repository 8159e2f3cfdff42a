/**
 * What the schedule hands the view: showings resolved to instants and cinema-local business days,
 * with the cinemas and movies they belong to. Plain data; the view never does zone math on it.
 */
import type { ProgramShowing } from '../program/program.js';
import type { Feature } from './features.js';

export type Highlight = { kind: 'premiere' } | { kind: 'preview' } | { kind: 'text'; text: string };

/**
 * Where the showing's sales window stands at `now`; `started` only in a saved program shown without network
 * (src/offline/): a showing that has begun is otherwise not shown at all.
 */
export type Sales =
  { state: 'open' } | { state: 'not-yet'; opensAt: Date } | { state: 'closed' } | { state: 'started' };

/** A price in the minor units of its ISO 4217 currency (`{amount: 1450, currency: 'CHF'}` is CHF 14.50). */
export interface Price {
  amount: number;
  currency: string;
}

/** A cinema-local wall time and the zone's UTC offset at that instant. */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24 h */
  time: string;
  /** ±hh:mm, `+00:00` for UTC */
  offset: string;
}

export interface Showtime {
  id: number;
  showing: ProgramShowing;
  cinemaId: number;
  /** The numeric movie id; none for a showing of no movie (a live event). */
  movieId?: number;
  instant: Date;
  /** The cinema's zone this showtime was resolved in. */
  timeZone: string;
  /** Cinema-local wall time of the resolved instant. */
  local: LocalDateTime;
  /** The contract value for `<time datetime>`: `${date}T${time}${offset}`, `+00:00` rather than `Z`. */
  datetime: string;
  /** YYYY-MM-DD: the date of (local wall time minus day-start). */
  businessDate: string;
  /** True when the show is listed on the business day before its calendar date (a 00:30 show). */
  listedOnEveningBefore: boolean;
  /** `onlineTicketUrl`, else `bookingUrlExternal`, else `ticketUrls[0]`; only http: and https:. */
  bookingUrl?: string;
  sales: Sales;
  features: Feature[];
  highlights: Highlight[];
  roomName?: string;
  /** The showing's default price, where the platform gives one and its cinema's currency. */
  price?: Price;
}

export interface CinemaSummary {
  id: number;
  name: string;
  city?: string;
  street?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  /** From the API, in km. */
  distance?: number;
  timeZone: string;
  /** ISO 3166 country, as the platform writes it. */
  countryCode?: string;
  /** The cinema's web site, as the platform writes it (not yet checked as http). */
  homepage?: string;
}

export interface MovieSummary {
  id: number;
  title: string;
  /** Minutes. */
  runtime?: number;
  ageRating?: string;
  /** http(s) only. */
  posterUrl?: string;
  /** The content's `trailerUrl`, http(s) only. */
  trailerUrl?: string;
}

/** Why an offered day's showings are not all read: still `loading`, or `incomplete` for good (a cut list). */
export type UnreadState = 'loading' | 'incomplete';

export interface DayOption {
  date: string;
  /** True where a showing was read, and for a day not all read, which may have some: never called empty. */
  hasShowings: boolean;
  /** Set while the day's showings are not all read. */
  unread?: UnreadState;
  /** The viewer's own business today or tomorrow (their wall clock minus day-start), else none. */
  relative?: 'today' | 'tomorrow';
}

export interface Schedule {
  /** `days` business days from the earliest business today among the cinemas. */
  days: DayOption[];
  /** All future, non-draft showtimes (also beyond the window), ordered by instant. */
  showtimes: Showtime[];
  /** Every cinema that has showtimes. */
  cinemas: CinemaSummary[];
  /** Every movie that has showtimes. */
  movies: MovieSummary[];
  /** Showings dropped here (bad date-time, no zone at all, ...). */
  skipped: number;
  /** The viewer's own zone, as the schedule was built for it. */
  viewerTimeZone: string;
}

export interface ScheduleOptions {
  now: Date;
  days: number;
  dayStartMinutes: number;
  /** The `time-zone` attribute: used only for a cinema that has no zone of its own. */
  fallbackTimeZone?: string;
  /** Restricts to these cinemas (the widget filters itself; it never trusts the server to). */
  cinemaIds?: readonly number[];
  /** Restricts to this movie. */
  movieId?: number;
  /**
   * The viewer's own zone (computed once per load): places the days when no cinema has showtimes
   * and `fallbackTimeZone` is unset, and is the zone that zone labels compare against.
   */
  viewerTimeZone: string;
}
