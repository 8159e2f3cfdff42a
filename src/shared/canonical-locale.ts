/**
 * A BCP 47 tag in its canonical form (`DE-ch` -> `de-CH`, `fra` -> `fr`), or undefined for what is
 * no tag at all (Intl throws on `<b>en</b>`). Attributes, the page's `lang` and the platform's
 * language fields are all read through this one rule.
 */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
