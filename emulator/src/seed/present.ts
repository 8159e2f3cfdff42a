/** Turns seed records into the JSON shapes the API serves, honouring the date-time setting. */
import type { ShowingRecord } from './showings.js';
import { formatInZone } from './zone-time.js';

export type DateTimeStyle = 'offset' | 'naive';

/** Records never change, so each is formatted once per style (lists re-serve the same ones). */
const presented: Record<DateTimeStyle, WeakMap<ShowingRecord, Record<string, unknown>>> = {
  offset: new WeakMap(),
  naive: new WeakMap(),
};

export function presentShowing(record: ShowingRecord, style: DateTimeStyle): Record<string, unknown> {
  const cached = presented[style].get(record);
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
    content: record.content,
  };
  presented[style].set(record, showing);
  return showing;
}
