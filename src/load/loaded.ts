/**
 * What a load hands the element, each time it has more to show, and the keys that say whether
 * two configurations show (or fetch) the same.
 */
import type { ConfigResult, WidgetConfig } from '../config/config.js';
import type { Shortfall } from '../common/errors.js';
import type { Language } from '../i18n/locale.js';
import type { Schedule, UnreadState } from '../schedule/types.js';

/** What one load produced so far; `key` names what was asked for (see `dataKey`). */
export interface Loaded {
  key: string;
  config: WidgetConfig;
  /** Its days carry their `unread` state: a day not all read is never shown as empty. */
  schedule: Schedule;
  /** Showings the programs or the schedule left out as unreadable. */
  skipped: number;
  /** The offered dates whose showings are not all read: still `loading`, or `incomplete` (a cut list). */
  unread: ReadonlyMap<string, UnreadState>;
  /** What was asked for but is not there, said beside what is shown: `cinema-ids` the platform does not have. */
  shortfall?: Shortfall;
  /** Where else the movie plays in the offered days, where the cinemas asked for show it on none (elsewhere.ts). */
  elsewhere?: readonly string[];
  /** Where the network failed and saved programs are shown: the notice saying when they were saved. */
  offlineNotice?: ((language: Language) => string) | undefined;
}

/** What is shown: a load with the same data key may stand in for another (a failed refresh keeps it). */
export function dataKey(config: WidgetConfig): string {
  return JSON.stringify([
    config.apiBase,
    config.proxied,
    config.movie,
    config.cinemaIds,
    config.days,
    config.dayStartMinutes,
    config.timeZone,
  ]);
}

/** What is fetched: the data and the token source. Anything else (lang, near) only re-renders. */
export function fetchKey(result: ConfigResult): string {
  return result.ok
    ? JSON.stringify([dataKey(result.config), result.config.token, result.config.tokenUrl])
    : `invalid ${result.error.message}`;
}

/** A load's result, its schedule's days marked with what is not read. */
export function loadedOf(
  config: WidgetConfig,
  schedule: Schedule,
  unread: ReadonlyMap<string, UnreadState>,
  { shortfall, elsewhere }: Pick<Loaded, 'shortfall' | 'elsewhere'> = {},
): Loaded {
  const days = schedule.days.map((day) => {
    const state = unread.get(day.date);
    return state ? { ...day, hasShowings: true, unread: state } : day;
  });
  return {
    key: dataKey(config),
    config,
    schedule: { ...schedule, days },
    skipped: schedule.skipped,
    unread,
    ...(shortfall ? { shortfall } : {}),
    ...(elsewhere ? { elsewhere } : {}),
  };
}

/**
 * A load that no longer runs (it failed, or was left), as drawn: a day it left `loading` will not
 * be read by it, so the day is `incomplete`, with a retry.
 */
export function leftUnread(loaded: Loaded): Loaded {
  if (![...loaded.unread.values()].includes('loading')) return loaded;
  const days = loaded.schedule.days.map((day) => (day.unread ? { ...day, unread: 'incomplete' as const } : day));
  const unread = new Map([...loaded.unread.keys()].map((date) => [date, 'incomplete' as const]));
  return { ...loaded, schedule: { ...loaded.schedule, days }, unread };
}
