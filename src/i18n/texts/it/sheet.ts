/** The showtime sheet's texts in Italian: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Chiudi',
  when: 'Quando',
  cinema: 'Cinema',
  version: 'Versione',
  room: 'Sala',
  tickets: 'Biglietti',
  ends: 'Fine alle {0}',
  endsAbout: 'Fine verso le {0}',
  endsOn: 'Fine {0} alle {1}',
  endsAboutOn: 'Fine {0} verso le {1}',
  onSale: 'In vendita',
  onSaleUntil: 'In vendita fino a {0}',
  book: 'Prenota',
  addToCalendar: 'Aggiungi al calendario',
  googleCalendar: 'Google Calendar',
  outlook: 'Outlook',
  share: 'Condividi',
  copied: 'Testo e link copiati.',
  copyByHand: 'Qui non è possibile copiare. Seleziona e copia:',
  directions: 'Indicazioni',
};
