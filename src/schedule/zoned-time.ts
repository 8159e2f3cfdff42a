/**
 * The only place with time-zone math (docs/design.md, "Times").
 *
 * A zone's UTC offset at an instant comes from a cached `Intl.DateTimeFormat(..., { timeZone,
 * timeZoneName: 'longOffset' })`, and cinema-local fields from the instant moved by that offset.
 * date-fns-tz is not used here, after checking its sources and behaviour: its
 * `getTimezoneOffset(zone, date)` and `fromZonedTime` read the `Date`'s fields in the viewer's
 * own zone, so a Berlin offset at 01:30Z on a DST night comes out as the winter one, and a naive
 * time in a gap or an overlap resolves differently depending on where the viewer sits (Berlin
 * 2026-10-25 02:30 gives 00:30Z for a viewer in Los Angeles and 01:30Z for one in Berlin; a gap
 * time is moved back, not forward).
 */
import { BoundedCache } from '../common/bounded-cache.js';
import { offsetFormatter } from '../common/time-zone-name.js';
import type { LocalDateTime } from './types.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

// ISO 8601 / RFC 3339 date-times as the platform writes them, with `T` or a space between date
// and time; seconds and fractions optional; `Z`, `±hh:mm`, `±hhmm` or `±hh` optional. Each field
// in its range; only a day past its month's end (02-30) is left for `parseDateTime` to catch.
const DATE = String.raw`(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])`;
const TIME = String.raw`([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:[.,](\d{1,9}))?)?`;
const DATE_TIME = new RegExp(`^${DATE}[T ]${TIME}(z|[+-].*)?$`, 'i');

/**
 * A date-time string strictly read: its wall-clock fields as if they were UTC (a zone-free
 * number to do date math on) and its offset east of UTC, in ms. The offset is undefined for
 * a naive date-time and NaN for `Z` and `-00:00`, which name the instant but say the local offset
 * is unknown (RFC 9557). Undefined for anything that is not a real date and time.
 */
function parseDateTime(text: string): [wallMs: number, offsetMs?: number] | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((field = '0') => Number(field));
  const fraction = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  // Date.UTC rolls 02-30 over into March.
  if (new Date(wall).getUTCDate() !== day) return undefined;
  const offset = match[8];
  if (offset === undefined) return [wall];
  if (/^(z|-00(:?00)?)$/i.test(offset)) return [wall, Number.NaN];
  const offsetMs = fixedOffsetMs(offset);
  return offsetMs === undefined ? undefined : [wall, offsetMs];
}

/** The offset east of UTC, in ms, of `±hh:mm`, `±hhmm` or `±hh`, as date-times and fixed-offset zones write it. */
function fixedOffsetMs(text: string): number | undefined {
  const match = /^([+-])([01]\d|2[0-3]):?([0-5]\d)?$/.exec(text);
  return match ? (match[1] === '-' ? -MINUTE : MINUTE) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : undefined;
}

/**
 * The instant a platform date-time names. With `Z` or an offset it is that instant; without one
 * it is a wall-clock time in `timeZone`, resolved like Temporal's `disambiguation: 'compatible'`:
 * a time in a DST gap moves forward by the gap's length (Berlin 02:30 on the spring night is
 * 03:30 CEST), a time in an overlap is the earlier of its two instants (02:30 CEST, not CET).
 * Undefined for an unreadable date-time, or a naive one with no usable zone.
 */
export function resolveInstant(dateTime: string, timeZone: string): Date | undefined {
  const parsed = parseDateTime(dateTime);
  if (!parsed) return undefined;
  const [wallMs, offset] = parsed;
  // NaN || 0: a `Z` time is read at offset 0.
  if (offset !== undefined) return new Date(wallMs - (offset || 0));
  // A zone changes its offset at most once around any given day, so the offsets a day before
  // and a day after are the only two the wall time can have. Two candidates: an overlap, the
  // earlier wins. None: a gap, where the offset in force before the change carries the wall
  // time forward past it. An unknown zone gives NaN offsets, and so no instant.
  const offsetBefore = offsetMs(wallMs - DAY, timeZone);
  const candidates = [wallMs - offsetBefore, wallMs - offsetMs(wallMs + DAY, timeZone)].filter(
    (instant) => instant + offsetMs(instant, timeZone) === wallMs,
  );
  const instant = candidates.length > 0 ? Math.min(...candidates) : wallMs - offsetBefore;
  return Number.isNaN(instant) ? undefined : new Date(instant);
}

