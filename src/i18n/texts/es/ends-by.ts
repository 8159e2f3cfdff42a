/** The ends-by choice's texts in Spanish: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Termina antes de',
  endsByAbout: 'Termina aprox. antes de',
  anyTime: 'Cualquier hora',
};
