/** The ends-by choice's texts in French: see ../en/ends-by.ts for what each says. */
import type { EndsByTexts } from '../en/ends-by.js';

export const texts: EndsByTexts = {
  endsBy: 'Fin avant',
  endsByAbout: 'Fin avant env.',
  anyTime: 'Peu importe',
};
