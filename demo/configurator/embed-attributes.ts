/**
 * The element's attributes for a choice, in the order the snippet writes them. A value left at
 * the widget's default (no `lang`, 7 days, a day starting at 03:00, no `url-param`, structured
 * data on, time buttons that book) is left out, so the snippet
 * holds what was chosen and nothing else; the live preview gets the very same attributes.
 */
import { DEFAULT_DAYS, DEFAULT_DAY_START } from './choice.js';
import type { Choice } from './choice.js';

/** Where the snippet's page gets its data (and, in token mode, its tokens): absolute, so it works on any origin. */
export interface EmbedSite {
  proxyUrl: string;
  apiBase: string;
  tokenUrl: string;
}

export type EmbedAttributes = readonly (readonly [name: string, value: string])[];

export function embedAttributes(choice: Choice, site: EmbedSite): EmbedAttributes {
  const attributes: [string, string][] =
    choice.source === 'proxy'
      ? [['proxy-url', site.proxyUrl]]
      : [
          ['api-base', site.apiBase],
          ['token-url', site.tokenUrl],
        ];
  if (choice.mode === 'movie') attributes.push(['movie', choice.movie]);
  if (choice.cinemaIds.length > 0) attributes.push(['cinema-ids', choice.cinemaIds.join(',')]);
  if (choice.lang !== '') attributes.push(['lang', choice.lang]);
  if (choice.days !== '' && choice.days !== DEFAULT_DAYS) attributes.push(['days', choice.days]);
  if (choice.dayStart !== '' && choice.dayStart !== DEFAULT_DAY_START) attributes.push(['day-start', choice.dayStart]);
  if (choice.urlParam !== '') attributes.push(['url-param', choice.urlParam]);
  if (!choice.structuredData) attributes.push(['structured-data', 'off']);
  if (choice.showtimeSheet) attributes.push(['showtime-action', 'details']);
  return attributes;
}
