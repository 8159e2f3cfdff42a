/**
 * The languages the widget's texts are written in: the one list every table of texts is keyed by
 * (docs/languages.md). Each has a folder in src/i18n/texts/ with a file per table; a table that
 * lacks a language of this list fails the type check.
 */
export const TEXT_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'] as const;

/** A language the texts are written in; the first of `TEXT_LANGUAGES` is what a language without texts reads. */
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * A text that says a count, by the plural category `Intl.PluralRules` gives the count in its language
 * ("1 seans", "2 seanse", "5 seansów"): each table holds exactly the categories its language has
 * (test/node/texts.test.ts); `{0}` in any is the count.
 */
export type Plural = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
