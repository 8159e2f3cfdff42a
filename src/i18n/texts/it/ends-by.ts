/** The ends-by choice's texts in Italian: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Fine entro',
  endsByAbout: 'Fine entro circa',
  anyTime: 'Qualsiasi',
};
