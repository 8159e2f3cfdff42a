/**
 * How the widget speaks a language: which language an element speaks, its texts, and how `Intl`
 * says numbers, dates, times and names in it, each time in the cinema's zone.
 *
 * The texts come in the languages of `TEXT_LANGUAGES` (text-languages.ts; each loads when first
 * spoken, messages.ts): every text a moviegoer reads that `Intl` cannot say. Numbers, dates, times,
 * language names and the words "today", "tomorrow" and "day" come from `Intl`; brand names of formats (3D, IMAX, ...)
 * are the same in every language. Every locale keeps its own formats, so `de-CH` and `gsw` read
 * German with Swiss formats and `pt` reads English with Portuguese formats.
 *
 * Building an `Intl` formatter costs far more than using one, and a long program formats
 * thousands of times, so every formatter is made once per locale and options and kept. Only
 * formatting happens here: which date a showing belongs to is the schedule's business.
 */
import type { Feature, FeatureKey } from '../schedule/features.js';
import type { Price } from '../schedule/types.js';
import { canonicalLocale } from '../common/canonical-locale.js';
import { BoundedCache } from '../common/bounded-cache.js';
import { fill, loadMessages, messagesOf } from './messages.js';
import type { Messages } from './messages.js';
import { TEXT_LANGUAGES } from './text-languages.js';
import type { Plural, TextLanguage } from './text-languages.js';

export interface Language {
  /** What to hand `Intl`: the locale (e.g. `de-CH`), then the text language, for engines that lack the first. */
  locales: string[];
  /** The language of the texts: every table's, and the words `Intl` gives for us ("today"), are said in it. */
  textLanguage: TextLanguage;
  messages: Messages;
}

/** The language for a BCP 47 tag, once its texts are here (`loadLanguage`); an invalid tag reads as English. */
export function languageFor(tag: string): Language | undefined {
  const { locale, textLanguage } = localeOf(tag);
  const messages = messagesOf(textLanguage);
  return messages && { locales: locale === textLanguage ? [locale] : [locale, textLanguage], textLanguage, messages };
}

/** Brings the texts of a tag's language, once for the page; rejects where they cannot load. */
export function loadLanguage(tag: string): Promise<void> {
  return loadMessages(localeOf(tag).textLanguage);
}

/** A tag's locale, and the language its texts are in: Swiss German reads German, a language without texts English. */
function localeOf(tag: string): { locale: string; textLanguage: TextLanguage } {
  const locale = canonicalLocale(tag) ?? 'en';
  const primary = locale.split('-')[0]!;
  const written = primary === 'gsw' ? 'de' : primary;
  return { locale, textLanguage: TEXT_LANGUAGES.find((language) => language === written) ?? TEXT_LANGUAGES[0] };
}

/**
 * The locale an element should use: its own `lang`, else the nearest `lang` up the tree (through
 * shadow roots), else the browser's. Invalid tags on the way are passed over.
 */
export function resolveLocale(element: Element): string {
  return pageLocale(element) ?? (navigator.language || 'en');
}

/** The nearest valid `lang` from the element up the tree (through shadow roots): what the page asked for, if any. */
export function pageLocale(element: Element): string | undefined {
  for (
    let node: Element | null = element;
    node;
    node = node.parentElement ?? (node.getRootNode() as Partial<ShadowRoot>).host ?? null
  ) {
    const tag = node.getAttribute('lang');
    if (tag && canonicalLocale(tag)) return tag;
  }
  return undefined;
}

/** The tags `tellUntranslated` has warned of: a page hears of each once, however many elements speak it. */
const warnedTags = new Set<string>();

/**
 * Tells the site owner, once for the page, that a tag the page asked for has no texts of its own, so
 * its viewers read English (dates and numbers still follow the tag where the browser knows it).
 */
export function tellUntranslated(tag: string): void {
  if (warnedTags.has(tag)) return;
  warnedTags.add(tag);
  const { locale, textLanguage } = localeOf(tag);
  if (textLanguage !== TEXT_LANGUAGES[0] || locale.split('-')[0] === textLanguage) return;
  const shipped = TEXT_LANGUAGES.join(', ');
  console.warn(`showtime-finder: lang="${tag}" has no texts, so the widget reads English; texts ship in ${shipped}.`);
}

