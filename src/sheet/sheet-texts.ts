/**
 * The showtime sheet's own texts, in en, de, fr and it side by side as in src/i18n/messages.ts;
 * here, in the sheet's chunk, so a page whose viewers never open a sheet never loads them. The
 * sheet also says what the time buttons say (sales, features, highlights) through the widget's texts.
 */
import type { Language } from '../i18n/locale.js';
import { textsIn, TEXT_LANGUAGES } from '../i18n/messages.js';
import type { Translations } from '../i18n/messages.js';

const SHEET_TEXTS = {
  close: ['Close', 'Schließen', 'Fermer', 'Chiudi'],
  /** The headings of the sheet's facts. */
  when: ['When', 'Wann', 'Quand', 'Quando'],
  cinema: ['Cinema', 'Kino', 'Cinéma', 'Cinema'],
  version: ['Version', 'Fassung', 'Version', 'Versione'],
  room: ['Room', 'Saal', 'Salle', 'Sala'],
  tickets: ['Tickets', 'Tickets', 'Billets', 'Biglietti'],
  /** {0} the end's time, stated by the platform. */
  ends: ['Ends {0}', 'Ende {0}', 'Fin à {0}', 'Fine alle {0}'],
  /** {0} the end's time, estimated from the runtime. */
  endsAbout: ['Ends about {0}', 'Ende gegen {0}', 'Fin vers {0}', 'Fine verso le {0}'],
  /** An end on another date than the start (after midnight): {0} its weekday, {1} its time, stated by the platform. */
  endsOn: ['Ends {0} {1}', 'Ende {0} {1}', 'Fin le {0} à {1}', 'Fine {0} alle {1}'],
  /** The same, estimated from the runtime. */
  endsAboutOn: ['Ends about {0} {1}', 'Ende gegen {0} {1}', 'Fin le {0} vers {1}', 'Fine {0} verso le {1}'],
  onSale: ['On sale', 'Im Verkauf', 'En vente', 'In vendita'],
  /** {0} when ticket sales close. */
  onSaleUntil: ['On sale until {0}', 'Im Verkauf bis {0}', 'En vente jusqu’au {0}', 'In vendita fino a {0}'],
  book: ['Book tickets', 'Tickets buchen', 'Réserver', 'Prenota'],
  addToCalendar: ['Add to calendar', 'Zum Kalender hinzufügen', 'Ajouter au calendrier', 'Aggiungi al calendario'],
  /** The product's name in each language. */
  googleCalendar: ['Google Calendar', 'Google Kalender', 'Google Agenda', 'Google Calendar'],
  outlook: ['Outlook', 'Outlook', 'Outlook', 'Outlook'],
  share: ['Share', 'Teilen', 'Partager', 'Condividi'],
  copied: ['Text and link copied.', 'Text und Link kopiert.', 'Texte et lien copiés.', 'Testo e link copiati.'],
  /** Where the clipboard refuses: the text and link follow, to copy by hand. */
  copyByHand: [
    'Copying is not allowed here. Select and copy:',
    'Kopieren ist hier nicht erlaubt. Markieren und kopieren:',
    'La copie n’est pas permise ici. Sélectionnez et copiez :',
    'Qui non è possibile copiare. Seleziona e copia:',
  ],
  directions: ['Directions', 'Route', 'Itinéraire', 'Indicazioni'],
} satisfies Record<string, Translations>;

export type SheetTexts = Record<keyof typeof SHEET_TEXTS, string>;

/** The sheet's texts in the language the widget speaks. */
export function sheetTexts(language: Language): SheetTexts {
  return textsIn(SHEET_TEXTS, TEXT_LANGUAGES.indexOf(language.locales.at(-1)!));
}
