/** The showtime sheet's texts in German: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Schließen',
  when: 'Wann',
  cinema: 'Kino',
  version: 'Fassung',
  room: 'Saal',
  tickets: 'Tickets',
  ends: 'Ende {0}',
  endsAbout: 'Ende gegen {0}',
  endsOn: 'Ende {0} {1}',
  endsAboutOn: 'Ende gegen {0} {1}',
  onSale: 'Im Verkauf',
  onSaleUntil: 'Im Verkauf bis {0}',
  book: 'Tickets buchen',
  addToCalendar: 'Zum Kalender hinzufügen',
  googleCalendar: 'Google Kalender',
  outlook: 'Outlook',
  share: 'Teilen',
  copied: 'Text und Link kopiert.',
  copyByHand: 'Kopieren ist hier nicht erlaubt. Markieren und kopieren:',
  directions: 'Route',
};
