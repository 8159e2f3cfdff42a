/**
 * The program (docs/design.md, "The program"): the one model between reading and showing. The
 * proxy answers it as JSON and the browser's token mode shapes the platform's pages into it, so the
 * schedule and the view read programs only. Each cinema and movie once, showings flat, every start
 * an instant with `Z`, only the fields the widget reads, under the platform's names, and `false`,
 * `null` and empty values left out. Its JSON Schema ships as `showtime-finder/program.schema.json`.
 */

/** The format's name and version: a later incompatible shape gets a new number. */
export const PROGRAM_FORMAT = 'showtime-program/1';

/** A cinema that a showing names. Every cinema listed has a zone: a showing that cannot be placed is not listed. */
export interface ProgramCinema {
  id: number;
  /** IANA zone (`Europe/Berlin`), or the offset (`+01:00`) its showings stated where the platform gave no zone. */
  timezone: string;
  name?: string;
  shortName?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  /** Decimal degrees, read from the platform's decimal text. */
  latitude?: number;
  longitude?: number;
  /** In km, from the platform. */
  distance?: number;
  countryCode?: string;
  /** ISO 4217, upper case: the currency of its showings' `priceTotal`. */
  currencyCode?: string;
  homepage?: string;
}

/** What a movie offers in the cinemas of one country (spec: Movie, `movieAccessibility`). */
export interface ProgramAccessibility {
  iso31661?: string;
  hasClosedCaption?: true;
  hasAudioDescription?: true;
}

/**
 * A movie that a showing names, with its content's fields: the first value a showing gives for a
 * field stands, and later showings fill in what it left open.
 */
export interface ProgramMovie {
  id: number;
  /** The movie's title, else its content's name, else the showing's own name. */
  title?: string;
  /** Minutes: the movie's runtime, else its content's duration. */
  runtime?: number;
  ageRating?: string;
  posterImageUrl?: string;
  trailerUrl?: string;
  /** Per country: a showing's captions and audio description are those of its cinema's country. */
  movieAccessibility?: ProgramAccessibility[];
}

/** The room a showing plays in: it stays on its showing. */
export interface ProgramRoom {
  name?: string;
  hasWheelchairSpaces?: true;
}

/** The format flags a showing may carry: each present only where true. */
export const SHOWING_FLAGS = [
  'isThreeDimensional',
  'isOriginalLanguage',
  'isDubbed',
  'isSubtitled',
  'isImax',
  'isDolbyAtmos',
  'isDolbyVision',
  'isDolbyCinema',
  'is4DX',
  'isScreenX',
  'isLive',
  'isHFR',
  'isDbox',
  'isPremiere',
  'isPreview',
] as const;

export type ShowingFlag = (typeof SHOWING_FLAGS)[number];

/** The language fields a showing may carry, as the platform writes them. */
export const SHOWING_LANGUAGES = ['language', 'originalLanguage', 'dubbedLanguage', 'subtitledLanguage'] as const;

/** The booking links, in the order the widget takes them (docs/design.md, "Shadow DOM"). */
export const BOOKING_FIELDS = ['onlineTicketUrl', 'bookingUrlExternal', 'ticketUrls'] as const;

export interface ProgramShowing extends Partial<Record<ShowingFlag, true>> {
  id: number;
  cinemaId: number;
  /** Absent for a showing of no movie (a live event): it then carries its own `name`. */
  movieId?: number;
  /** An instant with `Z`: a naive platform time is resolved in the cinema's zone. */
  startDatetime: string;
  /** Instants with `Z`, where the platform gives them. */
  endDatetime?: string;
  startSaleDatetime?: string;
  endSaleDatetime?: string;
  /** The showing's own title (its content's name, else its name), for a showing of no movie. */
  name?: string;
  language?: string;
  originalLanguage?: string;
  dubbedLanguage?: string;
  subtitledLanguage?: string;
  highlightText?: string;
  /** The default price (`default-price.ts`), in the minor units of its cinema's `currencyCode`. */
  priceTotal?: number;
  /** The first booking link the platform gives, under its own name: the others could never be used. */
  onlineTicketUrl?: string;
  bookingUrlExternal?: string;
  ticketUrls?: string[];
  cinemaRoom?: ProgramRoom;
}

/** Why a program is not complete: a list cut at its page cap, or a later page that failed. */
export interface ProgramUnread {
  reason: 'page-cap' | 'page-failed';
  /** For the site owner's console: what could not be read, in English. */
  message: string;
}

export interface Program {
  format: typeof PROGRAM_FORMAT;
  /** The window of start times, both bounds included, as instants with `Z`. */
  from: string;
  to: string;
  /** The movie asked for, numeric; `null` for a cinema's whole program. */
  movie: number | null;
  /** True when every showing of the window was read; else `unread` says what was not. */
  complete: boolean;
  unread?: ProgramUnread;
  /**
   * Only on a program read back from the page's store (src/offline/) after the network failed: when it was saved
   * (epoch ms). Never in the proxy's answers (read-program.ts keeps only the format's fields). Its showings that
   * started since are shown as started, not left out.
   */
  savedAt?: number;
  /** Items the platform sent that could not be read (a bad field, a time that cannot be placed): left out, counted. */
  skipped?: number;
  /** Cinema ids asked for that the platform does not know, beside known ones. */
  unknownCinemas?: number[];
  cinemas: ProgramCinema[];
  movies: ProgramMovie[];
  /** Ordered by start, then cinema, then id. */
  showings: ProgramShowing[];
}

/** A window's program of which nothing could be read, saying why: its days say they are incomplete. */
export function unreadProgram(unread: ProgramUnread): Program {
  return {
    format: PROGRAM_FORMAT,
    from: '',
    to: '',
    movie: null,
    complete: false,
    unread,
    cinemas: [],
    movies: [],
    showings: [],
  };
}
