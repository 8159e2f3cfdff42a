/**
 * The languages the widget speaks, and which one an element speaks. The texts come in en, de, fr
 * and it: every text a moviegoer reads that `Intl` cannot say. Numbers, dates, times, language
 * names and the words "today", "tomorrow" and "day" come from `Intl` (format.ts), where the
 * brand names of formats (3D, IMAX, ...) are too: the same in every language. Every locale keeps
 * its own date, time and number formats, so `de-CH` and `gsw` read German with Swiss formats
 * and `es` reads English with Spanish formats.
 */
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
