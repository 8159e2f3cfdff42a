/** Where a showtime is booked, and whether booking is open yet (spec: the Showing's fields). */
import type { Showing } from '../platform/schemas.js';
import type { Sales } from './types.js';
import { httpUrl } from './web-url.js';
import { localDateTime, resolveInstant } from './zoned-time.js';

/**
 * `onlineTicketUrl`, else `bookingUrlExternal`, else the first of `ticketUrls` (DESIGN.md,
 * "Shadow DOM"). "Else" means absent or blank: the first URL the platform gives decides, and when
 * it is not http(s) the showtime has no link rather than quietly a different one.
 */
export function bookingUrl(showing: Showing): string | undefined {
  return httpUrl([showing.onlineTicketUrl, showing.bookingUrlExternal, showing.ticketUrls?.[0]].find((url) => url?.trim()))?.href;
}

/**
 * The sales window at `now`. Its bounds are read like the start time: naive ones in the cinema's
 * zone. A bound that cannot be read is ignored, so a broken field never hides a bookable show.
 */
export function salesAt(showing: Showing, timeZone: string, now: Date): Sales {
  const opensAt = resolveInstant(showing.startSaleDatetime ?? '', timeZone);
  if (opensAt && opensAt > now) return { state: 'not-yet', opensAt, opensAtLocal: localDateTime(opensAt, timeZone) };
  const closesAt = resolveInstant(showing.endSaleDatetime ?? '', timeZone);
  return { state: closesAt && closesAt <= now ? 'closed' : 'open' };
}
