/**
 * GET /showings: filters movieId (or legacy serviceMovieId), cinemaIds, startDatetimeFrom/To.
 * The settings `ignoreFilters`, `ignoreSort` and `showingsSort` turn it into a platform with quirks (README).
 */
import type { Context } from 'hono';
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
    sortedByFirstKey: true,
    // Records come sorted by start, and the sort is stable: by cinema, then by start.
    ...(state.settings.showingsSort === 'cinema' ? { defaultOrder: (record) => record.cinema.cinema.id } : {}),
    searchText: (record) => `${record.content.name} ${record.cinema.cinema.name}`,
    present: (record) => presentShowing(record, state.settings.dateTimes, origin),
  };
}

/**
 * The spec does not name these filters; a platform may ignore them (setting `ignoreFilters`).
 * Null when the request has none: a national seed's list is not copied for nothing.
 */
function undocumentedFilter(c: Context): ((record: ShowingRecord) => boolean) | null {
  const ids = cinemaIds(c);
  const from = dateTime(c.req.query('startDatetimeFrom'), 'startDatetimeFrom');
  const to = dateTime(c.req.query('startDatetimeTo'), 'startDatetimeTo');
  if (from && to && from > to) throw badRequest('startDatetimeFrom must not be after startDatetimeTo');
  if (!ids && !from && !to) return null;
  return (record) =>
    (!ids || ids.includes(record.cinema.cinema.id)) && (!from || record.start >= from) && (!to || record.start <= to);
}

export function showingRoutes(state: EmulatorState) {
  return new Hono<AppEnv>().get('/showings', (c) => {
    const movieId = movieFilter(c, state);
    const filter = state.settings.ignoreFilters ? null : undocumentedFilter(c);
    const showings = filter ? state.showings(movieId).filter(filter) : state.showings(movieId);
    return listResponse(c, state, showings, {
      ...showingListOptions(state, new URL(c.req.url).origin),
      ignoreSort: state.settings.ignoreSort,
    });
  });
}
