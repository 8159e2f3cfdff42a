/**
 * How the widget speaks a language: which language an element speaks, its texts, and how `Intl`
 * says numbers, dates, times and names in it, each time in the cinema's zone.
 *
 * The texts come in en, de, fr and it: every text a moviegoer reads that `Intl` cannot say.
 * Numbers, dates, times, language names and the words "today", "tomorrow" and "day" come from
 * `Intl`; brand names of formats (3D, IMAX, ...) are the same in every language. Every locale
 * keeps its own formats, so `de-CH` and `gsw` read German with Swiss formats and `es` reads
 * English with Spanish formats.
 *
 * Building an `Intl` formatter costs far more than using one, and a long program formats
 * thousands of times, so every formatter is made once per locale and options and kept. Only
 * formatting happens here: which date a showing belongs to is the schedule's business.
 */
import type { Feature, FeatureKey } from '../schedule/types.js';
export interface Messages {
  /** Beside a day that has no showings. */
  noShowings: string;
  loading: string;
  /** Nothing in the whole window; `where` is a list of cinemas or `anyCinema`. */
  emptyWindow: (from: string, to: string, where: string) => string;
  anyCinema: string;
  emptyDay: (day: string) => string;
  emptyFilters: string;
  nextShowings: (day: string) => string;
  jumpTo: (day: string) => string;
  /** Announced when a day is chosen. */
  dayChosen: (day: string, count: number) => string;
  errorTitle: string;
  retry: string;
  more: (count: number) => string;
  nearMe: string;
  locationUnavailable: string;
  searchCinemas: string;
  noCinemaMatches: string;
  formats: string;
  allFormats: string;
  salesOpen: (when: string) => string;
  salesClosed: string;
  premiere: string;
  preview: string;
  live: string;
  originalVersion: (language?: string) => string;
  subtitled: (language?: string) => string;
  dubbed: (language?: string) => string;
  ageRating: (rating: string) => string;
  /** A showtime after midnight, listed on the evening before. */
  afterMidnight: string;
}

const en: Messages = {
  noShowings: 'no showings',
  loading: 'Loading showtimes…',
  emptyWindow: (from, to, where) => `No showings from ${from} to ${to} at ${where}.`,
  anyCinema: 'any cinema',
  emptyDay: (day) => `No showings on ${day}.`,
  emptyFilters: 'No showings in the chosen formats.',
  nextShowings: (day) => `Next showings: ${day}.`,
  jumpTo: (day) => `Show ${day}`,
  dayChosen: (day, count) => `${day}: ${count} ${count === 1 ? 'showtime' : 'showtimes'}`,
  errorTitle: 'Showtimes cannot be shown right now.',
  retry: 'Try again',
  more: (count) => `Show ${count} more`,
  nearMe: 'Nearest to me',
  locationUnavailable: 'Your location is not available.',
  searchCinemas: 'Find a cinema by name, city or postal code',
  noCinemaMatches: 'No cinema matches.',
  formats: 'Formats',
  allFormats: 'All formats',
  salesOpen: (when) => `Sales open ${when}`,
  salesClosed: 'Sales closed',
  premiere: 'Premiere',
  preview: 'Preview',
  live: 'Live',
  originalVersion: (language) => (language ? `Original version (${language})` : 'Original version'),
  subtitled: (language) => (language ? `Subtitles: ${language}` : 'Subtitled'),
  dubbed: (language) => (language ? `Dubbed: ${language}` : 'Dubbed'),
  ageRating: (rating) => `Rated ${rating}`,
  afterMidnight: 'after midnight',
};

