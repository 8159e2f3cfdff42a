/**
 * zod/mini schemas of the platform fields the widget reads (spec: "Resources and their fields").
 * Unknown fields are dropped, never rejected: the platform's shapes are large and grow. A field
 * of the wrong type fails its item, which the client skips and counts; `null` reads as absent
 * (the client's JSON reading drops it), since the platform may send either for "no value".
 */
import * as z from 'zod/mini';

const text = z.optional(z.string());
const numeric = z.optional(z.number());
const flag = z.optional(z.boolean());
/**
 * Coordinates come as decimal strings in the spec and as numbers elsewhere: either is taken, and
 * the program's shaping reads degrees from it. Anything else (an object, a flag) places no cinema,
 * and drops no showing: it reads as absent.
 */
const coordinate = z.catch(z.union([z.string(), z.number(), z.undefined()]), undefined);

const id = z.number();

/** What a movie offers in the cinemas of one country (spec: Movie, `movieAccessibility`). */
const accessibilitySchema = z.object({
  iso31661: text,
  hasClosedCaption: flag,
  hasAudioDescription: flag,
});

export const movieSchema = z.object({
  id,
  title: text,
  runtime: numeric,
  movieAccessibility: z.optional(accessibilitySchema),
});

const cinemaSchema = z.object({
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
  homepage: text,
});

export const cinemaRoomSchema = z.object({
  name: text,
  hasWheelchairSpaces: flag,
});

export const contentSchema = z.object({
  movieId: z.optional(id),
  name: text,
  duration: numeric,
  ageRating: text,
  posterImageUrl: text,
  trailerUrl: text,
  movie: z.optional(movieSchema),
});

/** One showing of a list. */
export const showingSchema = z.object({
  id,
  startDatetime: z.string(),
  endDatetime: text,
  startSaleDatetime: text,
  endSaleDatetime: text,
  state: text,
  name: text,
  cinemaId: z.optional(id),
  movieId: z.optional(id),
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
  ticketUrls: z.optional(z.array(z.string())),
  cinemaRoom: z.optional(cinemaRoomSchema),
  cinema: z.optional(cinemaSchema),
  content: z.optional(contentSchema),
});

export type Movie = z.infer<typeof movieSchema>;
export type Cinema = z.infer<typeof cinemaSchema>;
export type CinemaRoom = z.infer<typeof cinemaRoomSchema>;
export type Content = z.infer<typeof contentSchema>;
export type Showing = z.infer<typeof showingSchema>;
