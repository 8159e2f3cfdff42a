/** The showtime sheet's texts in French: see ../en/sheet.ts for what each says. */
import type { SheetTexts } from '../en/sheet.js';

export const texts: SheetTexts = {
  close: 'Fermer',
  when: 'Quand',
  cinema: 'Cinéma',
  version: 'Version',
  room: 'Salle',
  tickets: 'Billets',
  ends: 'Fin à {0}',
  endsAbout: 'Fin vers {0}',
  endsOn: 'Fin le {0} à {1}',
  endsAboutOn: 'Fin le {0} vers {1}',
  onSale: 'En vente',
  onSaleUntil: 'En vente jusqu’au {0}',
  book: 'Réserver',
  addToCalendar: 'Ajouter au calendrier',
  googleCalendar: 'Google Agenda',
  outlook: 'Outlook',
  share: 'Partager',
  copied: 'Texte et lien copiés.',
  copyByHand: 'La copie n’est pas permise ici. Sélectionnez et copiez :',
  directions: 'Itinéraire',
};
