/**
 * Dates, times and names through `Intl`, in the viewer's language and the cinema's zone.
 * Building an `Intl` formatter costs far more than using one, and a long program formats
 * thousands of times, so every formatter is made once per locale, zone and style and kept.
 * Only formatting happens here: which date a showing belongs to is the schedule's business.
 */
import type { Language } from './locale.js';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, create: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter as T;
}

function dateTimeFormat(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${language.locales}|${timeZone}|${JSON.stringify(options)}`, () =>
    new Intl.DateTimeFormat(language.locales, { ...options, timeZone }),
  );
}

/** The wall-clock time at the cinema, in the locale's own convention (20:30 or 8:30 PM). */
export function formatTime(instant: Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, { hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** The zone's short name at that instant, e.g. "CET", "GMT+1" or "EDT", as the locale says it. */
export function formatZoneName(instant: Date, timeZone: string, language: Language): string {
  const parts = dateTimeFormat(language, timeZone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A date and time at the cinema, e.g. "Mon, Nov 2, 10:00 AM" (when ticket sales open). */
export function formatDateTime(instant: Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, {
    weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit',
  }).format(instant);
}

/** long: "Saturday, March 27, 2027"; short: "Sat, Mar 27"; day: "Mar 27"; weekday: "Sat". */
export type DateStyle = 'long' | 'short' | 'day' | 'weekday';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  day: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'short' },
};

/**
 * A calendar date (`YYYY-MM-DD`, already a cinema date) in words. It is formatted as that
 * date in UTC, which no zone can shift to another day.
 */
export function formatDate(date: string, style: DateStyle, language: Language): string {
  return dateTimeFormat(language, 'UTC', dateStyles[style]).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The name of a day in the day choice: "Today" and "Tomorrow" for the first two days offered
 * (`index` 0 and 1), else the weekday ("Sat"), as the viewer's language says them.
 */
export function formatDayName(date: string, index: number, language: Language): string {
  if (index === 0) return language.messages.today;
  if (index === 1) return language.messages.tomorrow;
  return formatDate(date, 'weekday', language);
}

/**
 * A language's name in the viewer's language ("de" -> "German"); what `Intl` does not know
 * (free text from the platform) is returned as it came.
 */
export function formatLanguage(code: string, language: Language): string {
  try {
    return cached(`l|${language.locales}`, () => new Intl.DisplayNames(language.locales, { type: 'language' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A distance or a runtime with its unit, e.g. "3.2 km" or "125 min". */
export function formatUnit(value: number, unit: 'kilometer' | 'minute', language: Language): string {
  return cached(`n|${language.locales}|${unit}`, () =>
    new Intl.NumberFormat(language.locales, { style: 'unit', unit, maximumFractionDigits: 1 }),
  ).format(value);
}
