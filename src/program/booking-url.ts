/**
 * A showing's booking link: `onlineTicketUrl`, else `bookingUrlExternal`, else the first of
 * `ticketUrls` (docs/design.md, "Shadow DOM"). "Else" means absent or blank: the first URL the
 * platform gives decides, and when it is not http(s) the showing has no link rather than quietly a
 * different one. The time button and the proxy's calendar link the same page.
 */
import { httpUrl } from '../common/http-url.js';
import type { ProgramShowing } from './program.js';

export function bookingUrl({ onlineTicketUrl, bookingUrlExternal, ticketUrls }: ProgramShowing): string | undefined {
  const given = [onlineTicketUrl, bookingUrlExternal, ...(ticketUrls ?? [])].find((url) => url?.trim());
  const href = httpUrl(given)?.href;
  // The showing's own string where the URL reads back as written: a week's thousands of links, each kept once.
  return href === given ? given : href;
}
