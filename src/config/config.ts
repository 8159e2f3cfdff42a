/**
 * Turns the element's attributes into a validated configuration (docs/design.md, "Public contract").
 * Values come from an untrusted page, so nothing here throws: every bad value becomes part of one
 * `invalid-config` error whose message names the attribute, the value and what is expected.
 * A blank value counts as absent, as if the attribute were not there.
 */
import { ShowtimeFinderError } from '../shared/errors.js';
import { ATTRIBUTES, attributeValues } from './attributes.js';
import type { AttributeProperty, AttributeValues } from './attributes.js';
import { withoutUndefined } from '../shared/without-undefined.js';
import { canonicalLocale } from '../shared/canonical-locale.js';
import { httpUrl } from '../shared/http-url.js';
import { isTimeZoneName } from '../shared/time-zone-name.js';

export interface WidgetConfig {
  /** Where requests go, absolute, no trailing slash: the platform, or in proxy mode the embedder's proxy (`proxy-url`). */
  apiBase: string;
  /** Proxy mode (docs/design.md, "Proxy mode"): requests carry no token, the proxy adds the platform's. */
  proxied?: true;
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

/** An element's configuration as it stands: its attribute properties, its `tokenProvider`, the page's URL. */
export function elementConfig(
  element: Partial<Record<AttributeProperty, unknown>> & { tokenProvider?: unknown },
): ConfigResult {
  return parseConfig(attributeValues(element), {
    hasTokenProvider: !!element.tokenProvider,
    baseUrl: document.baseURI,
  });
}

/**
 * Validates the attributes. `baseUrl` is the page's URL: `token-url` may be relative to it (the
 * embedder's own token handler usually is). `api-base` must be absolute: a value without a
 * scheme, such as `127.0.0.1:8787`, would otherwise read as a path on the page's site.
 */
export function parseConfig(
  values: AttributeValues,
  options: { hasTokenProvider: boolean; baseUrl: string },
): ConfigResult {
  const problems: string[] = [];
  const given = (key: keyof AttributeValues) => !!values[key]?.trim();
  const required = (what: string) => problems.push(`Set ${what}.`);
  /** The attribute read by `parse`; `fallback` when it is absent; a problem when `parse` refuses it. */
  const read = <T>(
    key: keyof AttributeValues,
    parse: (text: string) => T | undefined,
    expected: string,
    fallback?: T,
  ) => {
    const text = values[key]?.trim();
    if (!text) return fallback;
    const value = parse(text);
    // The token goes into an Authorization header, and the page's markup already shows it, but
    // the console is no place to copy it to: its message leaves the value out.
    const shown = key === 'token' ? '' : `=${quote(text)}`;
    if (value === undefined) problems.push(`${ATTRIBUTES[key]}${shown}: expected ${expected}.`);
    return value;
  };
  /** `fetch` refuses a URL with credentials in it, so such a URL is a configuration error. */
  const url = (text: string, base?: string) => {
    const parsed = httpUrl(text, base);
    return parsed && !parsed.username && !parsed.password ? parsed : undefined;
  };

  const proxyUrl = read(
    'proxyUrl',
    (text) => baseUrl(url(text, options.baseUrl)),
    'an http(s) URL without query, fragment or credentials',
  );
  if (given('proxyUrl')) {
    // The proxy holds the platform's credentials: a second way to the platform is a mistake to name.
    for (const other of (['apiBase', 'token', 'tokenUrl'] as const).filter(given)) {
      problems.push(`proxy-url and ${ATTRIBUTES[other]}: set one.`);
    }
  } else {
    if (!given('apiBase')) required('api-base (the Cinema Platform base URL)');
    if (!given('token') && !given('tokenUrl') && !options.hasTokenProvider) {
      required('token, token-url or the tokenProvider property');
    }
  }
  // Paths are appended to the base, so it must not carry a query or fragment.
  // Absolute only: "127.0.0.1:8787" (no scheme) or "/api" would quietly resolve against the page.
  const apiBase = read(
    'apiBase',
    (text) => baseUrl(url(text)),
    'an absolute http(s) URL without query, fragment or credentials',
  );
  const token = read(
    'token',
    (text) => (/^[\x21-\x7e]+$/.test(text) ? text : undefined),
    'printable characters, no spaces (value not shown)',
  );
  const tokenUrl = read('tokenUrl', (text) => url(text, options.baseUrl)?.href, 'an http(s) URL without credentials');
  const movie = read(
    'movie',
    // Digits only means a numeric id, which must then be a real one (no leading zero, no 0).
    (text) => ((/^\d+$/.test(text) ? wholeNumber(text) : /^[a-z\d][\w-]{0,63}$/i.test(text)) ? text : undefined),
    'a numeric id (550) or a legacy id of up to 64 letters, digits, _ and -',
  );
  const cinemaIds = read(
    'cinemaIds',
    // Spaces around ids and a trailing comma are forgiven; repeated ids are kept once, in order.
    (text) => {
      const ids = text
        .split(',')
        .filter((item) => item.trim())
        .map((item) => wholeNumber(item.trim()));
      return ids.length && !ids.includes(undefined) ? [...new Set(ids as number[])] : undefined;
    },
    'numeric ids such as 12,34',
    [],
  );
  if (!given('movie') && !given('cinemaIds')) {
    required('movie, cinema-ids or both');
  }
  const days = read('days', (text) => wholeNumber(text, 31), 'a whole number from 1 to 31', 7);
  const dayStartMinutes = read(
    'dayStart',
    (text) => {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
      return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
    },
    'HH:mm from 00:00 to 23:59',
    3 * 60,
  );
  const lang = read('lang', canonicalLocale, 'a BCP 47 tag such as de-CH');
  const timeZone = read(
    'timeZone',
    (text) => (isTimeZoneName(text) ? text : undefined),
    'an IANA time zone such as Europe/Berlin',
  );
  const near = read(
    'near',
    (text) => {
      const [, lat = Number.NaN, lng = Number.NaN] = (
        /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text) ?? []
      ).map(Number);
      return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
    },
    'latitude,longitude such as 52.52,13.405',
  );

  const base = proxyUrl ?? apiBase;
  if (problems.length > 0 || !base || !cinemaIds || !days || dayStartMinutes === undefined) {
    return { ok: false, error: new ShowtimeFinderError('invalid-config', problems.join(' ')) };
  }
  const mode = movie === undefined ? 'cinema' : cinemaIds.length > 0 ? 'movie-at-cinemas' : 'movie';
  return {
    ok: true,
    config: withoutUndefined({
      apiBase: base,
      proxied: proxyUrl ? (true as const) : undefined,
      token,
      tokenUrl,
      movie,
      cinemaIds,
      days,
      dayStartMinutes,
      lang,
      timeZone,
      near,
      mode,
    }),
  };
}

/**
 * A value shown as JSON does, so quotes, line breaks and invisible characters are seen; a value
 * longer than a console line is cut.
 */
function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/** A URL that paths are appended to: without query or fragment, and without its trailing slashes. */
function baseUrl(parsed: URL | undefined): string | undefined {
  return parsed && !parsed.search && !parsed.hash
    ? `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
    : undefined;
}

/** A whole number from 1 to `max`, written without sign, decimals or leading zeros. */
function wholeNumber(text: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return /^[1-9]\d*$/.test(text) && Number(text) <= max ? Number(text) : undefined;
}
