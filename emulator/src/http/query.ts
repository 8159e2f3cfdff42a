/** Query parameters shared by several endpoints, validated with specific 400 messages. */
import type { Context } from 'hono';
import type { EmulatorState } from '../state.js';
import { badRequest } from './api-error.js';

/** From this instant (emulator clock) `serviceMovieId` is refused (spec: Versioning, Limits). */
export const LEGACY_MOVIE_ID_CUTOFF = new Date('2026-10-01T00:00:00Z');

export function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw badRequest(`${name} must be a positive integer, got "${value}"`);
  return Number(value);
}

/** `cinemaIds[]=1&cinemaIds[]=2`, `cinemaIds=1&cinemaIds=2` and `cinemaIds=1,2` all work. */
export function cinemaIds(c: Context): number[] | undefined {
  const values = [...(c.req.queries('cinemaIds[]') ?? []), ...(c.req.queries('cinemaIds') ?? [])];
  if (values.length === 0) return undefined;
  return values.flatMap((value) => value.split(',')).map((value) => positiveInt(value.trim(), 'cinemaIds')!);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO date-time with `Z` or an offset: without one, the instant would depend on the cinema. */
export function dateTime(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(value);
  if (!DATE_TIME.test(value) || Number.isNaN(time)) {
    throw badRequest(
      `${name} must be an ISO 8601 date-time with Z or an offset, e.g. 2026-11-22T00:00:00Z; got "${value}"`,
    );
  }
  return new Date(time);
}

/**
 * The movie a list is filtered by: numeric `movieId`, or the legacy `serviceMovieId` before the
 * cutoff. Null for a legacy id no movie has (the list is then empty); undefined for no filter.
 */
export function movieFilter(c: Context, state: EmulatorState): number | null | undefined {
  const legacy = c.req.query('serviceMovieId');
  if (legacy !== undefined && state.clock.now() >= LEGACY_MOVIE_ID_CUTOFF) {
    throw badRequest('serviceMovieId is no longer supported since 2026-10-01; use the numeric movieId instead');
  }
  const movieId = positiveInt(c.req.query('movieId'), 'movieId');
  if (movieId !== undefined) return movieId;
  if (legacy === undefined || legacy === '') return undefined;
  return state.catalog.movies.find(({ movie }) => movie.serviceId === legacy)?.movie.id ?? null;
}
