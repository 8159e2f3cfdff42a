/**
 * The viewer's choice as the text of one query parameter (`url-param`, docs/design.md, "URL"):
 * the chosen date first, then the ends-by time after a `@` (`HHMM`, cinema-local), then each format
 * chip after a `.`, then the cinema search after a `~`: `2026-11-27@2200.imax.subtitled:de~zurich`
 * (a text without `@`, as earlier versions wrote it, reads as before). Read back strictly: a text
 * that is not of this shape, or names a chip that no showing can have, is no choice at all, so no
 * value can break the widget.
 */
import { FEATURE_KEYS } from '../schedule/features.js';
import type { FeatureKey } from '../schedule/features.js';

export interface UrlChoice {
  date: string;
  /** Format chip ids (`imax`, `subtitled:de`). */
  filter: ReadonlySet<string>;
  query: string;
  /** The ends-by time, `HH:MM`; none keeps every showtime. */
  endsBy?: string | undefined;
}

/** The longest search kept from a URL: a name, a city or a postal code, with room to spare. */
const MAX_QUERY = 100;

const CHOICE = /^(\d{4}-\d\d-\d\d)(?:@([01]\d|2[0-3])([0-5]\d))?((?:\.[a-z\d-]+(?::[a-z\d-]+)?)*)(?:~(.*))?$/is;

export function choiceText({ date, filter, query, endsBy }: UrlChoice): string {
  const day = endsBy ? `${date}@${endsBy.replace(':', '')}` : date;
  return [day, ...filter].join('.') + (query ? `~${query}` : '');
}

export function choiceFromText(text: string): UrlChoice | undefined {
  const [, date, hours, minutes, chips = '', query = ''] = CHOICE.exec(text) ?? [];
  const filter = chips.split('.').slice(1);
  const known = filter.every((id) => FEATURE_KEYS.includes(id.split(':')[0] as FeatureKey));
  if (!date || !known) return undefined;
  const choice: UrlChoice = { date, filter: new Set(filter), query: query.slice(0, MAX_QUERY) };
  if (hours) choice.endsBy = `${hours}:${minutes}`;
  return choice;
}
