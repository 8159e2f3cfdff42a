/** GET /movies and GET /movies/{id}, where id is the numeric id or, if enabled, the legacy one. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { ApiError, notFound } from '../http/api-error.js';
import { listResponse } from '../http/lists.js';
import { movieFilter } from '../http/query.js';
import type { Movie } from '../seed/catalog.js';
import type { EmulatorState } from '../state.js';

export function movieRoutes(state: EmulatorState) {
  const movies = (): Movie[] => state.catalog.movies.map(({ movie }) => movie);

  return new Hono<AppEnv>()
    .get('/movies', (c) => {
      const movieId = movieFilter(c, state);
      return listResponse(
        c,
        state,
        movies().filter((movie) => movieId === undefined || movie.id === movieId),
        {
          sortKeys: {
            id: (movie) => movie.id,
            title: (movie) => movie.title,
            releaseDate: (movie) => movie.releaseDate,
          },
          searchText: (movie) => `${movie.title} ${movie.originalTitle}`,
          present: (movie) => movie,
        },
      );
    })
    .get('/movies/:id', (c) => {
      const id = c.req.param('id');
      if (/^\d+$/.test(id)) {
        const movie = movies().find((candidate) => candidate.id === Number(id));
        if (!movie) throw notFound(`No movie with id ${id}`);
        return c.json(movie);
      }
      if (!state.settings.legacyMovieIdsInPath) {
        throw new ApiError(
          404,
          'legacy_id_unsupported',
          `Legacy movie ids such as "${id}" are no longer supported; use the numeric movie id`,
        );
      }
      const movie = movies().find((candidate) => candidate.serviceId === id);
      if (!movie) throw notFound(`No movie with legacy id "${id}"`);
      return c.json(movie);
    });
}
