/**
 * The bundle's entry: registers `<showtime-finder>` once. A page that loads the bundle twice
 * (two embeds, a CDN copy and a local one) keeps the first definition and does not throw.
 */
import { ShowtimeFinderElement } from './showtime-finder.js';
import type { GeoPoint } from './config/typed-attributes.js';
import type { ShowtimeAction } from './config/config.js';
import type { ShowtimeSelectDetail, ShowtimesErrorDetail, ShowtimesLoadDetail } from './controllers/events.js';

ShowtimeFinderElement.define();

export { ShowtimeFinderElement };
export type { GeoPoint, ShowtimeAction, ShowtimeSelectDetail, ShowtimesErrorDetail, ShowtimesLoadDetail };

declare global {
  interface HTMLElementTagNameMap {
    'showtime-finder': ShowtimeFinderElement;
  }
  interface GlobalEventHandlersEventMap {
    'showtime-select': CustomEvent<ShowtimeSelectDetail>;
    'showtimes-load': CustomEvent<ShowtimesLoadDetail>;
    'showtimes-error': CustomEvent<ShowtimesErrorDetail>;
  }
}
