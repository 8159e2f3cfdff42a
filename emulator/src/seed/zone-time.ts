/**
 * Cinema-local wall time <-> instant. The seed is written in each cinema's wall time (that is how
 * cinemas plan), and served either as an offset date-time or as the naive wall time.
 */
const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
/** Per zone; past it the zone's cache starts afresh, so a long run in real time stays bounded. */
const MAX_CACHED_OFFSETS = 100_000;

/**
 * The zone's UTC offset in ms at an instant. Remembered per zone and instant: reading it costs
 * microseconds, and a national seed asks for the same few thousand instants tens of thousands
 * of times.
 */
function offsetAt(instantMs: number, timeZone: string): number {
  let known = offsets.get(timeZone);
  if (!known) offsets.set(timeZone, (known = new Map()));
  let offset = known.get(instantMs);
  if (offset === undefined) {
    if (known.size >= MAX_CACHED_OFFSETS) known.clear();
    offset = readOffset(instantMs, timeZone);
    known.set(instantMs, offset);
  }
  return offset;
}

/**
 * The offset read from Intl's wall-clock fields at the instant. (Not date-fns-tz: its
 * getTimezoneOffset and fromZonedTime read fields in the process's own zone and answer wrongly
 * around DST changes; checked on 2027-03-28 in Europe/Berlin.)
 */
function readOffset(instantMs: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const field = Object.fromEntries(format.formatToParts(instantMs).map((part) => [part.type, Number(part.value)]));
  const wallMs = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
  return wallMs - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant of a cinema-local wall time such as `2026-11-22T20:30:00`, resolved like
 * Temporal's `disambiguation: 'compatible'`: in an overlap the earlier instant, in a gap the
 * time shifted forward by the gap.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): Date {
  const wallMs = Date.parse(`${wallTime}Z`);
  const before = wallMs - offsetAt(wallMs - 24 * HOUR_MS, timeZone);
  const after = wallMs - offsetAt(wallMs + 24 * HOUR_MS, timeZone);
  const fits = (instant: number): boolean => instant + offsetAt(instant, timeZone) === wallMs;
  if (fits(before) && fits(after)) return new Date(Math.min(before, after));
  if (fits(after)) return new Date(after);
  return new Date(before);
}

/** `YYYY-MM-DDTHH:mm:ss` in the zone, with `±hh:mm` appended unless `naive` (`+00:00`, never `Z`). */
export function formatInZone(instant: Date, timeZone: string, style: 'offset' | 'naive'): string {
  const offsetMs = offsetAt(instant.getTime(), timeZone);
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
