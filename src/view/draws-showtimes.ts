/**
 * Whether the element's shadow DOM holds a showtime: what the work after the first showtimes (saving
 * programs, the follow link, the ends-by choice, the structured data) waits for, so that the first
 * showtime pays for none of it.
 */
export function drawsShowtimes(host: Element): boolean {
  return !!host.shadowRoot?.querySelector('[part~="showtime"]');
}
