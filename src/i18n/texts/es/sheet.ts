/** The showtime sheet's texts in Spanish: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Cerrar',
  when: 'Cuándo',
  cinema: 'Cine',
  version: 'Versión',
  room: 'Sala',
  tickets: 'Entradas',
  ends: 'Termina a las {0}',
  endsAbout: 'Termina hacia las {0}',
  endsOn: 'Termina el {0} a las {1}',
  endsAboutOn: 'Termina el {0} hacia las {1}',
  onSale: 'A la venta',
  onSaleUntil: 'A la venta hasta el {0}',
  book: 'Comprar entradas',
  addToCalendar: 'Añadir al calendario',
  googleCalendar: 'Google Calendar',
  outlook: 'Outlook',
  share: 'Compartir',
  copied: 'Texto y enlace copiados.',
  copyByHand: 'Aquí no se puede copiar. Selecciona y copia:',
  directions: 'Cómo llegar',
};
