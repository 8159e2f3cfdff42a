/**
 * Cinema-local wall time <-> instant. The seed is written in each cinema's wall time (that is how
 * cinemas plan), and served either as an offset date-time or as the naive wall time.
 */
import { fromZonedTime, getTimezoneOffset } from 'date-fns-tz';

/** The instant of a cinema-local wall time such as `2026-11-22T20:30:00`. */
export function instantOfWallTime(wallTime: string, timeZone: string): Date {
  return fromZonedTime(wallTime, timeZone);
}

/** `YYYY-MM-DDTHH:mm:ss` in the zone, with `±hh:mm` appended unless `naive` (`+00:00`, never `Z`). */
export function formatInZone(instant: Date, timeZone: string, style: 'offset' | 'naive'): string {
  const offsetMs = getTimezoneOffset(timeZone, instant);
  const wallTime = new Date(instant.getTime() + offsetMs).toISOString().slice(0, 19);
  if (style === 'naive') return wallTime;
  const minutes = Math.abs(offsetMs) / 60000;
  const sign = offsetMs < 0 ? '-' : '+';
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${wallTime}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The calendar date `YYYY-MM-DD` that is `days` after `date` (both plain dates, no zone). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a plain date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
