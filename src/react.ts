/**
 * `showtime-finder/react`: the element as a React component, its properties as props with their types (`apiBase`,
 * `movie`, `days={3}`, `cinemaIds={[101, 102]}`, `tokenProvider`, ...) and its events as `onShowtimeSelect`,
 * `onShowtimesLoad` and `onShowtimesError`, with typed details. Importing it registers the tag. Its declarations
 * (dist/frameworks/react.d.ts, written from the manifest by custom-elements-manifest.config.mjs) also type
 * `<showtime-finder>` in React 19's JSX, for apps that use the element as it is (docs/react-and-preact.md).
 * Never part of the browser bundle.
 *
 * Why a component of our own: React 19 sets no property and attaches no listener on a custom element that it
 * hydrates from server HTML until something renders it again (react/react#35446), so in Next.js the element as it
 * is gets no `tokenProvider` and its `showtime-select` handler never runs. This component sets the properties and
 * listeners itself, in a layout effect (before the browser paints, hydrated or not), and writes each attribute's
 * text into the server's HTML, so that the element reads its configuration before React hydrates.
 */
import * as React from 'react';
import { ATTRIBUTES, type AttributeProperty } from './config/attributes.js';
import { textFromValue } from './config/typed-attributes.js';
import './showtime-finder-define.js';
import type { ShowtimeFinderElement } from './showtime-finder-define.js';

/** The props that React hands to the element as properties. */
const PROPERTIES = [...(Object.keys(ATTRIBUTES) as AttributeProperty[]), 'tokenProvider'] as const;
type ElementProperty = (typeof PROPERTIES)[number];

/** Each event prop, by the event it listens to. */
const EVENTS = {
  onShowtimeSelect: 'showtime-select',
  onShowtimesLoad: 'showtimes-load',
  onShowtimesError: 'showtimes-error',
} as const;
type EventProp = keyof typeof EVENTS;

type EventProps = {
  [Prop in EventProp]?: (event: GlobalEventHandlersEventMap[(typeof EVENTS)[Prop]]) => void;
};

export type ShowtimeFinderProps = Partial<Pick<ShowtimeFinderElement, ElementProperty>> &
  EventProps &
  Omit<React.HTMLAttributes<ShowtimeFinderElement>, ElementProperty | EventProp>;

export const ShowtimeFinder = React.forwardRef<ShowtimeFinderElement, ShowtimeFinderProps>(
  function ShowtimeFinder(props, ref) {
    const element = React.useRef<ShowtimeFinderElement | null>(null);
    const others: Record<string, unknown> = { ...props };
    for (const name of [...PROPERTIES, ...Object.keys(EVENTS)]) delete others[name];
    React.useLayoutEffect(() => setProperties(element.current!, props));
    useListeners(element, props);
    const setRef = React.useCallback(
      (node: ShowtimeFinderElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    // The element reflects its properties to its attributes, maybe before React hydrates: no mismatch to report.
    const attributes = { ...others, ...attributeTexts(props), ref: setRef, suppressHydrationWarning: true };
    return React.createElement('showtime-finder', attributes);
  },
);

/** Each attribute property's text, under its attribute's name, for the HTML (server-rendered or not). */
function attributeTexts(props: ShowtimeFinderProps): Record<string, string> {
  const texts = Object.entries(ATTRIBUTES).map(([property, attribute]) => [
    attribute,
    textFromValue(props[property as AttributeProperty]),
  ]);
  return Object.fromEntries(texts.filter(([, text]) => text !== undefined));
}

/** Sets the properties that changed, with their own types (a prop removed sets `undefined`). */
function setProperties(element: ShowtimeFinderElement, props: ShowtimeFinderProps): void {
  const target = element as unknown as Record<ElementProperty, unknown>;
  for (const name of PROPERTIES) {
    if (target[name] !== props[name]) target[name] = props[name];
  }
}

/** One listener per event, attached once, calling the handler of the latest render. */
function useListeners(element: React.RefObject<ShowtimeFinderElement | null>, props: EventProps): void {
  const latest = React.useRef(props);
  React.useLayoutEffect(() => {
    latest.current = props;
  });
  React.useLayoutEffect(() => {
    const node = element.current!;
    const listeners = Object.entries(EVENTS).map(([prop, type]) => {
      const listener = (event: Event) =>
        (latest.current[prop as EventProp] as ((event: Event) => void) | undefined)?.(event);
      node.addEventListener(type, listener);
      return () => node.removeEventListener(type, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [element]);
}
