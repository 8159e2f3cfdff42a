/**
 * The viewer's choice as the text of one query parameter (`url-param`, docs/design.md, "URL"):
 * the chosen date first, then each format chip after a `.`, then the cinema search after a `~`:
 * `2026-11-27.imax.subtitled:de~zurich`. Read back strictly: a text that is not of this shape, or
 * names a chip that no showing can have, is no choice at all, so no value can break the widget.
 */
import { FEATURE_KEYS } from '../schedule/features.js';
import type { FeatureKey } from '../schedule/features.js';

export interface UrlChoice {
  date: string;
  /** Format chip ids (`imax`, `subtitled:de`). */
  filter: ReadonlySet<string>;
  query: string;
}

/** The longest search kept from a URL: a name, a city or a postal code, with room to spare. */
const MAX_QUERY = 100;

const CHOICE = /^(\d{4}-\d\d-\d\d)((?:\.[a-z\d-]+(?::[a-z\d-]+)?)*)(?:~(.*))?$/is;

export function choiceText({ date, filter, query }: UrlChoice): string {
  return [date, ...filter].join('.') + (query ? `~${query}` : '');
}

export function choiceFromText(text: string): UrlChoice | undefined {
  const [, date, chips = '', query = ''] = CHOICE.exec(text) ?? [];
  const filter = chips.split('.').slice(1);
  const known = filter.every((id) => FEATURE_KEYS.includes(id.split(':')[0] as FeatureKey));
  return date && known ? { date, filter: new Set(filter), query: query.slice(0, MAX_QUERY) } : undefined;
}