/** A program's instant (`2026-11-22T19:30:00Z`) as a Date; undefined where absent or unreadable. */
export function instantOf(text: string | undefined): Date | undefined {
  return text === undefined ? undefined : resolveInstant(text, 'UTC');
}

/** The cinema-local wall time of an instant and the zone's offset at that instant. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const offset = offsetMs(instant.getTime(), timeZone);
  const iso = new Date(instant.getTime() + offset).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), offset: formatOffset(offset) };
}

/** A cinema-local wall time as the `<time datetime>` contract writes it: `YYYY-MM-DDTHH:mm±hh:mm`. */
export function dateTimeText({ date, time, offset }: LocalDateTime): string {
  return `${date}T${time}${offset}`;
}

/**
 * The business date a cinema lists a wall time on: the date of (wall time minus `day-start`),
 * so with a 03:00 day start a 00:30 show belongs to the evening before.
 */
export function businessDate({ date, time }: LocalDateTime, dayStartMinutes: number): string {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) < dayStartMinutes ? addDays(date, -1) : date;
}

/** A calendar date (YYYY-MM-DD) moved by whole days; dates carry no zone, so no DST applies. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The fixed-offset zone (`+02:00`) a date-time's own numeric offset names; undefined for a naive
 * one and for `Z`, which per RFC 9557 leaves the local offset unknown.
 */
export function statedOffsetZone(dateTime: string): string | undefined {
  const offset = parseDateTime(dateTime)?.[1];
  return offset === undefined || Number.isNaN(offset) ? undefined : formatOffset(offset);
}

/** `±hh:mm` for an offset east of UTC in ms; `+00:00` for UTC, as the `<time datetime>` contract wants. */
function formatOffset(offset: number): string {
  // An offset is under a day, so as an instant after the epoch its clock time is its hh:mm.
  return `${offset < 0 ? '-' : '+'}${new Date(Math.abs(offset)).toISOString().slice(11, 16)}`;
}

// Reading a zone's offset takes an Intl format call, and a schedule needs thousands of offsets in
// a handful of zones. Every offset in use and every switch time in the zone rules is a whole
// minute (not always a quarter hour: St. John's switched at 00:01 local, 03:31Z, until 2011), so
// zones change their offsets only on minutes of UTC: one read serves a zone's whole minute, and
// showtimes, which cluster on quarter hours, share few of them.
/** A zone's minutes kept: showtimes cluster on few of them, so this holds several weeks of them. */
const MINUTES_KEPT = 4096;
// Capped: zones come from the platform's data, and a page open for weeks reads ever new minutes.
const minuteOffsets = new BoundedCache<string, BoundedCache<number, number>>(64);

/**
 * The zone's offset from UTC at an instant, in whole minutes as milliseconds. A fixed-offset
 * zone such as `+05:30` is what a showing gets whose cinema has no zone but whose start carries
 * an offset (see `buildSchedule`); it is read without Intl.
 */
function offsetMs(instantMs: number, timeZone: string): number {
  const fixed = fixedOffsetMs(timeZone);
  if (fixed !== undefined) return fixed;
  const minute = Math.floor(instantMs / MINUTE) * MINUTE;
  const offsets = minuteOffsets.get(timeZone, () => new BoundedCache(MINUTES_KEPT));
  return offsets.get(minute, () => intlOffsetMs(minute, timeZone));
}

/**
 * The zone's offset at an instant as Intl writes it in en-US (`GMT+05:45`, `GMT` for zero); NaN
 * for an unknown zone, and for a historic offset with seconds, which no showing has.
 */
function intlOffsetMs(instantMs: number, timeZone: string): number {
  const offset = offsetFormatter(timeZone)?.format(instantMs).split('GMT')[1];
  return offset === '' ? 0 : (fixedOffsetMs(offset ?? '') ?? Number.NaN);
}
