/**
 * zod/mini schemas of the platform fields the widget reads (spec: "Resources and their fields").
 * Unknown fields are dropped, never rejected: the platform's shapes are large and grow.
 * Cosmetic fields fall back to `undefined` when they have an unexpected type, so one odd flag
 * never costs a moviegoer a showtime; the fields a showtime cannot do without (id, start time)
 * make the item fail, and the client skips and counts it.
 */
import * as z from 'zod/mini';

/**
 * Reads a field leniently: a value of another type reads as `undefined` instead of failing the
 * whole item. (Written with pipe + transform rather than `z.catch`, which pulls ~4 KB gzip of
 * zod's error formatting into the bundle.)
 */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): z.output<T> | undefined => {
        const result = schema.safeParse(value);
        return result.success ? result.data : undefined;
      }),
    ),
  );
}

/** A flag that may come as a boolean or, as the spec shows for Cinema, as a string or 0/1. */
const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
);

/** Optional text: a missing, null or non-string value reads as undefined. */
const text = lenient(z.string());

/** Optional number, accepting numeric strings (the spec gives coordinates as strings). */
const numeric = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      const parsed =
        typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
      return Number.isFinite(parsed) ? parsed : undefined;
    }),
  ),
);

const id = z.int();

export const movieSchema = z.object({
  id,
  serviceId: text,
  title: text,
  originalTitle: text,
  runtime: numeric,
  posterPath: text,
});

export const cinemaSchema = z.object({
  id,
  name: text,
  shortName: text,
  street: text,
  postalCode: text,
  city: text,
  countryCode: text,
  latitude: numeric,
  longitude: numeric,
  distance: numeric,
  timezone: text,
  homepage: text,
});

export const cinemaRoomSchema = z.object({
  id: lenient(id),
  name: text,
});

export const contentSchema = z.object({
  id: lenient(id),
  movieId: lenient(id),
  name: text,
  duration: numeric,
  ageRating: text,
  posterImageUrl: text,
  movie: lenient(movieSchema),
});

export const showingSchema = z.object({
  id,
  startDatetime: z.string().check(z.minLength(10)),
  endDatetime: text,
  startSaleDatetime: text,
  endSaleDatetime: text,
  state: text,
  name: text,
  cinemaId: lenient(id),
  movieId: lenient(id),
  serviceMovieId: text,
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
  ticketUrls: lenient(z.array(z.string())),
  cinemaRoom: lenient(cinemaRoomSchema),
  cinema: lenient(cinemaSchema),
  content: lenient(contentSchema),
});

export type Movie = z.infer<typeof movieSchema>;
export type Cinema = z.infer<typeof cinemaSchema>;
export type CinemaRoom = z.infer<typeof cinemaRoomSchema>;
export type Content = z.infer<typeof contentSchema>;
export type Showing = z.infer<typeof showingSchema>;
