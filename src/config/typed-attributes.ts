/**
 * The properties with real types (docs/design.md, "Attributes"): `days` a number, `cinemaIds` an
 * array of numbers, `near` a point. Their attributes keep their text forms: each `...FromText`
 * reads one, for the element's Lit converter and for the configuration alike; each `valid...`
 * checks a value a script set. Both give `undefined` for what they refuse and never throw: the
 * configuration turns that into an `invalid-config` message.
 */

/** A position on the globe, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** `days`: a whole number from 1 to 31. */
export function validDays(value: unknown): number | undefined {
  return wholeNumber(value, 31);
}

export function daysFromText(text: string | null): number | undefined {
  return wholeNumberFromText(text?.trim(), 31);
}

/** `cinemaIds`: at least one id; a repeated id is kept once, in order. */
export function validCinemaIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const ids = value.map((id) => wholeNumber(id));
  return ids.includes(undefined) ? undefined : [...new Set(ids as number[])];
}

/** `12,34`: spaces around ids and a trailing comma are forgiven. */
export function cinemaIdsFromText(text: string | null): number[] | undefined {
  const items = (text ?? '').split(',').filter((item) => item.trim());
  return validCinemaIds(items.map((item) => wholeNumberFromText(item.trim())));
}

/** `near`: a latitude from -90 to 90 and a longitude from -180 to 180. */
export function validNear(value: unknown): GeoPoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { lat, lng } = value as Partial<Record<keyof GeoPoint, unknown>>;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : undefined;
}

/** `52.52,13.405`: decimal degrees, no exponent. */
export function nearFromText(text: string | null): GeoPoint | undefined {
  const match = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text?.trim() ?? '');
  return match ? validNear({ lat: Number(match[1]), lng: Number(match[2]) }) : undefined;
}

/**
 * A property's attribute text, written back when a script or a framework sets the property, so that the page's
 * DOM says what the widget shows: `12,34` for ids, `52.52,13.405` for a point, a number or a text as it is. An
 * object that no attribute text could give has none: the invalid-config message names it.
 */
export function textFromValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value !== 'object') return value === undefined ? undefined : String(value);
  const point = validNear(value);
  return point && `${point.lat},${point.lng}`;
}

/** A whole number from 1 to `max`. */
function wholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max ? (value as number) : undefined;
}

/** A whole number from 1 to `max`, written without sign, decimals or leading zeros. */
export function wholeNumberFromText(text: string | undefined, max?: number): number | undefined {
  return text && /^[1-9]\d*$/.test(text) ? wholeNumber(Number(text), max) : undefined;
}
