/**
 * The only place with time-zone math (DESIGN.md, "Times").
 *
 * Cinema-local fields come from a cached `Intl.DateTimeFormat(..., { timeZone }).formatToParts`,
 * and a zone's UTC offset at an instant is read from those same fields. date-fns-tz is not used
 * here, after checking its sources and behaviour: its `getTimezoneOffset(zone, date)` and
 * `fromZonedTime` read the `Date`'s fields in the viewer's own zone, so a Berlin offset at
 * 01:30Z on a DST night comes out as the winter one, and a naive time in a gap or an overlap
 * resolves differently depending on where the viewer sits (Berlin 2026-10-25 02:30 gives 00:30Z
 * for a viewer in Los Angeles and 01:30Z for one in Berlin; a gap time is moved back, not forward).
 */
import type { LocalDateTime } from './types.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * A zone written as a fixed offset, `+05:30`: what a showing gets whose cinema has no zone but
 * whose start carries an offset (see `buildSchedule`). ES2024 Intl accepts these as zones too.
 */
const FIXED_OFFSET_ZONE = /^([+-])(\d{2}):(\d{2})$/;

/** A date-time string split into its wall-clock fields and, when it has one, its offset. */
export interface ParsedDateTime {
  /** The wall-clock fields read as if they were UTC: a zone-free number to do date math on. */
  wallMs: number;
  /** Minutes east of UTC, when the string carries `±hh:mm`. */
  offsetMinutes?: number;
  /** True for `Z` and `-00:00`: the instant is known, the local offset is not (RFC 9557). */
  offsetUnknown: boolean;
}

// ISO 8601 / RFC 3339 date-times as the platform writes them, with `T` or a space between date
// and time; seconds and fractions optional; `Z`, `±hh:mm`, `±hhmm` or `±hh` optional.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

/** Parses a date-time string strictly; undefined for anything that is not a real date and time. */
export function parseDateTime(text: string): ParsedDateTime | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zulu, sign, offsetHours, offsetMins = '0'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return undefined;
  const wallMs = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (zulu) return { wallMs, offsetUnknown: true };
  if (!sign) return { wallMs, offsetUnknown: false };
  const hours = Number(offsetHours);
  const minutes = Number(offsetMins);
  if (hours > 23 || minutes > 59) return undefined;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  if (sign === '-' && offsetMinutes === 0) return { wallMs, offsetUnknown: true };
  return { wallMs, offsetMinutes, offsetUnknown: false };
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
  if (parsed.offsetMinutes !== undefined || parsed.offsetUnknown) {
    return new Date(parsed.wallMs - (parsed.offsetMinutes ?? 0) * MINUTE);
  }
  if (!FIXED_OFFSET_ZONE.test(timeZone) && !isValidTimeZone(timeZone)) return undefined;
  return new Date(resolveWallTime(parsed.wallMs, timeZone));
}

/** The compatible disambiguation, given the wall time as UTC-read milliseconds. */
function resolveWallTime(wallMs: number, timeZone: string): number {
  // A zone changes its offset at most once around any given day, so the offsets a day before
  // and a day after are the only two the wall time can have.
  const offsetBefore = offsetMs(wallMs - DAY, timeZone);
  const offsetAfter = offsetMs(wallMs + DAY, timeZone);
  const candidates = [wallMs - offsetBefore, wallMs - offsetAfter].filter(
    (instant) => instant + offsetMs(instant, timeZone) === wallMs,
  );
  // Two candidates: an overlap, the earlier wins. None: a gap, where the offset in force before
  // the change carries the wall time forward past it.
  return candidates.length > 0 ? Math.min(...candidates) : wallMs - offsetBefore;
}

/** The cinema-local wall time of an instant and the zone's offset at that instant. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const offset = offsetMs(instant.getTime(), timeZone);
  const wall = new Date(Math.floor(instant.getTime() / MINUTE) * MINUTE + offset);
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), offset: formatOffset(offset / MINUTE) };
}

/**
 * The business date a cinema lists a wall time on: the date of (wall time minus `day-start`),
 * so with a 03:00 day start a 00:30 show belongs to the evening before.
 */
