/** What a loaded benchmark page shows, day by day, against the platform's showings of those days. */
import type { PageSite } from '../../test/support/page-site.js';
import type { PageLoad } from './measure.js';

/** The widget's default day start, 03:00. */
const DAY_START_MINUTES = 180;

/** The business date of a platform date-time with its offset: its wall date, or the day before before day-start. */
function businessDate(startDatetime: string): string {
  const [hours, minutes] = startDatetime.slice(11, 16).split(':').map(Number) as [number, number];
  if (hours * 60 + minutes >= DAY_START_MINUTES) return startDatetime.slice(0, 10);
  return new Date(Date.parse(`${startDatetime.slice(0, 10)}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Clicks through every offered day and counts the showtimes shown against the platform's. */
export async function shownAgainstExpected(
  load: PageLoad,
  site: PageSite,
  now: string,
): Promise<{ shown: number; expected: number }> {
  const expectedByDay = new Map<string, number>();
  for (const showing of site.emulator.showings({ movieId: 550 })) {
    if (Date.parse(showing.start) <= Date.parse(now) || showing.state === 'draft') continue;
    const date = businessDate(showing.startDatetime);
    expectedByDay.set(date, (expectedByDay.get(date) ?? 0) + 1);
  }
  const shownByDay = await load.page.evaluate(async () => {
    const element = document.querySelector('showtime-finder') as HTMLElement & { updateComplete: Promise<unknown> };
    const root = element.shadowRoot!;
    const counts: Record<string, number> = {};
    for (const date of [...root.querySelectorAll<HTMLElement>('[part~="day"]')].map((day) => day.dataset['date']!)) {
      root.querySelector<HTMLElement>(`[part~="day"][data-date="${date}"]`)!.click();
      await element.updateComplete;
      await new Promise(requestAnimationFrame);
      counts[date] = root.querySelectorAll('[part~="showtime"]').length;
    }
    return counts;
  });
  let shown = 0;
  let expected = 0;
  for (const [date, count] of Object.entries(shownByDay)) {
    shown += count;
    expected += expectedByDay.get(date) ?? 0;
  }
  return { shown, expected };
}
