/** The showtime sheet's texts in Dutch: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Sluiten',
  when: 'Wanneer',
  cinema: 'Bioscoop',
  version: 'Versie',
  room: 'Zaal',
  tickets: 'Tickets',
  ends: 'Einde {0}',
  endsAbout: 'Einde rond {0}',
  endsOn: 'Einde {0} {1}',
  endsAboutOn: 'Einde {0} rond {1}',
  onSale: 'In de verkoop',
  onSaleUntil: 'In de verkoop tot {0}',
  book: 'Tickets bestellen',
  addToCalendar: 'Aan agenda toevoegen',
  googleCalendar: 'Google Agenda',
  outlook: 'Outlook',
  share: 'Delen',
  copied: 'Tekst en link gekopieerd.',
  copyByHand: 'Kopiëren is hier niet toegestaan. Selecteer en kopieer:',
  directions: 'Routebeschrijving',
};
