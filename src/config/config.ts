/**
 * Turns the element's attributes into a validated configuration (docs/design.md, "Public contract").
 * Values come from an untrusted page, so nothing here throws: every bad value becomes part of one
 * `invalid-config` error whose message names the attribute, the value and what is expected.
 * A blank value counts as absent, as if the attribute were not there.
 */
import { ShowtimeFinderError } from '../common/errors.js';
import { ATTRIBUTES, attributeValues } from './attributes.js';
import type { AttributeHost, AttributeProperty, AttributeValues } from './attributes.js';
import {
  cinemaIdsFromText,
  daysFromText,
  nearFromText,
  validCinemaIds,
  validDays,
  validNear,
  wholeNumberFromText,
} from './typed-attributes.js';
import type { GeoPoint } from './typed-attributes.js';
import { withoutUndefined } from '../common/without-undefined.js';
import { canonicalLocale } from '../common/canonical-locale.js';
import { httpUrl } from '../common/http-url.js';
import { isTimeZoneName } from '../common/time-zone-name.js';

export interface WidgetConfig {
  /** Absolute, no trailing slash: the platform's, or in proxy mode the embedder's proxy's. */
  apiBase: string;
  /** Proxy mode (`proxy-url`): no token source; the proxy adds the platform's token itself. */
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
  near?: GeoPoint;
  /** What a time button does: `book` opens the booking link, `details` the showtime sheet. */
  showtimeAction: ShowtimeAction;
  mode: 'movie' | 'cinema' | 'movie-at-cinemas';
}

/** What a time button does (`showtime-action`): `book` (the default) or `details`. */
export type ShowtimeAction = 'book' | 'details';

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; error: ShowtimeFinderError };

/**
 * An element's configuration as it stands: its attribute properties, its `tokenProvider`, the page's URL, and a
 * `token-provider` attribute, which no one means to set: it is what Vue writes for `:token-provider="fn"`.
 */
export function elementConfig(element: AttributeHost & { tokenProvider?: unknown }): ConfigResult {
  return parseConfig(attributeValues(element), {
    hasTokenProvider: !!element.tokenProvider,
    tokenProviderText: element.getAttribute(TOKEN_PROVIDER_ATTRIBUTE) ?? undefined,
    baseUrl: document.baseURI,
  });
}

/** Not an attribute of the element (a function has no text form), yet one a framework may write for the property. */
const TOKEN_PROVIDER_ATTRIBUTE = 'token-provider';

/** What the element was given instead of a token provider, and how to give it one. */
export interface ConnectionOptions {
  hasTokenProvider: boolean;
  /** The text of a `token-provider` attribute, such as a function's source that Vue wrote there. */
  tokenProviderText?: string;
  baseUrl: string;
}

/**
 * Validates the attributes. `baseUrl` is the page's URL: `token-url` may be relative to it (the
 * embedder's own token handler usually is). `api-base` must be absolute: a value without a
 * scheme, such as `127.0.0.1:8787`, would otherwise read as a path on the page's site.
 */
export function parseConfig(values: AttributeValues, options: ConnectionOptions): ConfigResult {
  const problems: string[] = [];
  const read = reader(values, problems);
  const given = (key: AttributeProperty) => !isBlank(values[key]);
  const required = (what: string) => problems.push(`Set ${what}.`);

  const { apiBase, proxied, token, tokenUrl } = readConnection(read, given, required, options, problems);
  const movie = read('movie', movieFromText, 'a numeric id (550) or a legacy id of up to 64 letters, digits, _ and -');
  const cinemaIds = read('cinemaIds', cinemaIdsFromText, 'numeric ids such as 12,34', [], validCinemaIds);
  if (!given('movie') && !given('cinemaIds')) required('movie, cinema-ids or both');
  const { days, dayStartMinutes, lang, timeZone, near, showtimeAction } = readPresentation(read);

  if (problems.length > 0 || !apiBase || !cinemaIds || !days || dayStartMinutes === undefined || !showtimeAction) {
    return { ok: false, error: new ShowtimeFinderError('invalid-config', problems.join(' ')) };
  }
  const mode = movie === undefined ? 'cinema' : cinemaIds.length > 0 ? 'movie-at-cinemas' : 'movie';
  return {
    ok: true,
    config: withoutUndefined({
      apiBase,
      proxied,
      token,
      tokenUrl,
      movie,
      cinemaIds,
      days,
      dayStartMinutes,
      lang,
      timeZone,
      near,
      showtimeAction,
      mode,
    }),
  };
}

/** How the showtimes are presented: which days, in which language and zone, from where, and what a time button does. */
function readPresentation(read: ReturnType<typeof reader>) {
  const days = read('days', daysFromText, 'a whole number from 1 to 31', 7, validDays);
  const dayStartMinutes = read('dayStart', dayStartFromText, 'HH:mm from 00:00 to 23:59', 3 * 60);
  const lang = read('lang', canonicalLocale, 'a BCP 47 tag such as de-CH');
  const timeZone = read(
    'timeZone',
    (text) => (isTimeZoneName(text) ? text : undefined),
    'an IANA time zone such as Europe/Berlin',
  );
  const near = read('near', nearFromText, 'latitude,longitude such as 52.52,13.405', undefined, validNear);
  const showtimeAction = read(
    'showtimeAction',
    (text): ShowtimeAction | undefined => (text === 'book' || text === 'details' ? text : undefined),
    'book or details',
    'book',
  );
  return { days, dayStartMinutes, lang, timeZone, near, showtimeAction };
}

