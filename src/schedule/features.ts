/** The badges of a showing: formats and languages from its flags, highlights from its texts. */
import type { Showing } from '../platform/schemas.js';
import type { Feature, FeatureKey, Highlight } from './types.js';

/** Every feature key in the order badges and filter chips appear. */
export const FEATURE_KEYS: readonly FeatureKey[] = [
  '3d',
  'imax',
  'dolby-atmos',
  'dolby-vision',
  'dolby-cinema',
  '4dx',
  'screenx',
  'dbox',
  'hfr',
  'ov',
  'subtitled',
  'dubbed',
  'live',
];

/**
 * The showing's features in `FEATURE_KEYS` order. Subtitled and dubbed also follow from a
 * subtitle or dubbing language alone; original version only from its flag, since every movie
 * has an original language, dubbed or not.
 */
export function featuresOf(showing: Showing): Feature[] {
  const subtitled = languageCode(showing.subtitledLanguage);
  const dubbed = languageCode(showing.dubbedLanguage);
  const present: Record<FeatureKey, boolean> = {
    '3d': showing.isThreeDimensional,
    imax: showing.isImax,
    'dolby-atmos': showing.isDolbyAtmos,
    'dolby-vision': showing.isDolbyVision,
    'dolby-cinema': showing.isDolbyCinema,
    '4dx': showing.is4DX,
    screenx: showing.isScreenX,
    dbox: showing.isDbox,
    hfr: showing.isHFR,
    ov: showing.isOriginalLanguage,
    subtitled: showing.isSubtitled || subtitled !== undefined,
    dubbed: showing.isDubbed || dubbed !== undefined,
    live: showing.isLive,
  };
  const language: Partial<Record<FeatureKey, string>> = {
    ov: languageCode(showing.originalLanguage) ?? languageCode(showing.language),
    subtitled,
    dubbed,
  };
  return FEATURE_KEYS.filter((key) => present[key]).map((key) => {
    const code = language[key];
    return code === undefined ? { key } : { key, language: code };
  });
}

/** Premiere, preview, then the platform's own highlight text. */
export function highlightsOf(showing: Showing): Highlight[] {
  const highlights: Highlight[] = [];
  if (showing.isPremiere) highlights.push({ kind: 'premiere' });
  if (showing.isPreview) highlights.push({ kind: 'preview' });
  const text = showing.highlightText?.trim();
  if (text) highlights.push({ kind: 'text', text });
  return highlights;
}

/**
 * A language field as a canonical BCP 47 tag (`DE` -> `de`, `fra` -> `fr`, `de-ch` -> `de-CH`), or undefined
 * when it is not a language Intl can name: the view names it through `Intl.DisplayNames`, and a
 * free-text value ("German", or "OmU", which reads as a code but names no language Intl knows)
 * would come out as itself in every language.
 */
function languageCode(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i.test(trimmed)) return undefined;
  // A list repeats the same few codes thousands of times; canonicalising one costs far more.
  if (!languageCodes.has(trimmed)) languageCodes.set(trimmed, canonicalLanguage(trimmed));
  return languageCodes.get(trimmed);
}

const languageCodes = new Map<string, string | undefined>();

function canonicalLanguage(tag: string): string | undefined {
  try {
    const [code] = Intl.getCanonicalLocales(tag);
    return code !== undefined && languageNames().of(code) !== undefined ? code : undefined;
  } catch {
    return undefined;
  }
}

let knownLanguages: Intl.DisplayNames | undefined;

/** One instance for every check: `fallback: 'none'` makes `of` answer undefined for unknown codes. */
function languageNames(): Intl.DisplayNames {
  knownLanguages ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return knownLanguages;
}
