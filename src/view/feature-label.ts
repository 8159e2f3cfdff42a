import type { Language } from '../i18n/locale.js';
import { formatLanguage } from '../i18n/format.js';
import type { Feature, FeatureKey, Highlight } from '../schedule/types.js';

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

/** A badge's text: "IMAX", "Original version (English)", "Subtitles: German". */
export function featureLabel(feature: Feature, language: Language): string {
  const { messages } = language;
  const named = feature.language === undefined ? undefined : formatLanguage(feature.language, language);
  switch (feature.key) {
    case 'ov':
      return messages.originalVersion(named);
    case 'subtitled':
      return messages.subtitled(named);
    case 'dubbed':
      return messages.dubbed(named);
    case 'live':
      return messages.live;
    default:
      return brandNames[feature.key];
  }
}

/** A highlight's text; the platform's own `highlightText` is shown as text, never as markup. */
export function highlightLabel(highlight: Highlight, language: Language): string {
  if (highlight.kind === 'text') return highlight.text;
  return highlight.kind === 'premiere' ? language.messages.premiere : language.messages.preview;
}
