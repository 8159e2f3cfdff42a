/**
 * Turns the element's attributes into a validated configuration. Values come from an untrusted
 * page, so nothing here throws: a bad value becomes an `invalid-config` error whose message names
 * the attribute, the value and what is expected.
 */
import type { ShowtimeFinderError } from '../errors.js';

/** The raw attribute values, `null` where an attribute is absent. */
export interface AttributeValues {
  apiBase: string | null;
  token: string | null;
  tokenUrl: string | null;
  movie: string | null;
  cinemaIds: string | null;
  days: string | null;
  dayStart: string | null;
  lang: string | null;
  timeZone: string | null;
  near: string | null;
}

export interface WidgetConfig {
  /** Absolute, no trailing slash. */
  apiBase: string;
  token?: string;
  tokenUrl?: string;
  /** Numeric or legacy id, trimmed. */
  movie?: string;
  cinemaIds: number[];
  days: number;
  dayStartMinutes: number;
  lang?: string;
  timeZone?: string;
  near?: { lat: number; lng: number };
  mode: 'movie' | 'cinema' | 'movie-at-cinemas';
}

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; error: ShowtimeFinderError };

export function parseConfig(
  values: AttributeValues,
  options: { hasTokenProvider: boolean; baseUrl: string },
): ConfigResult {
  throw new Error('not implemented');
}
