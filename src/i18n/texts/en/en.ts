/**
 * Every text of the widget's own that a moviegoer reads and `Intl` cannot say, in English, the
 * language a language without texts reads. Each other language has a file of its name in its folder
 * beside this one, with the same keys (a missing one fails the type check); each is a chunk of its
 * own (messages.ts), named for its language. The texts of the chunks loaded later are tables of
 * their own beside it (sheet.ts, ends-by.ts, follow.ts, offline-notice.ts). `{0}`, `{1}` ...
 * stand for the values a text is filled with (see `fill`); each text's comment names them.
 */
import type { Plural } from '../../text-languages.js';

export const messages = {
  /** Beside a day that has no showings. */
  noShowings: 'no showings',
  loading: 'Loading showtimes…',
  /**
   * Nothing in the whole window: {0} first day, {1} last day, {2} a list of cinemas, `anyCinema`, or
   * `thisCinema` or `theseCinemas` where a cinema's name is not known.
   */
  emptyWindow: 'No showings from {0} to {1} at {2}.',
  /** The offered days are one day: {0} that day, {1} as in emptyWindow. */
  emptyOneDay: 'No showings on {0} at {1}.',
  anyCinema: 'any cinema',
  /** Nothing in the offered days at the cinemas asked for, where the movie plays elsewhere: {0} those cinemas. */
  playsElsewhere: 'Also showing at {0}.',
  thisCinema: 'this cinema',
  theseCinemas: 'these cinemas',
  /** {0} the day. */
  emptyDay: 'No showings on {0}.',
  emptyFilters: 'No showings in the chosen formats.',
  /** {0} the next day with showings. */
  nextShowings: 'Next showings: {0}.',
  /** {0} the next day with showings. */
  jumpTo: 'Show {0}',
  /** Above the error's own message, which says whether it may pass (a retry button) or not. */
  errorTitle: 'Showtimes cannot be shown.',
  /** Under `errorTitle` for origin-not-allowed: {0} the page's origin, which the platform must register. */
  originNotAllowed: 'The cinema platform does not accept this website, {0}.',
  /** Under `errorTitle` when the website's own showtime service (its proxy) is set up wrongly. */
  proxyMisconfigured: 'This website’s showtime service is not set up correctly.',
  /** The label of the closed technical detail for the site owner (an error's or a notice's). */
  ownerDetails: 'Details for the site owner',
  /** Beside the showtimes when cinemas asked for are unknown: {0} how many (a `Plural`, as `formatCount` says it). */
  cinemasNotFound: {
    one: 'One of the chosen cinemas could not be found.',
    other: '{0} of the chosen cinemas could not be found.',
  },
  /** Beside a day whose showings could not all be read. */
  incomplete: 'Not all showings of this day could be loaded.',
  retry: 'Try again',
  /** The button that reveals the hidden cinemas: {0} how many are left (a `Plural`). */
  more: { one: 'Show 1 more cinema', other: 'Show {0} more cinemas' },
  nearMe: 'Nearest to me',
  locationUnavailable: 'Your location is not available.',
  /** The visible label of the cinema search, whose field holds `searchCinemas` until the viewer types. */
  cinema: 'Cinema',
  /** Short enough for the field beside its label and "near me" on a phone. */
  searchCinemas: 'Name, city',
  noCinemaMatches: 'No cinema matches.',
  formats: 'Formats',
  allFormats: 'All formats',
  /** {0} when ticket sales open. */
  salesOpen: 'Sales open {0}',
  salesClosed: 'Sales closed',
  /** A showtime that has started, shown from a program saved for a load without network. */
  started: 'Started',
  premiere: 'Premiere',
  preview: 'Preview',
  live: 'Live',
  /** A feature; with a language, its name follows in brackets: "Subtitled (German)". */
  ov: 'Original version',
  subtitled: 'Subtitled',
  dubbed: 'Dubbed',
  /** Accessibility features, as chips and badges name them. */
  captions: 'Closed captions',
  'audio-description': 'Audio description',
  wheelchair: 'Wheelchair spaces',
  /** The link to a movie's trailer. */
  trailer: 'Trailer',
  /** {0} the rating. */
  ageRating: 'Rated {0}',
  /** A version's or showing's lowest default price: {0} the price. */
  fromPrice: 'from {0}',
  /** Said once the chosen day is shown, searched or filtered: {0} the day, {1} how many showtimes it shows. */
  showtimesOn: '{0}: {1}.',
  /** How many showtimes: {0} of them (a `Plural`; French says 0 in the singular, Polish has four forms). */
  showtimes: { one: '1 showtime', other: '{0} showtimes' },
  /** The end of a booking link's name. */
  newTab: 'opens in a new tab',
  /** A showtime on sale without a booking link. */
  noBooking: 'No online booking',
  /** A showtime after midnight, listed on the evening before. */
  afterMidnight: 'after midnight',
};

/** The texts in one language; some still hold `{0}` ... to `fill`, and those that say a count are a `Plural`. */
export type Messages = {
  readonly [Key in keyof typeof messages]: (typeof messages)[Key] extends string ? string : Plural;
};
