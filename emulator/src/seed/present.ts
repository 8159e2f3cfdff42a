/** Turns seed records into the JSON shapes the API serves, honouring the date-time setting. */
import type { ShowingRecord } from './showings.js';
import { formatInZone } from './zone-time.js';

export type DateTimeStyle = 'offset' | 'naive';

/** Records never change, so each is formatted once per style and origin (lists re-serve the same ones). */
const presented = new Map<string, WeakMap<ShowingRecord, Record<string, unknown>>>();

/**
 * A showing as the API serves it. `origin` is the emulator's own, as the client reached it: the
 * seed's poster paths (`/posters/550.svg`) become absolute URLs there, so that posters load from
 * the emulator itself and nothing reaches outside the machine.
 */
export function presentShowing(record: ShowingRecord, style: DateTimeStyle, origin: string): Record<string, unknown> {
  const key = `${style} ${origin}`;
  let cache = presented.get(key);
  if (!cache) presented.set(key, (cache = new WeakMap()));
  const cached = cache.get(record);
  if (cached) return cached;
  const zone = record.cinema.cinema.timezone;
  const format = (instant: Date): string => formatInZone(instant, zone, style);
  const showing = {
    ...record.fields,
    startDatetime: format(record.start),
    endDatetime: format(record.end),
    highlightAfterDatetime: null,
    startSaleDatetime: format(record.saleStart),
    endSaleDatetime: format(record.start),
    cinema: record.cinema.cinema,
    cinemaRoom: record.room,
    content: presentContent(record, origin),
  };
  cache.set(record, showing);
  return showing;
}

/**
 * A showing's content: its poster at the emulator's origin, and its movie with the one
 * `movieAccessibility` entry (spec: Movie) for the showing's cinema's country, where there is one.
 */
function presentContent({ content, accessibility }: ShowingRecord, origin: string): Record<string, unknown> {
  const poster = content.posterImageUrl ? { posterImageUrl: `${origin}${content.posterImageUrl}` } : {};
  const movie =
    content.movie && accessibility ? { movie: { ...content.movie, movieAccessibility: accessibility } } : {};
  return { ...content, ...poster, ...movie };
}
