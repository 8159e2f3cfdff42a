/**
 * A movie at some cinemas (partner mode) with nothing at them in the offered days: where else the
 * movie plays in those days, so that the empty state can say so rather than only "no showings".
 * One page of the movie's showings at any cinema is enough to name a few. A read that fails names
 * none rather than failing the load, which has shown what was asked already (and a newer load, or
 * the element's leaving, ends the load through the reads beside this one).
 */
import type { ScheduleOptions } from '../schedule/types.js';
import { buildInSlices } from './build-in-slices.js';
import type { LoadContext } from './load-context.js';
import type { Window } from './window-plan.js';

/** The names of up to three other cinemas that show the movie on `offered` dates; none where there are none. */
export async function cinemasElsewhere(
  movieId: number,
  window: Window,
  offered: readonly string[],
  { config, client, signal }: LoadContext,
  options: ScheduleOptions,
): Promise<string[] | undefined> {
  const list = await client.movieShowings(movieId, { window, pages: 1, signal }).catch(() => undefined);
  const { showtimes, cinemas } = await buildInSlices(list?.items ?? [], { ...options, cinemaIds: [] });
  const playing = new Set(showtimes.filter((one) => offered.includes(one.businessDate)).map((one) => one.cinemaId));
  const names = cinemas.filter(({ id }) => playing.has(id) && !config.cinemaIds.includes(id)).map(({ name }) => name);
  return names.length ? names.slice(0, 3) : undefined;
}
