/**
 * A movie at some cinemas (partner mode) with nothing at them in the offered days: where else the
 * movie plays in those days, so that the empty state can say so rather than only "no showings".
 * One read of the movie's showings at any cinema is enough to name a few (its first page, in token
 * mode: a deliberate short read), the nearest first: to the `near` attribute, else to a cinema
 * asked for (where the load found it, with its next showings). A read that fails names none
 * rather than failing the load, which has shown what was asked already (and a newer load, or the
 * element's leaving, ends the load through the reads beside this one).
 */
import { sortCinemas } from '../schedule/select.js';
import type { ScheduleOptions } from '../schedule/types.js';
import { buildInSlices } from './build-in-slices.js';
import type { LoadContext } from './load-context.js';
import type { WindowProgress } from './window-progress.js';

/** The names of up to three other cinemas that show the movie on `offered` dates; none where there are none. */
export async function cinemasElsewhere(
  { windows, schedule }: WindowProgress,
  offered: readonly string[],
  { config, reader }: LoadContext,
  options: ScheduleOptions,
): Promise<string[] | undefined> {
  const from = windows[0]!.from;
  const to = new Date(Math.min(windows.at(-1)!.to.getTime(), from.getTime() + reader.maxWindowMs));
  const program = await reader.read({ window: { from, to }, everywhere: true, pages: 1 }).catch(() => undefined);
  if (!program) return undefined;
  const { showtimes, cinemas } = await buildInSlices(program, { ...options, cinemaIds: [] });
  const playing = new Set(showtimes.filter((one) => offered.includes(one.businessDate)).map((one) => one.cinemaId));
  const asked = schedule.cinemas.find(({ id, latitude }) => config.cinemaIds.includes(id) && latitude !== undefined);
  const near = config.near ?? (asked && { lat: asked.latitude!, lng: asked.longitude! });
  const others = cinemas.filter(({ id }) => playing.has(id) && !config.cinemaIds.includes(id));
  const names = sortCinemas(others, near).map(({ name }) => name);
  return names.length ? names.slice(0, 3) : undefined;
}
