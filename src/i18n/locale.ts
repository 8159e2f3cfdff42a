/**
 * Which language the widget speaks. The texts come in en, de, fr and it; every locale keeps its
 * own date, time and number formats, so `de-CH` and `gsw` read German with Swiss formats and
 * `es` reads English with Spanish formats.
 */
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import type { Messages } from './messages/messages.js';

const messagesByLanguage: Record<string, Messages> = { en, de, gsw: de, fr, it };

export interface Language {
  /** The locale for `Intl`, e.g. `de-CH`. */
  locale: string;
  /** What to hand `Intl`: the locale, then the language whose texts we show, for engines that lack the first. */
  locales: string[];
  messages: Messages;
}

/** The language for a BCP 47 tag; an invalid tag reads as English. */
export function languageFor(tag: string): Language {
  const locale = canonicalLocale(tag) ?? 'en';
  const primary = locale.split('-')[0]!.toLowerCase();
  const textLanguage = primary in messagesByLanguage ? primary : 'en';
  const messages = messagesByLanguage[textLanguage]!;
  const fallback = messages === de ? 'de' : textLanguage;
  return { locale, locales: locale === fallback ? [locale] : [locale, fallback], messages };
}

/**
 * The locale an element should use: its own `lang`, else the nearest `lang` up the tree (through
 * shadow roots), else the browser's. Invalid tags on the way are passed over.
 */
export function resolveLocale(element: Element): string {
  for (let node: Element | null = element; node; node = parentAcrossShadows(node)) {
    const tag = node.getAttribute('lang');
    if (tag && canonicalLocale(tag)) return tag;
  }
  return navigator.language || 'en';
}

function parentAcrossShadows(element: Element): Element | null {
  const root = element.getRootNode();
  return element.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
}

function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
