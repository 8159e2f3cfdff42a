/** The showtime sheet's texts in Polish: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Zamknij',
  when: 'Kiedy',
  cinema: 'Kino',
  version: 'Wersja',
  room: 'Sala',
  tickets: 'Bilety',
  ends: 'Koniec o {0}',
  endsAbout: 'Koniec około {0}',
  endsOn: 'Koniec {0} o {1}',
  endsAboutOn: 'Koniec {0} około {1}',
  onSale: 'W sprzedaży',
  onSaleUntil: 'W sprzedaży do {0}',
  book: 'Kup bilety',
  addToCalendar: 'Dodaj do kalendarza',
  googleCalendar: 'Kalendarz Google',
  outlook: 'Outlook',
  share: 'Udostępnij',
  copied: 'Skopiowano tekst i link.',
  copyByHand: 'Kopiowanie jest tu niedozwolone. Zaznacz i skopiuj:',
  directions: 'Dojazd',
};
