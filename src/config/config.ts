/**
 * Turns the element's attributes into a validated configuration (DESIGN.md, "Attributes").
 * Values come from an untrusted page, so nothing here throws: every bad value becomes part of one
 * `invalid-config` error whose message names the attribute, the value and what is expected.
 * A blank value counts as absent, as if the attribute were not there.
 */
import { ShowtimeFinderError } from '../errors.js';
import { httpUrl } from '../schedule/web-url.js';
import { isValidTimeZone } from '../schedule/zoned-time.js';

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

export const DEFAULT_DAYS = 7;
export const MAX_DAYS = 31;
export const DEFAULT_DAY_START_MINUTES = 3 * 60;

/** A legacy movie id: letters, digits, `_` and `-`, as the platform's `serviceId`s are written. */
const LEGACY_MOVIE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Validates the attributes. `baseUrl` is the page's URL: `api-base` and `token-url` may be
 * relative to it (a same-origin proxy in front of the platform is a fine setup).
 */
export function parseConfig(
  values: AttributeValues,
  options: { hasTokenProvider: boolean; baseUrl: string },
): ConfigResult {
  const problems: string[] = [];
  const problem = (attribute: string, value: string, expected: string) => {
    problems.push(`${attribute}=${quote(value)} is not valid: expected ${expected}.`);
    return undefined;
  };

  const apiBaseText = present(values.apiBase);
  const apiBase = apiBaseText === undefined ? undefined : parseApiBase(apiBaseText, options.baseUrl);
  if (apiBaseText === undefined) problems.push('api-base is required: set it to the Cinema Platform base URL.');
  else if (apiBase === undefined) problem('api-base', apiBaseText, 'an http(s) URL without query, fragment or credentials');

  // The token goes into an Authorization header, and the page's markup already shows it, but the
  // console is no place to copy it to: the message leaves the value out.
  const tokenText = present(values.token);
  const token = tokenText !== undefined && /^[\x21-\x7e]+$/.test(tokenText) ? tokenText : undefined;
  if (tokenText !== undefined && token === undefined) {
    problems.push('token is not valid: expected an access token of printable characters without spaces (value not shown).');
  }

  const tokenUrlText = present(values.tokenUrl);
  const tokenUrl = tokenUrlText === undefined ? undefined : parseTokenUrl(tokenUrlText, options.baseUrl);
  if (tokenUrlText !== undefined && tokenUrl === undefined) {
    problem('token-url', tokenUrlText, 'an http(s) URL without credentials, absolute or relative to the page');
  }
  if (tokenText === undefined && tokenUrlText === undefined && !options.hasTokenProvider) {
    problems.push('A token source is required: set token, token-url or the tokenProvider property.');
  }

  const movieText = present(values.movie);
  const movie = movieText === undefined ? undefined : parseMovie(movieText);
  if (movieText !== undefined && movie === undefined) {
    problem('movie', movieText, 'a numeric movie id such as 550, or a legacy id of letters, digits, _ and - (up to 64)');
  }

  const cinemaIdsText = present(values.cinemaIds);
  const cinemaIds = cinemaIdsText === undefined ? [] : parseCinemaIds(cinemaIdsText);
  if (cinemaIdsText !== undefined && cinemaIds === undefined) {
    problem('cinema-ids', cinemaIdsText, 'comma-separated numeric cinema ids such as 12,34');
  }
  if (movieText === undefined && cinemaIdsText === undefined) {
    problems.push('movie or cinema-ids is required: set the movie to show, the cinemas whose program to show, or both.');
  }

  const daysText = present(values.days);
  const days = daysText === undefined ? DEFAULT_DAYS : parseWholeNumber(daysText, 1, MAX_DAYS);
  if (daysText !== undefined && days === undefined) {
    problem('days', daysText, `a whole number of days from 1 to ${MAX_DAYS}`);
  }

  const dayStartText = present(values.dayStart);
  const dayStartMinutes = dayStartText === undefined ? DEFAULT_DAY_START_MINUTES : parseDayStart(dayStartText);
  if (dayStartText !== undefined && dayStartMinutes === undefined) {
    problem('day-start', dayStartText, 'a time of day as HH:mm from 00:00 to 23:59, such as 03:00');
  }

  const langText = present(values.lang);
  const lang = langText === undefined ? undefined : canonicalLocale(langText);
  if (langText !== undefined && lang === undefined) {
    problem('lang', langText, 'a BCP 47 language tag such as en, de-CH or fr');
  }

  const timeZone = present(values.timeZone);
  if (timeZone !== undefined && !isValidTimeZone(timeZone)) {
    problem('time-zone', timeZone, 'an IANA time zone name such as Europe/Berlin');
  }

  const nearText = present(values.near);
  const near = nearText === undefined ? undefined : parseNear(nearText);
  if (nearText !== undefined && near === undefined) {
    problem('near', nearText, 'latitude,longitude in decimal degrees, such as 52.52,13.405');
  }

  if (problems.length > 0 || apiBase === undefined || cinemaIds === undefined || days === undefined || dayStartMinutes === undefined) {
    return { ok: false, error: new ShowtimeFinderError('invalid-config', problems.join(' ')) };
  }
  const config: WidgetConfig = {
    apiBase,
    cinemaIds,
    days,
    dayStartMinutes,
    mode: movie === undefined ? 'cinema' : cinemaIds.length > 0 ? 'movie-at-cinemas' : 'movie',
  };
  if (token !== undefined) config.token = token;
  if (tokenUrl !== undefined) config.tokenUrl = tokenUrl;
  if (movie !== undefined) config.movie = movie;
  if (lang !== undefined) config.lang = lang;
  if (timeZone !== undefined) config.timeZone = timeZone;
  if (near !== undefined) config.near = near;
  return { ok: true, config };
}

/** The trimmed value, or undefined for an absent or blank attribute. */
function present(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * `quote` shows a value as JSON does, so quotes, line breaks and invisible characters are seen;
 * a value longer than a console line is cut.
 */
function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/** Paths are appended to the base, so it must not carry a query or fragment; nor credentials (see `parseTokenUrl`). */
function parseApiBase(text: string, pageUrl: string): string | undefined {
  const url = httpUrl(text, pageUrl);
  if (!url || url.search || url.hash || url.username || url.password) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `fetch` refuses a URL with credentials in it, so such a URL is a configuration error. */
function parseTokenUrl(text: string, pageUrl: string): string | undefined {
  const url = httpUrl(text, pageUrl);
  return url && !url.username && !url.password ? url.href : undefined;
}

/** Digits only means a numeric id, which must then be a real one (no leading zero, no 0). */
function parseMovie(text: string): string | undefined {
  if (/^\d+$/.test(text)) return parseWholeNumber(text, 1, Number.MAX_SAFE_INTEGER) === undefined ? undefined : text;
  return LEGACY_MOVIE_ID.test(text) ? text : undefined;
}

/** Spaces around ids and a trailing comma are forgiven; repeated ids are kept once, in order. */
function parseCinemaIds(text: string): number[] | undefined {
  const ids: number[] = [];
  for (const item of text.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const id = parseWholeNumber(item, 1, Number.MAX_SAFE_INTEGER);
    if (id === undefined) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 ? ids : undefined;
}

function parseWholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^(?:0|[1-9]\d*)$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function parseDayStart(text: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : undefined;
}

function canonicalLocale(text: string): string | undefined {
  try {
    const [locale] = Intl.getCanonicalLocales(text);
    return locale;
  } catch {
    return undefined;
  }
}

function parseNear(text: string): { lat: number; lng: number } | undefined {
  const match = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
