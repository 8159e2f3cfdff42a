/** The ends-by choice's texts in German: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Ende bis',
  endsByAbout: 'Ende bis ca.',
  anyTime: 'Egal',
};
