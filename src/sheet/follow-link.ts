/**
 * "Follow in your calendar" (docs/design.md, "The evening"): in proxy mode, a `webcal:` link to
 * the proxy's calendar of the movie, `{proxy-url}/calendar.ics?movie=M&cinemas=C`, which a
 * calendar application subscribes to and refreshes on its own. A chunk the element loads once its
 * first showtimes show; the view draws the link beside the day strip and the sheet in its actions
 * (src/view/follow-link.ts). It imports neither lit nor the texts' loader (src/i18n/messages.ts), only its
 * own table of each language: either import would
 * make the bundler split modules of the element's own file into chunks of their own (rolldown
 * issue 10731), which every page would then fetch before its first showtime.
 */
import { endpointUrl } from '../common/endpoint-url.js';
import type { WidgetConfig } from '../config/config.js';
import type { Language } from '../i18n/locale.js';
import type { TextLanguage } from '../i18n/text-languages.js';
import { texts as de } from '../i18n/texts/de/follow.js';
import { texts as en } from '../i18n/texts/en/follow.js';
import type { FollowTexts } from '../i18n/texts/en/follow.js';
import { texts as es } from '../i18n/texts/es/follow.js';
import { texts as fr } from '../i18n/texts/fr/follow.js';
import { texts as it } from '../i18n/texts/it/follow.js';
import { texts as nl } from '../i18n/texts/nl/follow.js';
import { texts as pl } from '../i18n/texts/pl/follow.js';
import type { Follow } from '../view/view-state.js';

/** The link's words in every language (src/i18n/texts/<language>/follow.ts): a calendar's subscription. */
const FOLLOW_LINK_TEXTS: Record<TextLanguage, FollowTexts> = { en, de, fr, it, es, nl, pl };

/** The link, where there is a calendar to follow: none in token mode (no proxy serves it) or without a movie. */
export function followLink(config: WidgetConfig, language: Language): Follow | undefined {
  const href = followUrl(config);
  return href ? { href, text: FOLLOW_LINK_TEXTS[language.textLanguage].follow } : undefined;
}

/** `webcal:{proxy-url}/calendar.ics?movie=M&cinemas=C`, `cinemas` only where `cinema-ids` is set. */
function followUrl({ proxied, apiBase, movie, cinemaIds }: WidgetConfig): string | undefined {
  if (!proxied || movie === undefined) return undefined;
  const cinemas = cinemaIds.length ? cinemaIds.join(',') : undefined;
  // webcal: is the scheme calendar applications subscribe through; they read the calendar over http(s).
  return endpointUrl(apiBase, 'calendar.ics', { movie, cinemas }).href.replace(/^https?:/, 'webcal:');
}