export function businessDate(local: LocalDateTime, dayStartMinutes: number): string {
  const [hours = 0, minutes = 0] = local.time.split(':').map(Number);
  return hours * 60 + minutes < dayStartMinutes ? addDays(local.date, -1) : local.date;
}

/** The business date at a cinema at `now`: its "today". */
export function businessToday(now: Date, timeZone: string, dayStartMinutes: number): string {
  return businessDate(localDateTime(now, timeZone), dayStartMinutes);
}

/** A calendar date (YYYY-MM-DD) moved by whole days; dates carry no zone, so no DST applies. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** True for an IANA zone name this browser knows (`Europe/Berlin`, `UTC`); offsets are not names. */
export function isValidTimeZone(zone: string): boolean {
  return /^[A-Za-z]/.test(zone) && fieldFormatter(zone) !== undefined;
}

/** `±hh:mm` for minutes east of UTC; `+00:00` for UTC, as the `<time datetime>` contract wants. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The zone's offset from UTC at an instant, in whole minutes as milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  const fixed = FIXED_OFFSET_ZONE.exec(timeZone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * MINUTE;
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const dayIndex = Math.floor(instantMs / DAY);
  let day = days.get(dayIndex);
  if (!day) {
    day = offsetsOfDay(dayIndex * DAY, timeZone);
    days.set(dayIndex, day);
  }
  return instantMs < day.changeAt ? day.before : day.after;
}

/** A zone's offsets over one UTC day: `before` until `changeAt`, `after` from then on. */
interface DayOffsets {
  before: number;
  after: number;
  changeAt: number;
}

// Reading a zone's offset takes a formatToParts call, and a schedule needs thousands of offsets
// in a handful of zones on a handful of days. Offsets change at most once a day (the same
// assumption `resolveWallTime` makes) and on a whole minute, so two reads settle a day, and a
// binary search over its minutes finds the change on the rare day that has one.
const dayOffsets = new Map<string, Map<number, DayOffsets>>();

function offsetsOfDay(dayStart: number, timeZone: string): DayOffsets {
  const before = intlOffsetMs(dayStart, timeZone);
  const after = intlOffsetMs(dayStart + DAY - MINUTE, timeZone);
  if (before === after || Number.isNaN(before) || Number.isNaN(after)) {
    return { before, after: before, changeAt: Number.POSITIVE_INFINITY };
  }
  let unchanged = dayStart;
  let changed = dayStart + DAY - MINUTE;
  while (changed - unchanged > MINUTE) {
    const middle = unchanged + Math.floor((changed - unchanged) / MINUTE / 2) * MINUTE;
    if (intlOffsetMs(middle, timeZone) === before) unchanged = middle;
    else changed = middle;
  }
  return { before, after, changeAt: changed };
}

/** The zone's offset at the start of the instant's minute, read from the zone's wall clock. */
function intlOffsetMs(instantMs: number, timeZone: string): number {
  const formatter = fieldFormatter(timeZone);
  if (!formatter) return Number.NaN;
  const minuteStart = Math.floor(instantMs / MINUTE) * MINUTE;
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(minuteStart)) field[part.type] = Number(part.value);
  const wallMs = Date.UTC(field.year ?? 0, (field.month ?? 1) - 1, field.day ?? 1, field.hour ?? 0, field.minute ?? 0);
  return wallMs - minuteStart;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Creating an Intl.DateTimeFormat costs far more than using one, and a schedule asks for the
// fields of thousands of instants in a handful of zones: one formatter per zone, kept.
const fieldFormatters = new Map<string, Intl.DateTimeFormat | undefined>();

function fieldFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  if (!fieldFormatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | undefined;
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      formatter = undefined;
    }
    fieldFormatters.set(timeZone, formatter);
  }
  return fieldFormatters.get(timeZone);
}
