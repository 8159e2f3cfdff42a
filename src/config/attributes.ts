/**
 * The element's attributes, by the property each sets: written once here, and read by the
 * element (its reactive properties) and by the configuration (which names them in its messages).
 * docs/design.md, "Public contract", lists what each means.
 */
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
} as const;

export type AttributeProperty = keyof typeof ATTRIBUTES;

/** The raw attribute values, `null` where an attribute is absent. */
export type AttributeValues = Record<AttributeProperty, string | null>;

/** The attribute values of an element's properties. A script may set any value on a property, so each is read as text. */
export function attributeValues(element: Partial<Record<AttributeProperty, unknown>>): AttributeValues {
  return Object.fromEntries(
    Object.keys(ATTRIBUTES).map((name) => {
      const value = element[name as AttributeProperty];
      return [name, value == null ? null : String(value)];
    }),
  ) as AttributeValues;
}