const de: Messages = {
  noShowings: 'keine Vorstellungen',
  loading: 'Spielzeiten werden geladen…',
  emptyWindow: (from, to, where) => `Keine Vorstellungen von ${from} bis ${to} in ${where}.`,
  anyCinema: 'allen Kinos',
  emptyDay: (day) => `Keine Vorstellungen am ${day}.`,
  emptyFilters: 'Keine Vorstellungen in den gewählten Formaten.',
  nextShowings: (day) => `Nächste Vorstellungen: ${day}.`,
  jumpTo: (day) => `${day} zeigen`,
  dayChosen: (day, count) => `${day}: ${count} ${count === 1 ? 'Vorstellung' : 'Vorstellungen'}`,
  errorTitle: 'Die Spielzeiten können gerade nicht angezeigt werden.',
  retry: 'Erneut versuchen',
  more: (count) => `${count} weitere zeigen`,
  nearMe: 'In meiner Nähe',
  locationUnavailable: 'Ihr Standort ist nicht verfügbar.',
  searchCinemas: 'Kino nach Name, Ort oder Postleitzahl suchen',
  noCinemaMatches: 'Kein Kino gefunden.',
  formats: 'Formate',
  allFormats: 'Alle Formate',
  salesOpen: (when) => `Vorverkauf ab ${when}`,
  salesClosed: 'Verkauf beendet',
  premiere: 'Premiere',
  preview: 'Vorpremiere',
  live: 'Live',
  originalVersion: (language) => (language ? `Originalversion (${language})` : 'Originalversion'),
  subtitled: (language) => (language ? `Untertitel: ${language}` : 'Mit Untertiteln'),
  dubbed: (language) => (language ? `Synchronisiert: ${language}` : 'Synchronisiert'),
  ageRating: (rating) => `Freigabe ${rating}`,
  afterMidnight: 'nach Mitternacht',
};

const fr: Messages = {
  noShowings: 'aucune séance',
  loading: 'Chargement des séances…',
  emptyWindow: (from, to, where) => `Aucune séance du ${from} au ${to} dans ${where}.`,
  anyCinema: 'tous les cinémas',
  emptyDay: (day) => `Aucune séance le ${day}.`,
  emptyFilters: 'Aucune séance dans les formats choisis.',
  nextShowings: (day) => `Prochaines séances : ${day}.`,
  jumpTo: (day) => `Voir ${day}`,
  dayChosen: (day, count) => `${day} : ${count} ${count > 1 ? 'séances' : 'séance'}`,
  errorTitle: 'Les séances ne peuvent pas être affichées pour le moment.',
  retry: 'Réessayer',
  more: (count) => `Voir ${count} de plus`,
  nearMe: 'Près de moi',
  locationUnavailable: 'Votre position n’est pas disponible.',
  searchCinemas: 'Chercher un cinéma par nom, ville ou code postal',
  noCinemaMatches: 'Aucun cinéma ne correspond.',
  formats: 'Formats',
  allFormats: 'Tous les formats',
  salesOpen: (when) => `Vente à partir du ${when}`,
  salesClosed: 'Vente terminée',
  premiere: 'Première',
  preview: 'Avant-première',
  live: 'En direct',
  originalVersion: (language) => (language ? `Version originale (${language})` : 'Version originale'),
  subtitled: (language) => (language ? `Sous-titres : ${language}` : 'Sous-titré'),
  dubbed: (language) => (language ? `Doublé : ${language}` : 'Doublé'),
  ageRating: (rating) => `Âge : ${rating}`,
  afterMidnight: 'après minuit',
};

const it: Messages = {
  noShowings: 'nessuno spettacolo',
  loading: 'Caricamento degli orari…',
  emptyWindow: (from, to, where) => `Nessuno spettacolo dal ${from} al ${to} in ${where}.`,
  anyCinema: 'tutti i cinema',
  emptyDay: (day) => `Nessuno spettacolo il ${day}.`,
  emptyFilters: 'Nessuno spettacolo nei formati scelti.',
  nextShowings: (day) => `Prossimi spettacoli: ${day}.`,
  jumpTo: (day) => `Mostra ${day}`,
  dayChosen: (day, count) => `${day}: ${count} ${count === 1 ? 'spettacolo' : 'spettacoli'}`,
  errorTitle: 'Gli orari non possono essere mostrati in questo momento.',
  retry: 'Riprova',
  more: (count) => `Mostra altri ${count}`,
  nearMe: 'Vicino a me',
  locationUnavailable: 'La tua posizione non è disponibile.',
  searchCinemas: 'Cerca un cinema per nome, città o codice postale',
  noCinemaMatches: 'Nessun cinema corrisponde.',
  formats: 'Formati',
  allFormats: 'Tutti i formati',
  salesOpen: (when) => `Vendita dal ${when}`,
  salesClosed: 'Vendita chiusa',
  premiere: 'Prima',
  preview: 'Anteprima',
  live: 'In diretta',
  originalVersion: (language) => (language ? `Versione originale (${language})` : 'Versione originale'),
  subtitled: (language) => (language ? `Sottotitoli: ${language}` : 'Sottotitolato'),
  dubbed: (language) => (language ? `Doppiato: ${language}` : 'Doppiato'),
  ageRating: (rating) => `Età: ${rating}`,
  afterMidnight: 'dopo mezzanotte',
};