/**
 * Where requests go and how they are authorised: `api-base` with a token source, or `proxy-url`
 * alone (relative to the page allowed: the proxy is usually on the page's own site).
 */
function readConnection(
  read: ReturnType<typeof reader>,
  given: (key: AttributeProperty) => boolean,
  required: (what: string) => void,
  options: ConnectionOptions,
  problems: string[],
) {
  const expectedBase = 'an absolute http(s) URL without query, fragment or credentials';
  const token = read('token', tokenFromText, 'printable characters, no spaces (value not shown)');
  const tokenUrl = read('tokenUrl', (text) => url(text, options.baseUrl)?.href, 'an http(s) URL without credentials');
  const apiBase = read('apiBase', (text) => baseUrl(url(text)), expectedBase);
  if (given('proxyUrl')) {
    // The proxy holds the platform's credentials: a second way to the platform is a mistake to name.
    const alsoSet = (['apiBase', 'token', 'tokenUrl'] as const).filter(given).map((other) => ATTRIBUTES[other]);
    if (alsoSet.length > 0) {
      const why = 'the proxy reads the platform with its own token';
      problems.push(
        `proxy-url is set with ${alsoSet.join(', ')}: ${why}, so set proxy-url alone, or those without it.`,
      );
    }
    const expected = 'an http(s) URL without query, fragment or credentials';
    const proxyUrl = read('proxyUrl', (text) => baseUrl(url(text, options.baseUrl)), expected);
    return { apiBase: proxyUrl, proxied: proxyUrl ? (true as const) : undefined };
  }
  if (!given('apiBase')) required('api-base (the Cinema Platform base URL)');
  if (options.tokenProviderText !== undefined && !options.hasTokenProvider) {
    problems.push(tokenProviderAsText(options.tokenProviderText));
  } else if (!given('token') && !given('tokenUrl') && !options.hasTokenProvider) {
    required('token, token-url or the tokenProvider property');
  }
  return { apiBase, proxied: undefined, token, tokenUrl };
}

/**
 * A function bound to `token-provider` in a Vue template reaches the element as an attribute holding its
 * source: Vue sets a kebab-case name as a property only where the element has a property of that very name.
 */
function tokenProviderAsText(text: string): string {
  return (
    `${TOKEN_PROVIDER_ATTRIBUTE}=${shown(text)}: an attribute holds only text, such as a function's source, ` +
    'and tokenProvider is a property taking the function. Set it as a property: in Vue, ' +
    ':tokenProvider="provide" (camelCase) or :token-provider.prop="provide"; ' +
    'in a script, element.tokenProvider = provide.'
  );
}

/**
 * Reads one attribute property: a text (the attribute's, or a string a script set) through
 * `fromText`, any other value a script set through `valid`; `fallback` when it is blank; and a
 * problem naming the attribute, the value and what is `expected` when either refuses it.
 */
function reader(values: AttributeValues, problems: string[]) {
  return <T>(
    key: AttributeProperty,
    fromText: (text: string) => T | undefined,
    expected: string,
    fallback?: T,
    valid?: (value: unknown) => T | undefined,
  ): T | undefined => {
    const value = values[key];
    if (isBlank(value)) return fallback;
    // A text property (`movie`) set to a number by a script reads it as the digits it would write.
    const text = typeof value === 'string' || (typeof value === 'number' && !valid) ? String(value).trim() : undefined;
    const read = text === undefined ? valid?.(value) : fromText(text);
    // The token goes into an Authorization header, and the page's markup already shows it, but
    // the console is no place to copy it to: its message leaves the value out.
    const named = key === 'token' ? '' : `=${shown(value)}`;
    if (read === undefined) problems.push(`${ATTRIBUTES[key]}${named}: expected ${expected}.`);
    return read;
  };
}

/** Absent: no attribute and no value, a blank text, or no cinema ids. */
function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length);
}

/**
 * A URL that paths are appended to: without query or fragment, and without its trailing slashes.
 * `api-base` is absolute only: "127.0.0.1:8787" (no scheme) or "/api" would quietly resolve against the page.
 */
function baseUrl(parsed: URL | undefined): string | undefined {
  return parsed && !parsed.search && !parsed.hash
    ? `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
    : undefined;
}

function tokenFromText(text: string): string | undefined {
  return /^[\x21-\x7e]+$/.test(text) ? text : undefined;
}

/** Digits only means a numeric id, which must then be a real one (no leading zero, no 0). */
function movieFromText(text: string): string | undefined {
  return (/^\d+$/.test(text) ? wholeNumberFromText(text) : /^[a-z\d][\w-]{0,63}$/i.test(text)) ? text : undefined;
}

/** `HH:mm` as minutes after midnight. */
function dayStartFromText(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** `fetch` refuses a URL with credentials in it, so such a URL is a configuration error. */
function url(text: string, base?: string): URL | undefined {
  const parsed = httpUrl(text, base);
  return parsed && !parsed.username && !parsed.password ? parsed : undefined;
}

/**
 * A value shown as JSON does, so quotes, line breaks and invisible characters are seen; a value
 * longer than a console line is cut. A script's value that JSON cannot write is named by its type.
 */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(cut(value));
  if (typeof value === 'number') return String(value);
  try {
    const json = JSON.stringify(value);
    return json === undefined ? typeof value : cut(json);
  } catch {
    return typeof value; // a cycle, a BigInt
  }
}

function cut(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
