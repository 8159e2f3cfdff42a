/**
 * Browser-test helpers for the element's structured data (docs/design.md, "Light DOM"): read the
 * JSON-LD the element keeps in its light DOM, and say what each event must be, read straight from
 * the platform's showing: an oracle of its own, which shares no code with the widget's builder.
 */

import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { contractDatetime } from './widget.js';
import type { RawShowing } from './widget.js';
import { until } from './until.js';

export type JsonObject = Record<string, unknown>;

/** The element's structured-data scripts: its light-DOM children of that type. */
export function structuredDataScripts(element: ShowtimeFinderElement): HTMLScriptElement[] {
  return [...element.querySelectorAll<HTMLScriptElement>(':scope > script[type="application/ld+json"]')];
}

/** Waits until the element has written its structured data, and reads its one script and graph. */
export async function structuredData(
  element: ShowtimeFinderElement,
): Promise<{ script: HTMLScriptElement; graph: JsonObject; events: JsonObject[] }> {
  await until(() => structuredDataScripts(element).length > 0, 'the element writes its structured data', 10_000);
  const scripts = structuredDataScripts(element);
  if (scripts.length !== 1) throw new Error(`${scripts.length} structured-data scripts, not one`);
  const graph = JSON.parse(scripts[0]!.textContent!) as JsonObject;
  return { script: scripts[0]!, graph, events: graph['@graph'] as JsonObject[] };
}

interface RawCinema {
  name: string;
  street?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  latitude?: string;
  longitude?: string;
  homepage?: string;
}

interface RawContent {
  name?: string;
  duration?: number;
  posterImageUrl?: string | null;
  trailerUrl?: string;
  movie?: { title: string; runtime: number } | null;
}

const SCHEMA = 'https://schema.org/';

/** The booking URL a time button links to while sales are open: the first URL given, if http(s). */
function bookingUrl(raw: RawShowing): string | undefined {
  const urls = [raw['onlineTicketUrl'], raw['bookingUrlExternal'], ...((raw['ticketUrls'] as string[]) ?? [])];
  const first = (urls as (string | null | undefined)[]).find((url) => url?.trim());
  return first && /^https?:/i.test(first.trim()) ? new URL(first.trim()).href : undefined;
}

/** Where the sales window stands at `now`, by the platform's offset date-times. */
function salesState(raw: RawShowing, now: string): 'open' | 'not-yet' | 'closed' {
  const at = (field: string) => (raw[field] ? Date.parse(raw[field] as string) : Number.NaN);
  if (at('startSaleDatetime') > Date.parse(now)) return 'not-yet';
  return at('endSaleDatetime') <= Date.parse(now) ? 'closed' : 'open';
}

/** A JSON object without the fields that hold nothing, as JSON.stringify leaves them out. */
function present(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** `PT2H19M` for 139 minutes. */
function duration(minutes: number | undefined): string | undefined {
  return minutes ? `PT${Math.floor(minutes / 60)}H${minutes % 60}M` : undefined;
}

/**
 * The `ScreeningEvent` a showing of the emulator (offset date-times, language codes) must be, at
 * `now`: every field the issue lists, where the platform gives it.
 */
export function expectedEvent(raw: RawShowing, now: string): JsonObject {
  const cinema = raw.cinema as unknown as RawCinema;
  const content = (raw['content'] ?? {}) as RawContent;
  const movie = raw['movieId'] ? content.movie : undefined;
  const name = movie?.title ?? content.name!;
  const sales = salesState(raw, now);
  const geo = cinema.latitude === undefined ? undefined : [Number(cinema.latitude), Number(cinema.longitude)];
  const formats = [
    ['isImax', 'IMAX'],
    ['isDbox', 'D-BOX'],
  ]
    .filter(([flag]) => raw[flag!])
    .map(([, format]) => format);
  const trailer = content.trailerUrl && /^https?:/.test(content.trailerUrl) ? content.trailerUrl : undefined;
  return present({
    '@type': 'ScreeningEvent',
    name,
    startDate: contractDatetime(raw.startDatetime),
    endDate: raw['endDatetime'] ? contractDatetime(raw['endDatetime'] as string) : undefined,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: present({
      '@type': 'MovieTheater',
      name: cinema.name,
      address: present({
        '@type': 'PostalAddress',
        streetAddress: cinema.street,
        postalCode: cinema.postalCode,
        addressLocality: cinema.city,
        addressCountry: cinema.countryCode,
      }),
      geo: geo && { '@type': 'GeoCoordinates', latitude: geo[0], longitude: geo[1] },
      url: cinema.homepage && new URL(cinema.homepage).href,
    }),
    workPresented: present({
      '@type': 'Movie',
      name,
      duration: duration(raw['movieId'] ? (movie?.runtime ?? content.duration) : undefined),
      image: (raw['movieId'] && content.posterImageUrl) || undefined,
      trailer: trailer && { '@type': 'VideoObject', url: trailer },
    }),
    videoFormat: [raw['isThreeDimensional'] ? '3D' : '2D', ...formats],
    inLanguage: raw['isDubbed']
      ? raw['dubbedLanguage']
      : raw['isOriginalLanguage']
        ? raw['originalLanguage']
        : undefined,
    subtitleLanguage: raw['subtitledLanguage'] ?? undefined,
    offers: present({
      '@type': 'Offer',
      url: sales === 'open' ? bookingUrl(raw) : undefined,
      availability: `${SCHEMA}${{ open: 'InStock', 'not-yet': 'PreOrder', closed: 'SoldOut' }[sales]}`,
      validFrom: raw['startSaleDatetime'] ? contractDatetime(raw['startSaleDatetime'] as string) : undefined,
    }),
  });
}

/** Events as sorted JSON texts: two lists of events compared as multisets. */
export function eventTexts(events: readonly JsonObject[]): string[] {
  return events.map((event) => JSON.stringify(event, Object.keys(flatKeys(event)).sort())).sort();
}

/** Every key of an object and its nested objects, for a JSON text whose key order is fixed. */
function flatKeys(value: unknown, keys: JsonObject = {}): JsonObject {
  if (typeof value !== 'object' || value === null) return keys;
  for (const [key, nested] of Object.entries(value)) {
    keys[key] = true;
    flatKeys(nested, keys);
  }
  return keys;
}
