/** The badges of a showing: formats and languages from its flags, highlights from its texts. */
import type { Showing } from '../platform/schemas.js';
import type { Feature, FeatureKey, Highlight } from './types.js';

/** Each feature and the flag that sets it, in the order badges and filter chips appear. */
const FEATURE_FLAGS: readonly [FeatureKey, keyof Showing][] = [
  ['3d', 'isThreeDimensional'],
  ['imax', 'isImax'],
  ['dolby-atmos', 'isDolbyAtmos'],
  ['dolby-vision', 'isDolbyVision'],
  ['dolby-cinema', 'isDolbyCinema'],
  ['4dx', 'is4DX'],
  ['screenx', 'isScreenX'],
  ['dbox', 'isDbox'],
  ['hfr', 'isHFR'],
  ['ov', 'isOriginalLanguage'],
  ['subtitled', 'isSubtitled'],
  ['dubbed', 'isDubbed'],
  ['live', 'isLive'],
];

/** Every feature key in the order badges and filter chips appear. */
export const FEATURE_KEYS = FEATURE_FLAGS.map(([key]) => key);

/**
 * The showing's features in `FEATURE_KEYS` order. Subtitled and dubbed also follow from a
 * subtitle or dubbing language alone; original version only from its flag, since every movie
 * has an original language, dubbed or not.
 */
export function featuresOf(showing: Showing): Feature[] {
  const languages: Partial<Record<FeatureKey, string>> = {
    ov: languageCode(showing.originalLanguage) ?? languageCode(showing.language),
    subtitled: languageCode(showing.subtitledLanguage),
    dubbed: languageCode(showing.dubbedLanguage),
  };
  return FEATURE_FLAGS.flatMap(([key, flag]) => {
    const language = languages[key];
    if (!showing[flag] && (key === 'ov' || !language)) return [];
    return [language ? { key, language } : { key }];
  });
}

/** Premiere, preview, then the platform's own highlight text. */
export function highlightsOf(showing: Showing): Highlight[] {
  const text = showing.highlightText?.trim();
  const highlights: Highlight[] = [];
  if (showing.isPremiere) highlights.push({ kind: 'premiere' });
  if (showing.isPreview) highlights.push({ kind: 'preview' });
  if (text) highlights.push({ kind: 'text', text });
  return highlights;
}

// A list repeats the same few codes thousands of times; canonicalising one costs far more.
const languageCodes = new Map<string, string | undefined>();
let languageNames: Intl.DisplayNames | undefined;

/**
 * A language field as a canonical BCP 47 tag (`DE` -> `de`, `fra` -> `fr`, `de-ch` -> `de-CH`), or undefined
 * when it is not a language Intl can name: the view names it through `Intl.DisplayNames`, and a
 * free-text value ("German", or "OmU", which reads as a code but names no language Intl knows)
 * would come out as itself in every language. What is no tag at all (`<b>en</b>`) makes Intl throw.
 */
function languageCode(value: string | undefined): string | undefined {
  const tag = value?.trim();
  if (!tag) return undefined;
  if (!languageCodes.has(tag)) {
    let code: string | undefined;
    try {
      [code] = Intl.getCanonicalLocales(tag);
      // `fallback: 'none'` makes `of` answer undefined for a code it cannot name.
      languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
      if (languageNames.of(code!) === undefined) code = undefined;
    } catch {
      code = undefined;
    }
    languageCodes.set(tag, code);
  }
  return languageCodes.get(tag);
}
