/**
 * The ends-by choice (docs/design.md, "The evening"), the entry of a chunk that loads after the
 * first showtime: which times split the chosen day, what the choice says in the viewer's language,
 * and the test the listing keeps showtimes by. The view draws it (src/view/ends-by-control.ts).
 */
import type { Language } from '../i18n/locale.js';
import { endsBy, endsByTimes, endsEstimated } from '../schedule/ends-by.js';
import type { Schedule, Showtime } from '../schedule/types.js';
import type { EndsByChoice } from '../view/view-state.js';
import { endsByTexts } from './ends-by-texts.js';

export { endsBy };

export interface EndsByDay {
  schedule: Schedule;
  /** The chosen day's showtimes as the format chips leave them. */
  showtimes: readonly Showtime[];
  dayStartMinutes: number;
  chosen: string | undefined;
  language: Language;
}

/** The choice for a day; none where no time splits it (and none is chosen). */
export function endsByChoice({ schedule, showtimes, dayStartMinutes, chosen, language }: EndsByDay) {
  const times = endsByTimes(showtimes, schedule, dayStartMinutes, chosen);
  if (!times.length) return undefined;
  const texts = endsByTexts(language);
  const label = endsEstimated(showtimes, schedule) ? texts.endsByAbout : texts.endsBy;
  const choice: EndsByChoice = { times, chosen, label, anyTime: texts.anyTime };
  return choice;
}
