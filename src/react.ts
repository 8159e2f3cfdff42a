/**
 * `showtime-finder/react`: the element as a React component made by @lit/react, its properties as
 * props with their types (`apiBase`, `movie`, `days={3}`, `cinemaIds={[101, 102]}`, `tokenProvider`,
 * ...) and its events as `onShowtimeSelect`, `onShowtimesLoad` and `onShowtimesError`, with typed
 * details. Importing it registers the tag. It also types `<showtime-finder>` in React 19's JSX,
 * with its attributes as strings, for apps that use the element as it is (docs/react-and-preact.md).
 * Never part of the browser bundle.
 */
import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { ShowtimeFinderElement } from './showtime-finder-define.js';
import type { ShowtimeFinderAttributes } from './config/jsx-attributes.js';
import type { ShowtimeSelectDetail, ShowtimesErrorDetail, ShowtimesLoadDetail } from './controllers/events.js';

export const ShowtimeFinder = createComponent({
  tagName: 'showtime-finder',
  elementClass: ShowtimeFinderElement,
  react: React,
  events: {
    onShowtimeSelect: 'showtime-select' as EventName<CustomEvent<ShowtimeSelectDetail>>,
    onShowtimesLoad: 'showtimes-load' as EventName<CustomEvent<ShowtimesLoadDetail>>,
    onShowtimesError: 'showtimes-error' as EventName<CustomEvent<ShowtimesErrorDetail>>,
  },
});

export type { ShowtimeFinderAttributes };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'showtime-finder': React.DetailedHTMLProps<React.HTMLAttributes<ShowtimeFinderElement>, ShowtimeFinderElement> &
        ShowtimeFinderAttributes & { tokenProvider?: ShowtimeFinderElement['tokenProvider'] };
    }
  }
}
