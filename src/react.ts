/**
 * `showtime-finder/react`: the element as a React component made by @lit/react, its properties as
 * props with their types (`apiBase`, `movie`, `days={3}`, `cinemaIds={[101, 102]}`, `tokenProvider`,
 * ...) and its events as `onShowtimeSelect`, `onShowtimesLoad` and `onShowtimesError`, with typed
 * details. Importing it registers the tag. Its declarations (dist/frameworks/react.d.ts, written from the
 * manifest by custom-elements-manifest.config.mjs) also type `<showtime-finder>` in React 19's JSX, for apps that
 * use the element as it is (docs/react-and-preact.md). Never part of the browser bundle.
 */
import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { ShowtimeFinderElement } from './showtime-finder-define.js';
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
