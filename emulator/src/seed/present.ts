/** Turns seed records into the JSON shapes the API serves, honouring the date-time setting. */
import type { ShowingRecord } from './showings.js';
import { formatInZone } from './zone-time.js';

export type DateTimeStyle = 'offset' | 'naive';

export function presentShowing(record: ShowingRecord, style: DateTimeStyle): Record<string, unknown> {
  const zone = record.cinema.cinema.timezone;
  const format = (instant: Date): string => formatInZone(instant, zone, style);
  return {
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
}
