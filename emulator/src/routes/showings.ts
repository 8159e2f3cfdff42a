/** GET /showings: filters movieId (or legacy serviceMovieId), cinemaIds, startDatetimeFrom/To. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { badRequest } from '../http/api-error.js';
import { listResponse, type ListOptions } from '../http/lists.js';
import { cinemaIds, dateTime, movieFilter } from '../http/query.js';
import { presentShowing } from '../seed/present.js';
import type { ShowingRecord } from '../seed/showings.js';
import type { EmulatorState } from '../state.js';

export function showingListOptions(state: EmulatorState, origin: string): ListOptions<ShowingRecord> {
  return {
    sortKeys: { startDatetime: (record) => record.start.getTime(), id: (record) => record.id },
    searchText: (record) => `${record.content.name} ${record.cinema.cinema.name}`,
    present: (record) => presentShowing(record, state.settings.dateTimes, origin),
  };
}

export function showingRoutes(state: EmulatorState) {
  return new Hono<AppEnv>().get('/showings', (c) => {
    const movieId = movieFilter(c, state);
    const ids = cinemaIds(c);
    const from = dateTime(c.req.query('startDatetimeFrom'), 'startDatetimeFrom');
    const to = dateTime(c.req.query('startDatetimeTo'), 'startDatetimeTo');
    if (from && to && from > to) throw badRequest('startDatetimeFrom must not be after startDatetimeTo');
    const showings = state
      .showings()
      .filter((record) => movieId === undefined || record.content.movieId === movieId)
      .filter((record) => !ids || ids.includes(record.cinema.cinema.id))
      .filter((record) => (!from || record.start >= from) && (!to || record.start <= to));
    return listResponse(c, state, showings, showingListOptions(state, new URL(c.req.url).origin));
  });
}
