/**
 * The viewer's choice in the page's URL (`url-param="NAME"`, docs/design.md, "URL"): read when a
 * load opens and when the back button brings another URL, written on each choice the viewer makes.
 */
import type { DayOption } from '../schedule/types.js';
import { choiceFromText, choiceText } from './choice-text.js';
import type { UrlChoice } from './choice-text.js';
import { readPageParam, writePageParam } from './page-query.js';

export type { UrlChoice } from './choice-text.js';

/**
 * The choice the page's URL holds under `name`, where it names a day among `days`. Anything else
 * the parameter holds is ignored, with one console line: a link that outlived its day, or a value
 * that is not this widget's.
 */
export function choiceInUrl(name: string, days: readonly DayOption[]): UrlChoice | undefined {
  const text = readPageParam(name);
  if (text === null) return undefined;
  const choice = choiceFromText(text);
  if (choice && days.some((day) => day.date === choice.date)) return choice;
  const why = choice
    ? `${choice.date} is not among the days offered`
    : 'expected YYYY-MM-DD, then @HHMM, .chips and ~search';
  console.warn(`showtime-finder: ${name}=${text} in the page's URL is ignored: ${why}.`);
  return undefined;
}

export function keepChoiceInUrl(name: string, choice: UrlChoice): void {
  writePageParam(name, choiceText(choice));
}
