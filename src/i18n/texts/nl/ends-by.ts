/** The ends-by choice's texts in Dutch: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Afgelopen vóór',
  endsByAbout: 'Afgelopen vóór ca.',
  anyTime: 'Maakt niet uit',
};
