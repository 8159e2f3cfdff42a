/**
 * What a widget must show, per business date, from the emulator's seed, and what it does show:
 * each showtime as `cinemaId datetime`, so two lists compare as sorted strings.
 */
import type { SeedShowing } from '../../emulator/src/index.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { all, businessDateOf, contractDatetime, drawAllCinemas } from './widget.js';

/** `cinemaId datetime` of each published showing that starts after `now`, per business date. */
export function byDate(showings: readonly SeedShowing[], now: string): Map<string, string[]> {
  const dates = new Map<string, string[]>();
  for (const showing of showings) {
    if (new Date(showing.start) <= new Date(now) || showing.state !== 'published') continue;
    const date = businessDateOf(showing.startDatetime);
    dates.set(date, [...(dates.get(date) ?? []), `${showing.cinemaId} ${contractDatetime(showing.startDatetime)}`]);
  }
  for (const list of dates.values()) list.sort();
  return dates;
}

/** `cinemaId datetime` of each showtime in `cinemas` (by default, every cinema in the widget's DOM). */
export function showtimesIn(element: ShowtimeFinderElement, cinemas = all(element, '[part~="cinema"]')): string[] {
  return cinemas
    .flatMap((cinema) =>
      [...cinema.querySelectorAll('[part~="showtime"] time')].map(
        (time) => `${cinema.dataset['cinemaId']} ${time.getAttribute('datetime')}`,
      ),
    )
    .sort();
}

/** What the widget shows on `date`, after choosing it, every cinema drawn (`part="more"` activated until none is left). */
export async function shownOn(element: ShowtimeFinderElement, date: string): Promise<string[]> {
  all(element, `[part~="day"][data-date="${date}"]`)[0]!.click();
  await drawAllCinemas(element);
  return showtimesIn(element);
}
