/**
 * The feature concept in one place: the format and language badges a showing can carry (spec:
 * the Showing's flags and languages), the flag that sets each, their order, their filter ids, and
 * which of them some showtimes have.
 */
import type { ProgramAccessibility, ProgramShowing, ShowingFlag } from '../program/program.js';
import { canonicalLocale } from '../common/canonical-locale.js';
import { BoundedCache } from '../common/bounded-cache.js';

/** A format or language badge a showing can carry (spec: the Showing's flags and languages). */
export type FeatureKey =
  | '3d'
  | 'imax'
  | 'dolby-atmos'
  | 'dolby-vision'
  | 'dolby-cinema'
  | '4dx'
  | 'screenx'
  | 'dbox'
  | 'hfr'
  | 'ov'
  | 'subtitled'
  | 'dubbed'
  | 'live'
  | 'captions'
  | 'audio-description'
  | 'wheelchair';

/** `language`: a BCP 47 / ISO code for ov, subtitled and dubbed when the showing names one. */
export interface Feature {
  key: FeatureKey;
  language?: string;
}

/** Each feature and the flag that sets it, in the order badges and filter chips appear. */
const FEATURE_FLAGS: readonly [FeatureKey, ShowingFlag][] = [
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

/** The accessibility features, after the formats and languages. */
const ACCESSIBILITY_KEYS: readonly FeatureKey[] = ['captions', 'audio-description', 'wheelchair'];

/** Every feature key in the order badges and filter chips appear. */
export const FEATURE_KEYS = [...FEATURE_FLAGS.map(([key]) => key), ...ACCESSIBILITY_KEYS];

/**
 * The showing's features in `FEATURE_KEYS` order. Subtitled and dubbed also follow from a
 * subtitle or dubbing language alone; original version only from its flag, since every movie
 * has an original language, dubbed or not. `country` is the cinema's (`countryCode`): the movie's
 * accessibility is given a country at a time.
 */
export function featuresOf(
  showing: ProgramShowing,
  accessibility: readonly ProgramAccessibility[] | undefined,
  country?: string,
): Feature[] {
  const languages: Partial<Record<FeatureKey, string>> = {
    ov: languageCode(showing.originalLanguage) ?? languageCode(showing.language),
    subtitled: languageCode(showing.subtitledLanguage),
    dubbed: languageCode(showing.dubbedLanguage),
  };
  const formats = FEATURE_FLAGS.flatMap(([key, flag]) => {
    const language = languages[key];
    if (!showing[flag] && (key === 'ov' || !language)) return [];
    return [language ? { key, language } : { key }];
  });
  return [...formats, ...accessibilityOf(showing, accessibility, country)];
}

/**
 * Captions and audio description where the movie's accessibility for the cinema's country says so
 * (spec: Movie, `movieAccessibility`, `iso31661`), wheelchair spaces where the room has them (spec:
 * CinemaRoom). Nothing is claimed that the platform does not say: an entry for another country, or
 * a cinema without a country, claims nothing.
 */
function accessibilityOf(
  { cinemaRoom }: ProgramShowing,
  entries: readonly ProgramAccessibility[] | undefined,
  countryCode: string | undefined,
): Feature[] {
  const country = countryCode?.trim().toUpperCase();
  const here = country ? entries?.find((entry) => entry.iso31661?.trim().toUpperCase() === country) : undefined;
  const offered = [here?.hasClosedCaption, here?.hasAudioDescription, cinemaRoom?.hasWheelchairSpaces];
  return ACCESSIBILITY_KEYS.filter((_, index) => offered[index]).map((key) => ({ key }));
}

// A list repeats the same few codes thousands of times; canonicalising one costs far more. The
// values are the platform's free text, so they are capped.
const languageCodes = new BoundedCache<string, string | undefined>(256);
let languageNames: Intl.DisplayNames | undefined;

/**
 * A language field as a canonical BCP 47 tag (`DE` -> `de`, `fra` -> `fr`, `de-ch` -> `de-CH`), or undefined
 * when it is not a language Intl can name: the view names it through `Intl.DisplayNames`, and a
 * free-text value ("German", or "OmU", which reads as a code but names no language Intl knows)
 * would come out as itself in every language.
 */
function languageCode(value: string | undefined): string | undefined {
  const tag = value?.trim();
  if (!tag) return undefined;
  return languageCodes.get(tag, () => {
    const code = canonicalLocale(tag);
    // `fallback: 'none'` makes `of` answer undefined for a code it cannot name.
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return code && languageNames.of(code) !== undefined ? code : undefined;
  });
}
/** The filter id of a feature: its key, with the language when it has one (`subtitled:de`). */
export function featureId(feature: Feature): string {
  return feature.language === undefined ? feature.key : `${feature.key}:${feature.language}`;
}

/** The distinct features of some showtimes, in badge order, languages alphabetically within a key. */
export function featuresPresent(showtimes: readonly { features: readonly Feature[] }[]): Feature[] {
  const distinct = new Map<string, Feature>();
  for (const showtime of showtimes) {
    for (const feature of showtime.features) distinct.set(featureId(feature), feature);
  }
  return [...distinct.values()].sort(
    (a, b) =>
      FEATURE_KEYS.indexOf(a.key) - FEATURE_KEYS.indexOf(b.key) || (a.language ?? '').localeCompare(b.language ?? ''),
  );
}

/** A filter chip: a feature and its filter id. */
export interface FilterChip {
  id: string;
  feature: Feature;
}

/**
 * The chips for a day's showtimes: each feature that splits them (some have it, some not), in
 * badge order. A feature every showtime has filters nothing, so it gets no chip; one the viewer
 * turned on (in `active`) keeps its chip, so it can be turned off again.
 */
export function filterChips(
  showtimes: readonly { features: readonly Feature[] }[],
  active: ReadonlySet<string>,
): FilterChip[] {
  return featuresPresent(showtimes)
    .map((feature) => ({ id: featureId(feature), feature }))
    .filter(
      ({ id }) =>
        active.has(id) ||
        !showtimes.every((showtime) => showtime.features.some((feature) => featureId(feature) === id)),
    );
}
