/**
 * Cinema mode (`cinema-ids` without `movie`): each cinema's whole future program, read in
 * parallel. A day is read once every cinema's list is, so the load shows when all have landed.
 */
import { mergeSchedules } from '../schedule/merge.js';
import { buildInSlices } from './build-in-slices.js';
import { requestsAway } from './load-context.js';
import type { LoadContext } from './load-context.js';
import { loadedOf } from './loaded.js';
import type { Loaded } from './loaded.js';
import { unknownAmong } from './unknown-cinemas.js';

export async function loadCinemas(context: LoadContext): Promise<Loaded> {
  const { config, client, signal } = context;
  const { cinemaIds } = config;
  const reads = Promise.all(cinemaIds.map((id) => client.cinemaShowings(id, { signal })));
  reads.catch(() => {}); // awaited below; meanwhile a failure is no unhandled rejection
  await requestsAway();
  const scheduleOptions = context.scheduleOptions();
  const found = await reads;
  const shortfall = unknownAmong(found, cinemaIds, cinemaIds);
  const lists = found.filter((list) => !!list);
  const schedule = mergeSchedules(
    await Promise.all(lists.map((list) => buildInSlices(list.items, scheduleOptions))),
    scheduleOptions,
  );
  // A cut list may miss showings of any day.
  const cut = lists.some((list) => !list.complete);
  const unread = new Map(cut ? schedule.days.map((day) => [day.date, 'incomplete' as const]) : []);
  const skipped = lists.reduce((sum, list) => sum + list.skipped, schedule.skipped);
  return loadedOf(config, schedule, unread, skipped, { shortfall });
}
