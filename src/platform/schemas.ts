/**
 * The platform fields the widget reads (spec: "Resources and their fields"), as checks
 * (shared/json-checks.ts). Unknown fields are dropped, never rejected: the platform's shapes are
 * large and grow. A field of the wrong type fails its item, which the reader skips and counts;
 * `null` reads as absent, since the platform may send either for "no value".
 */
import { array, boolean, either, id, number, object, optional, orAbsent, string } from '../common/json-checks.js';
import type { CheckedType } from '../common/json-checks.js';

const text = optional(string);
const numeric = optional(number);
const flag = optional(boolean);
/**
 * Coordinates come as decimal strings in the spec and as numbers elsewhere: either is taken, and
 * the program's shaping reads degrees from it. Anything else (an object, a flag) places no cinema,
 * and drops no showing: it reads as absent.
 */
const coordinate = orAbsent(either(string, number));

/** What a movie offers in the cinemas of one country (spec: Movie, `movieAccessibility`). */
const accessibilitySchema = object({
  iso31661: text,
  hasClosedCaption: flag,
  hasAudioDescription: flag,
});

const movieSchema = object({
  id,
  title: text,
  runtime: numeric,
  movieAccessibility: optional(accessibilitySchema),
});

/**
 * One entry of a showing's price group (spec: Showing), whose JSON shape the spec does not show: the
 * widget reads `prices`, an array of `{priceOption, priceDiscount, seatCategory, priceTotal}`
 * (docs/cinema-platform-api.md, "Prices, as the widget reads them"). An entry of another shape is
 * dropped, and prices never cost their showing: a price that cannot be read is no price.
 */
const priceSchema = orAbsent(
  object({
    priceOption: object({ isShowingDefault: flag }),
    // Only whether there is a discount matters: a discounted price is no default price.
    priceDiscount: optional(object({})),
    priceTotal: number,
  }),
);

const cinemaSchema = object({
  id,
  name: text,
  shortName: text,
  street: text,
  postalCode: text,
  city: text,
  latitude: coordinate,
  longitude: coordinate,
  distance: numeric,
  timezone: text,
  countryCode: text,
  currencyCode: orAbsent(string),
  homepage: text,
});

const cinemaRoomSchema = object({
  name: text,
  hasWheelchairSpaces: flag,
});

const contentSchema = object({
  movieId: optional(id),
  name: text,
  duration: numeric,
  ageRating: text,
  posterImageUrl: text,
  trailerUrl: text,
  movie: optional(movieSchema),
});

/** One showing of a list. */
export const showingSchema = object({
  id,
  startDatetime: string,
  endDatetime: text,
  startSaleDatetime: text,
  endSaleDatetime: text,
  state: text,
  name: text,
  cinemaId: optional(id),
  movieId: optional(id),
  language: text,
  originalLanguage: text,
  dubbedLanguage: text,
  subtitledLanguage: text,
  isThreeDimensional: flag,
  isOriginalLanguage: flag,
  isDubbed: flag,
  isSubtitled: flag,
  isImax: flag,
  isDolbyAtmos: flag,
  isDolbyVision: flag,
  isDolbyCinema: flag,
  is4DX: flag,
  isScreenX: flag,
  isLive: flag,
  isHFR: flag,
  isDbox: flag,
  isPremiere: flag,
  isPreview: flag,
  highlightText: text,
  onlineTicketUrl: text,
  bookingUrlExternal: text,
  ticketUrls: optional(array(string)),
  cinemaRoom: optional(cinemaRoomSchema),
  cinema: optional(cinemaSchema),
  content: optional(contentSchema),
  prices: orAbsent(array(priceSchema)),
});

export type Cinema = CheckedType<typeof cinemaSchema>;
export type Showing = CheckedType<typeof showingSchema>;
