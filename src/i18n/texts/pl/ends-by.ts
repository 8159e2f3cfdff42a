/** The ends-by choice's texts in Polish: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Koniec do',
  endsByAbout: 'Koniec do ok.',
  anyTime: 'Dowolnie',
};
