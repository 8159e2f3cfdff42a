/**
 * `showtime-finder/preact`: types `<showtime-finder>` in Preact's JSX (`import 'showtime-finder/preact'`,
 * which also registers the tag). Preact sets a prop that the element has as a property, so
 * `tokenProvider={...}` reaches it once the tag is registered.
 */
// Loads Preact's types, which the augmentation below extends.
import type {} from 'preact';
import type { ShowtimeFinderElement } from './showtime-finder-define.js';
import type { ShowtimeFinderAttributes } from './config/jsx-attributes.js';
import './showtime-finder-define.js';

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX types are a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'showtime-finder': JSX.HTMLAttributes<ShowtimeFinderElement> &
        ShowtimeFinderAttributes & { tokenProvider?: ShowtimeFinderElement['tokenProvider'] };
    }
  }
}
