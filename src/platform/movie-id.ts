/**
 * The `movie` attribute: a numeric movie id, or a legacy alphanumeric one (spec "Versioning").
 * Legacy ids are resolved once through `GET /movies/{legacyId}`, which single-movie endpoints
 * still accept; every later request uses the numeric id, and `serviceMovieId` is never sent.
 */
import { ShowtimeFinderError } from '../errors.js';
import { movieSchema } from './schemas.js';
import type { Failure } from './failure.js';

/** A `movie` value as a numeric id (a number) or a legacy id (a string); anything else is `invalid-config`. */
export function parseMovieRef(movie: string): number | string {
  const value = movie.trim();
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
  } else if (/^[A-Za-z0-9][\w-]*$/.test(value)) {
    return value;
  }
  throw new ShowtimeFinderError(
    'invalid-config',
    `movie="${movie}" is neither a numeric movie id (like 550) nor a legacy alphanumeric id (like tt0137523).`,
  );
}

/** The numeric id in a `GET /movies/{legacyId}` answer; warns once that the legacy id is deprecated. */
export function numericIdOf(body: unknown, legacyId: string, url: string): number {
  const movie = movieSchema.safeParse(body);
  if (!movie.success) {
    throw new ShowtimeFinderError('bad-response', `The answer to GET ${url} is not a movie with a numeric id.`, {
      cause: movie.error,
    });
  }
  console.warn(
    `showtime-finder: movie="${legacyId}" is a deprecated legacy movie id (support ends on 2026-10-01); use movie="${movie.data.id}".`,
  );
  return movie.data.id;
}

/** A 404 of `GET /movies/{legacyId}`: the platform either no longer takes legacy ids or has no such movie. */
export function legacyNotFound(legacyId: string, failure: Failure): ShowtimeFinderError {
  return failure.error === 'legacy_id_unsupported'
    ? new ShowtimeFinderError(
        'legacy-id-unsupported',
        `The Cinema Platform no longer accepts legacy movie ids like "${legacyId}" (their support ended on 2026-10-01). Use the movie's numeric id in the movie attribute.`,
      )
    : new ShowtimeFinderError('movie-not-found', `The Cinema Platform has no movie with the id "${legacyId}". Check the movie attribute.`);
}
