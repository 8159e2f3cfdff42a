/**
 * The element's attributes, by the property each sets: written once here, and read by the
 * element (its reactive properties) and by the configuration (which names them in its messages).
 * docs/design.md, "Public contract", lists what each means.
 */
import { textFromValue } from './typed-attributes.js';

export const ATTRIBUTES = {
  apiBase: 'api-base',
  token: 'token',
  tokenUrl: 'token-url',
  movie: 'movie',
  cinemaIds: 'cinema-ids',
  days: 'days',
  dayStart: 'day-start',
  lang: 'lang',
  timeZone: 'time-zone',
  near: 'near',
  proxyUrl: 'proxy-url',
  showtimeAction: 'showtime-action',
  structuredData: 'structured-data',
  urlParam: 'url-param',
} as const;

export type AttributeProperty = keyof typeof ATTRIBUTES;

/**
 * The Lit options of an attribute property: its attribute, read by `fromAttribute`, and reflected (a property
 * a framework sets shows in the attribute too, so that what the page's DOM says is what the widget shows).
 */
export function attributeOptions(
  attribute: (typeof ATTRIBUTES)[AttributeProperty],
  fromAttribute: (text: string | null) => unknown = textFromAttribute,
) {
  return { attribute, converter: { fromAttribute, toAttribute: textFromValue }, reflect: true };
}

/** The Lit converter of a text attribute: an absent attribute reads `undefined`, as a property never set does. */
export function textFromAttribute(text: string | null): string | undefined {
  return text ?? undefined;
}

/**
 * What the configuration reads of each attribute property: a string where it reads text (an
 * attribute's, or one a script set), else the value a script set; `null` or `undefined` where
 * there is neither.
 */
export type AttributeValues = Partial<Record<AttributeProperty, unknown>>;

/** An element with the attribute properties, typed or not (a script may set any value on any of them). */
export type AttributeHost = Pick<Element, 'getAttribute'> & Partial<Record<AttributeProperty, unknown>>;

/**
 * The attribute values of an element's properties. A typed property (`days`, `cinemaIds`, `near`)
 * holds nothing for an attribute text it cannot read, such as `days="abc"`: that text is read
 * here, so the `invalid-config` message names it as written. A value a script set wins.
 */
export function attributeValues(element: AttributeHost): AttributeValues {
  return Object.fromEntries(
    Object.entries(ATTRIBUTES).map(([property, attribute]) => [
      property,
      element[property as AttributeProperty] ?? element.getAttribute(attribute),
    ]),
  );
}