const messagesByLanguage: Record<string, Messages> = { en, de, gsw: de, fr, it };

export interface Language {
  /** The locale for `Intl`, e.g. `de-CH`. */
  locale: string;
  /**
   * What to hand `Intl`: the locale, then the language of the texts, for engines that lack the
   * first. The last is the text language: words `Intl` gives for us ("today") are said in it.
   */
  locales: string[];
  messages: Messages;
}

/** The language for a BCP 47 tag; an invalid tag reads as English. */
export function languageFor(tag: string): Language {
  const locale = canonicalLocale(tag) ?? 'en';
  const primary = locale.split('-')[0]!.toLowerCase();
  const messages = messagesByLanguage[primary] ?? en;
  const textLanguage = messages === de ? 'de' : messages === en ? 'en' : primary;
  return { locale, locales: locale === textLanguage ? [locale] : [locale, textLanguage], messages };
}

/**
 * The locale an element should use: its own `lang`, else the nearest `lang` up the tree (through
 * shadow roots), else the browser's. Invalid tags on the way are passed over.
 */
export function resolveLocale(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement ?? (node.getRootNode() as Partial<ShadowRoot>).host ?? null) {
    const tag = node.getAttribute('lang');
    if (tag && canonicalLocale(tag)) return tag;
  }
  return navigator.language || 'en';
}

function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, unknown>();

/** The `Intl` formatter of that kind, locales and options, made on first use. */
function intl<Options, Formatter>(kind: new (locales: string[], options: Options) => Formatter, locales: string[], options: Options): Formatter {
  const key = kind.name + locales + JSON.stringify(options);
  if (!formatters.has(key)) formatters.set(key, new kind(locales, options));
  return formatters.get(key) as Formatter;
}

function dateTimeFormat(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return intl(Intl.DateTimeFormat, language.locales, { ...options, timeZone });
}

/** A word `Intl` gives us, in the language of the texts around it, starting with a capital. */
function capitalized(word: string, language: Language): string {
  return word[0]!.toLocaleUpperCase(language.locales.at(-1)) + word.slice(1);
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
  if (index > 1) return formatDate(date, 'weekday', language);
  return capitalized(intl(Intl.RelativeTimeFormat, language.locales.slice(-1), { numeric: 'auto' }).format(index, 'day'), language);
}

/** "Day", the name of the day choice. */
export function dayFieldName(language: Language): string {
  return capitalized(intl(Intl.DisplayNames, language.locales.slice(-1), { type: 'dateTimeField' }).of('day')!, language);
}

/**
 * A language's name in the viewer's language ("de" -> "German"); what `Intl` does not know
 * (free text from the platform) is returned as it came.
 */
export function formatLanguage(code: string, language: Language): string {
  try {
    return intl(Intl.DisplayNames, language.locales, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A distance or a runtime with its unit, e.g. "3.2 km" or "125 min". */
export function formatUnit(value: number, unit: 'kilometer' | 'minute', language: Language): string {
  return intl(Intl.NumberFormat, language.locales, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Format names that are brands: the same in every language. */
const brandNames: Record<Exclude<FeatureKey, 'ov' | 'subtitled' | 'dubbed' | 'live'>, string> = {
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

/** A format's badge or chip text: "IMAX", "Original version (English)", "Subtitles: German". */
export function formatFeature({ key, language: code }: Feature, language: Language): string {
  const { messages } = language;
  const named = code === undefined ? undefined : formatLanguage(code, language);
  return key === 'ov' ? messages.originalVersion(named)
    : key === 'subtitled' ? messages.subtitled(named)
    : key === 'dubbed' ? messages.dubbed(named)
    : key === 'live' ? messages.live
    : brandNames[key];
}
