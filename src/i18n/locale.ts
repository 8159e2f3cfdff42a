/**
 * Which language the widget speaks. The texts come in en, de, fr and it; every locale keeps its
 * own date, time and number formats, so `de-CH` and `gsw` read German with Swiss formats and
 * `es` reads English with Spanish formats.
 */
import { de, en, fr, it } from './messages.js';
import type { Messages } from './messages.js';

const messagesByLanguage: Record<string, Messages> = { en, de, gsw: de, fr, it };

export interface Language {
  /** The locale for `Intl`, e.g. `de-CH`. */
  locale: string;
  /**
   * What to hand `Intl`: the locale, then the language of the texts, for engines that lack the
   * first. The last is the text language: words `Intl` gives for us ("today") are said in it.
   */
  locales: string[];
  messages: Messages;
}

/** The language for a BCP 47 tag; an invalid tag reads as English. */
export function languageFor(tag: string): Language {
  const locale = canonicalLocale(tag) ?? 'en';
  const primary = locale.split('-')[0]!.toLowerCase();
  const messages = messagesByLanguage[primary] ?? en;
  const textLanguage = messages === de ? 'de' : messages === en ? 'en' : primary;
  return { locale, locales: locale === textLanguage ? [locale] : [locale, textLanguage], messages };
}

/**
 * The locale an element should use: its own `lang`, else the nearest `lang` up the tree (through
 * shadow roots), else the browser's. Invalid tags on the way are passed over.
 */
export function resolveLocale(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement ?? (node.getRootNode() as Partial<ShadowRoot>).host ?? null) {
    const tag = node.getAttribute('lang');
    if (tag && canonicalLocale(tag)) return tag;
  }
  return navigator.language || 'en';
}

function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
