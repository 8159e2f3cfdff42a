/**
 * A BCP 47 tag in its canonical form (`DE-ch` -> `de-CH`, `fra` -> `fr`), or undefined for what is
 * no tag at all (Intl throws on `<b>en</b>`). A POSIX locale's underscore reads as BCP 47's hyphen
 * (`de_DE` -> `de-DE`): a site that writes its server's locale names what it means. Attributes, the
 * page's `lang` and the platform's language fields are all read through this one rule.
 */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}
