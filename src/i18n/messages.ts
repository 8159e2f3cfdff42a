/**
 * Every text a moviegoer reads that `Intl` cannot say, in en, de, fr and it. Each text is one row
 * with its translations side by side (in the order of `TEXT_LANGUAGES`), so a reviewer sees all
 * four at once and a missing one fails the type check. `{0}`, `{1}` ... stand for the values the
 * text is filled with (see `fill`); each row's comment names them.
 */
export const TEXT_LANGUAGES: readonly string[] = ['en', 'de', 'fr', 'it'];

/** One text in every language of `TEXT_LANGUAGES`, in that order. */
export type Translations = readonly [en: string, de: string, fr: string, it: string];

const TEXTS = {
  /** Beside a day that has no showings. */
  noShowings: ['no showings', 'keine Vorstellungen', 'aucune séance', 'nessuno spettacolo'],
  // One language a line: the ellipses and accents make the one-line form longer than a line in bytes.
  // prettier-ignore
  loading: [
    'Loading showtimes…',
    'Spielzeiten werden geladen…',
    'Chargement des séances…',
    'Caricamento degli orari…',
  ],
  /** Nothing in the whole window: {0} first day, {1} last day, {2} a list of cinemas or `anyCinema`. */
  emptyWindow: [
    'No showings from {0} to {1} at {2}.',
    'Keine Vorstellungen von {0} bis {1} in {2}.',
    'Aucune séance du {0} au {1} dans {2}.',
    'Nessuno spettacolo dal {0} al {1} in {2}.',
  ],
  anyCinema: ['any cinema', 'allen Kinos', 'tous les cinémas', 'tutti i cinema'],
  /** {0} the day. */
  emptyDay: [
    'No showings on {0}.',
    'Keine Vorstellungen am {0}.',
    'Aucune séance le {0}.',
    'Nessuno spettacolo il {0}.',
  ],
  emptyFilters: [
    'No showings in the chosen formats.',
    'Keine Vorstellungen in den gewählten Formaten.',
    'Aucune séance dans les formats choisis.',
    'Nessuno spettacolo nei formati scelti.',
  ],
  /** {0} the next day with showings. */
  nextShowings: [
    'Next showings: {0}.',
    'Nächste Vorstellungen: {0}.',
    'Prochaines séances : {0}.',
    'Prossimi spettacoli: {0}.',
  ],
  /** {0} the next day with showings. */
  jumpTo: ['Show {0}', '{0} zeigen', 'Voir {0}', 'Mostra {0}'],
  /** Above the error's own message, which says whether it may pass (a retry button) or not. */
  errorTitle: [
    'Showtimes cannot be shown.',
    'Spielzeiten können nicht angezeigt werden.',
    'Les séances ne peuvent pas être affichées.',
    'Gli orari non possono essere mostrati.',
  ],
  /** Under `errorTitle` for origin-not-allowed: {0} the page's origin, which the platform must register. */
  originNotAllowed: [
    'The cinema platform does not accept this website, {0}.',
    'Die Kinoplattform akzeptiert diese Website, {0}, nicht.',
    'La plateforme des cinémas n’accepte pas ce site, {0}.',
    'La piattaforma dei cinema non accetta questo sito, {0}.',
  ],
  /** The label of the closed technical detail for the site owner (an error's or a notice's). */
  ownerDetails: [
    'Details for the site owner',
    'Details für Websitebetreiber',
    'Détails pour l’exploitant du site',
    'Dettagli per il gestore del sito',
  ],
  /** Beside the showtimes when cinemas asked for are unknown: one, and {0} more (`formatCount` picks). */
  cinemaNotFound: [
    'One of the chosen cinemas could not be found.',
    'Eines der gewählten Kinos wurde nicht gefunden.',
    'Un des cinémas choisis est introuvable.',
    'Uno dei cinema scelti non è stato trovato.',
  ],
  cinemasNotFound: [
    '{0} of the chosen cinemas could not be found.',
    '{0} der gewählten Kinos wurden nicht gefunden.',
    '{0} des cinémas choisis sont introuvables.',
    '{0} dei cinema scelti non sono stati trovati.',
  ],
  /** Beside a day whose showings could not all be read. */
  incomplete: [
    'Not all showings of this day could be loaded.',
    'Nicht alle Vorstellungen dieses Tages konnten geladen werden.',
    'Toutes les séances de ce jour n’ont pas pu être chargées.',
    'Non è stato possibile caricare tutti gli spettacoli di questo giorno.',
  ],
  retry: ['Try again', 'Erneut versuchen', 'Réessayer', 'Riprova'],
  /** {0} how many cinemas are hidden. */
  more: ['Show {0} more cinemas', '{0} weitere Kinos zeigen', 'Voir {0} cinémas de plus', 'Mostra altri {0} cinema'],
  nearMe: ['Nearest to me', 'In meiner Nähe', 'Près de moi', 'Vicino a me'],
  locationUnavailable: [
    'Your location is not available.',
    'Ihr Standort ist nicht verfügbar.',
    'Votre position n’est pas disponible.',
    'La tua posizione non è disponibile.',
  ],
  /** The visible label of the cinema search, whose field holds `searchCinemas` until the viewer types. */
  cinema: ['Cinema', 'Kino', 'Cinéma', 'Cinema'],
  searchCinemas: [
    'Find a cinema by name, city or postal code',
    'Kino nach Name, Ort oder Postleitzahl suchen',
    'Chercher un cinéma par nom, ville ou code postal',
    'Cerca un cinema per nome, città o codice postale',
  ],
  noCinemaMatches: [
    'No cinema matches.',
    'Kein Kino gefunden.',
    'Aucun cinéma ne correspond.',
    'Nessun cinema corrisponde.',
  ],
  formats: ['Formats', 'Formate', 'Formats', 'Formati'],
  allFormats: ['All formats', 'Alle Formate', 'Tous les formats', 'Tutti i formati'],
  /** {0} when ticket sales open. */
  salesOpen: ['Sales open {0}', 'Vorverkauf ab {0}', 'Vente à partir du {0}', 'Vendita dal {0}'],
  salesClosed: ['Sales closed', 'Verkauf beendet', 'Vente terminée', 'Vendita chiusa'],
  premiere: ['Premiere', 'Premiere', 'Première', 'Prima'],
  preview: ['Preview', 'Vorpremiere', 'Avant-première', 'Anteprima'],
  live: ['Live', 'Live', 'En direct', 'In diretta'],
  /** A feature; with a language, its name follows in brackets: "Subtitled (German)". */
  ov: ['Original version', 'Originalversion', 'Version originale', 'Versione originale'],
  subtitled: ['Subtitled', 'Mit Untertiteln', 'Sous-titré', 'Sottotitolato'],
  dubbed: ['Dubbed', 'Synchronisiert', 'Doublé', 'Doppiato'],
  /** {0} the rating. */
  ageRating: ['Rated {0}', 'Freigabe {0}', 'Âge : {0}', 'Età: {0}'],
  /** Said once the chosen day is shown, searched or filtered: {0} the day, {1} how many showtimes. */
  showtimesOn: [
    'Showtimes for {0}: {1}.',
    'Vorstellungen für {0}: {1}.',
    'Séances pour le {0} : {1}.',
    'Spettacoli per {0}: {1}.',
  ],
  /** The end of a booking link's name. */
  newTab: [
    'opens in a new tab',
    'öffnet in einem neuen Tab',
    's’ouvre dans un nouvel onglet',
    'si apre in una nuova scheda',
  ],
  /** A showtime on sale without a booking link. */
  noBooking: [
    'No online booking',
    'Keine Online-Buchung',
    'Pas de réservation en ligne',
    'Nessuna prenotazione online',
  ],
  /** A showtime after midnight, listed on the evening before. */
  afterMidnight: ['after midnight', 'nach Mitternacht', 'après minuit', 'dopo mezzanotte'],
} satisfies Record<string, Translations>;

/** The texts in one language; some still hold `{0}` ... to `fill`. */
export type Messages = Record<keyof typeof TEXTS, string>;

/** The texts in the language at `index` of `TEXT_LANGUAGES`. */
export function messagesIn(index: number): Messages {
  return textsIn(TEXTS, index);
}

/** A table of texts (this one, or the showtime sheet's in its chunk) in the language at `index`. */
export function textsIn<Key extends string>(texts: Record<Key, Translations>, index: number): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<Translations>(texts).map(([key, translations]) => [key, translations[index]]),
  ) as Record<Key, string>;
}

/** A text with `{0}`, `{1}` ... replaced by the values. */
export function fill(text: string, ...values: (string | number)[]): string {
  return text.replace(/\{(\d)\}/g, (_, index: string) => String(values[+index]));
}
