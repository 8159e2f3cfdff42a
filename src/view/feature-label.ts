import { formatLanguage } from '../i18n/format.js';
import type { Language } from '../i18n/locale.js';
import type { Feature, FeatureKey } from '../schedule/types.js';

/** Format names that are brands: the same in every language. */
const brandNames: Record<Exclude<FeatureKey, 'ov' | 'subtitled' | 'dubbed' | 'live'>, string> = {
  '3d': '3D',
  imax: 'IMAX',
  'dolby-atmos': 'Dolby Atmos',
  'dolby-vision': 'Dolby Vision',
  'dolby-cinema': 'Dolby Cinema',
  '4dx': '4DX',
  screenx: 'ScreenX',
  dbox: 'D-BOX',
  hfr: 'HFR',
};

/** A badge's or chip's text: "IMAX", "Original version (English)", "Subtitles: German". */
export function featureLabel({ key, language: code }: Feature, language: Language): string {
  const { messages } = language;
  const named = code === undefined ? undefined : formatLanguage(code, language);
  return key === 'ov' ? messages.originalVersion(named)
    : key === 'subtitled' ? messages.subtitled(named)
    : key === 'dubbed' ? messages.dubbed(named)
    : key === 'live' ? messages.live
    : brandNames[key];
}
