/**
 * Time-zone names as Intl knows them. Creating an `Intl.DateTimeFormat` costs far more than using
 * one, and the same few zones come back thousands of times (the `time-zone` attribute, every
 * cinema's `timezone`, every offset the schedule reads), so one formatter per zone is made and kept;
 * a name Intl refuses is remembered as such.
 */
import { BoundedCache } from './bounded-cache.js';

// A page shows a handful of zones; the names come from the platform's data, so they are capped.
const offsetFormatters = new BoundedCache<string, Intl.DateTimeFormat | undefined>(64);

/** A formatter that writes the zone's UTC offset (`GMT+05:45`); undefined for a zone Intl does not know. */
export function offsetFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  return offsetFormatters.get(timeZone, () => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      // An unknown zone: remembered as such.
      return undefined;
    }
  });
}

/** True for an IANA zone name this browser knows (`Europe/Berlin`, `UTC`); offsets such as `+01:00` are not names. */
export function isTimeZoneName(zone: string): boolean {
  return /^[a-z]/i.test(zone) && offsetFormatter(zone) !== undefined;
}

/** The zone name, trimmed, when this browser knows it; undefined otherwise. */
export function knownZone(zone: string | undefined): string | undefined {
  const name = zone?.trim();
  return name && isTimeZoneName(name) ? name : undefined;
}