// Each kind, locale and options (a cinema's zone among them) makes one; a page uses a few dozen.
const formatters = new BoundedCache<string, unknown>(128);
/**
 * The texts a long day repeats: a thousand showtimes name a few dates, times and languages, each
 * far slower to format than to look up. A date's or time's key starts with its digits
 * (`2026-11-22`), a language's with its letters (canonical codes from the schedule, `de`). A few
 * hundred serve a long day; the cap keeps a page that stays open for weeks of days from growing.
 */
const texts = new BoundedCache<string, string>(4096);

/** The `Intl` formatter of that kind, locales and options, made on first use. */
function intl<Options, Formatter>(
  kind: new (locales: string[], options: Options) => Formatter,
  locales: string[],
  options: Options,
): Formatter {
  return formatters.get(kind.name + locales + JSON.stringify(options), () => new kind(locales, options)) as Formatter;
}

function dateTimeFormat(
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return intl(Intl.DateTimeFormat, language.locales, { ...options, timeZone });
}

/** A word `Intl` gives us, in the language of the texts around it, starting with a capital. */
function capitalized(word: string, language: Language): string {
  return word[0]!.toLocaleUpperCase(language.textLanguage) + word.slice(1);
}

/** The zone's short name at that instant, e.g. "CET", "GMT+1" or "EDT", as the locale says it. */
export function formatZoneName(instant: Date, timeZone: string, language: Language): string {
  // With timeZoneName asked for, Intl always writes that part.
  const parts = dateTimeFormat(language, timeZone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')!.value;
}

/** A date and time at the cinema, e.g. "Mon, Nov 2, 10:00 AM" (when ticket sales open). */
export function formatDateTime(instant: Date, timeZone: string, language: Language): string {
  return dateTimeFormat(language, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** An instant in the viewer's own zone: its time ("19:02"), or its date and time ("Nov 22, 2026, 7:02 PM"). */
export function formatViewerTime(instant: Date, withDate: boolean, language: Language): string {
  const options: Intl.DateTimeFormatOptions = withDate
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { timeStyle: 'short' };
  return intl(Intl.DateTimeFormat, language.locales, options).format(instant);
}

/** long: "Saturday, March 27, 2027"; short: "Sat, Mar 27"; day: "Mar 27"; weekday: "Sat". */
export type DateStyle = 'long' | 'short' | 'day' | 'weekday';

/** The date styles, and a time of day ("20:30", "8:30 PM"). */
const WALL_CLOCK_STYLES: Record<DateStyle | 'time', Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  day: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/**
 * A cinema's wall-clock date or time (`YYYY-MM-DDTHH:mm`, already the cinema's) in words: formatted
 * as that wall time in UTC, which no zone can shift, and kept, so a day's thousand time buttons
 * look up a few dozen texts instead of formatting each instant in its zone.
 */
function wallClockText(wallTime: string, style: DateStyle | 'time', language: Language): string {
  return texts.get(`${wallTime} ${style} ${language.locales}`, () =>
    dateTimeFormat(language, 'UTC', WALL_CLOCK_STYLES[style]).format(new Date(`${wallTime}Z`)),
  );
}

/** A cinema's time of day (`HH:mm`, the schedule's `local.time`) in the locale's convention (20:30 or 8:30 PM). */
export function formatTime(time: string, language: Language): string {
  return wallClockText(`2000-01-01T${time}`, 'time', language);
}

/** A calendar date (`YYYY-MM-DD`, already a cinema date) in words. */
export function formatDate(date: string, style: DateStyle, language: Language): string {
  return wallClockText(`${date}T12:00`, style, language);
}

/**
 * The name of a day in the day choice: "Today" and "Tomorrow" for the viewer's own today and
 * tomorrow (the schedule decides which dates those are), else the weekday ("Sat"), as the
 * viewer's language says them.
 */
export function formatDayName(date: string, relative: 'today' | 'tomorrow' | undefined, language: Language): string {
  if (!relative) return formatDate(date, 'weekday', language);
  return capitalized(
    intl(Intl.RelativeTimeFormat, [language.textLanguage], { numeric: 'auto' }).format(
      +(relative === 'tomorrow'),
      'day',
    ),
    language,
  );
}

/** "Day", the name of the day choice. */
export function dayFieldName(language: Language): string {
  return capitalized(intl(Intl.DisplayNames, [language.textLanguage], { type: 'dateTimeField' }).of('day')!, language);
}

/**
 * A language's name in the viewer's language ("de" -> "German"); what `Intl` does not know
 * (free text from the platform) is returned as it came.
 */
export function formatLanguage(code: string, language: Language): string {
  return texts.get(`${code} ${language.locales}`, () => {
    try {
      // The default fallback ("code") answers a well-formed but unknown code with itself.
      return intl(Intl.DisplayNames, language.locales, { type: 'language' }).of(code)!;
    } catch {
      return code;
    }
  });
}

/**
 * A count in words, in the form the text language gives it (`Intl.PluralRules`): "1 showtime", "0 séance",
 * "2 seanse", "5 seansów"; {0} in each form is the count. An engine whose plural rules name a category
 * the text lacks (an older or newer CLDR) gets `other`, the form CLDR says every language has.
 */
export function formatCount(count: number, text: Plural, language: Language): string {
  const category = intl(Intl.PluralRules, [language.textLanguage], {}).select(count);
  return fill(text[category] ?? text.other, count);
}

/**
 * A price in the viewer's locale and the cinema's currency ("CHF 14.50", "14,50 CHF"): the amount is
 * in the currency's minor units, as many as `Intl` gives the currency digits (JPY none). None for a
 * currency `Intl` does not know: an amount of no known currency claims nothing.
 */
export function formatPrice({ amount, currency }: Price, language: Language): string | undefined {
  try {
    const format = intl(Intl.NumberFormat, language.locales, { style: 'currency', currency });
    return format.format(amount / 10 ** format.resolvedOptions().maximumFractionDigits!);
  } catch {
    return undefined;
  }
}

/** A distance or a runtime with its unit, e.g. "3.2 km" or "125 min". */
export function formatUnit(value: number, unit: 'kilometer' | 'minute', language: Language): string {
  return intl(Intl.NumberFormat, language.locales, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The features whose names are texts of each language: languages, live, and accessibility. */
type TranslatedFeature = 'ov' | 'subtitled' | 'dubbed' | 'live' | 'captions' | 'audio-description' | 'wheelchair';

/** Format names that are brands: the same in every language. */
export const BRAND_NAMES: Record<Exclude<FeatureKey, TranslatedFeature>, string> = {
  '3d': '3D',
  imax: 'IMAX',
  'dolby-atmos': 'Dolby Atmos',
  'dolby-vision': 'Dolby Vision',
  'dolby-cinema': 'Dolby Cinema',
  '4dx': '4DX',
  screenx: 'ScreenX',
  dbox: 'D-BOX',
  hfr: 'HFR',
};

/**
 * The marks that stand for accessibility features where a version's label is shown (the chips and
 * the ears get their names): the signs cinemas print in their programs, the same in every language.
 * The wheelchair sign is asked for in its text form (U+FE0E), not as a coloured emoji.
 */
export const FEATURE_MARKS: Partial<Record<FeatureKey, string>> = {
  captions: 'CC',
  'audio-description': 'AD',
  wheelchair: '\u267F\uFE0E',
};

/** A format's badge or chip text: "IMAX", "Original version (English)", "Subtitled (German)". */
export function formatFeature({ key, language: code }: Feature, language: Language): string {
  const { messages } = language;
  if (key === 'ov' || key === 'subtitled' || key === 'dubbed') {
    return code === undefined ? messages[key] : `${messages[key]} (${formatLanguage(code, language)})`;
  }
  return key in BRAND_NAMES ? BRAND_NAMES[key as keyof typeof BRAND_NAMES] : messages[key as TranslatedFeature];
}
