/**
 * zod/mini schemas of the platform fields the widget reads (spec: "Resources and their fields").
 * Unknown fields are dropped, never rejected: the platform's shapes are large and grow.
 * Cosmetic fields fall back to `undefined` when they have an unexpected type, so one odd flag
 * never costs a moviegoer a showtime; the fields a showtime cannot do without (id, start time)
 * make the item fail, and the client skips and counts it.
 */
import * as z from 'zod/mini';

/** A flag that may come as a boolean or, as the spec shows for Cinema, as a string or 0/1. */
const flag = z.catch(
  z.pipe(
    z.union([z.boolean(), z.string(), z.number()]),
    z.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
  ),
  false,
);

/** Tolerant optional text: a missing, null or non-string value reads as undefined. */
const text = z.catch(z.optional(z.string()), undefined);

/** Tolerant optional number, accepting numeric strings (the spec gives coordinates as strings). */
const numeric = z.catch(
  z.optional(
    z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((value, ctx) => {
        const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
        if (Number.isFinite(parsed)) return parsed;
        ctx.issues.push({ code: 'custom', message: 'not a number', input: value });
        return z.NEVER;
      }),
    ),
  ),
  undefined,
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
  id: z.catch(z.optional(id), undefined),
  name: text,
});

export const contentSchema = z.object({
  id: z.catch(z.optional(id), undefined),
  movieId: z.catch(z.nullish(id), undefined),
  name: text,
  duration: numeric,
  ageRating: text,
  posterImageUrl: text,
  movie: z.catch(z.nullish(movieSchema), undefined),
});

export const showingSchema = z.object({
  id,
  startDatetime: z.string().check(z.minLength(10)),
  endDatetime: text,
  startSaleDatetime: text,
  endSaleDatetime: text,
  state: text,
  name: text,
  cinemaId: z.catch(z.nullish(id), undefined),
  movieId: z.catch(z.nullish(id), undefined),
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
  ticketUrls: z.catch(z.optional(z.array(z.string())), undefined),
  cinemaRoom: z.catch(z.nullish(cinemaRoomSchema), undefined),
  cinema: z.catch(z.nullish(cinemaSchema), undefined),
  content: z.catch(z.nullish(contentSchema), undefined),
});

export type Movie = z.infer<typeof movieSchema>;
export type Cinema = z.infer<typeof cinemaSchema>;
export type CinemaRoom = z.infer<typeof cinemaRoomSchema>;
export type Content = z.infer<typeof contentSchema>;
export type Showing = z.infer<typeof showingSchema>;
