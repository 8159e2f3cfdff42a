/** GET /cinemas, GET /cinemas/{id}, GET /cinemas/{cinemaId}/showings-future. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/api-error.js';
import { listResponse } from '../http/lists.js';
import { cinemaIds, movieFilter, positiveInt } from '../http/query.js';
import type { EmulatorState } from '../state.js';
import type { Cinema } from '../seed/catalog.js';
import { showingListOptions } from './showings.js';

export function cinemaRoutes(state: EmulatorState) {
  const cinemaById = (value: string): Cinema => {
    const id = positiveInt(value, 'cinemaId')!;
    const plan = state.catalog.cinemas.find(({ cinema }) => cinema.id === id);
    if (!plan) throw notFound(`No cinema with id ${id}`);
    return plan.cinema;
  };

  return new Hono<AppEnv>()
    .get('/cinemas', (c) => {
      const ids = cinemaIds(c);
      const cinemas = state.catalog.cinemas
        .map(({ cinema }) => cinema)
        .filter((cinema) => !ids || ids.includes(cinema.id));
      return listResponse(c, state, cinemas, {
        sortKeys: { id: (cinema) => cinema.id, name: (cinema) => cinema.name, city: (cinema) => cinema.city },
        searchText: (cinema) => `${cinema.name} ${cinema.city}`,
        present: (cinema) => cinema,
      });
    })
    .get('/cinemas/:id', (c) => c.json(cinemaById(c.req.param('id'))))
    .get('/cinemas/:id/showings-future', (c) => {
      const cinema = cinemaById(c.req.param('id'));
      const movieId = movieFilter(c, state);
      const now = state.clock.now().getTime();
      const showings = state
        .showings(movieId)
        .filter((record) => record.cinema.cinema.id === cinema.id && record.start.getTime() > now);
      return listResponse(c, state, showings, showingListOptions(state, new URL(c.req.url).origin));
    });
}
