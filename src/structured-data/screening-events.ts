/**
 * The shown showtimes as schema.org `ScreeningEvent`s (docs/design.md, "Light DOM"), for search
 * engines, which read JSON-LD that a script writes into the page. Pure data from the schedule,
 * typed with schema-dts: each field is one schema.org defines for its type, and a field the
 * platform does not give is left out rather than guessed.
 */
import type { Graph, Movie, MovieTheater, Offer, ScreeningEvent } from 'schema-dts';
import { BRAND_NAMES } from '../i18n/locale.js';
import { httpUrl } from '../common/http-url.js';
import { endOf } from '../schedule/end-time.js';
import type { Feature, FeatureKey } from '../schedule/features.js';
import type { CinemaSummary, MovieSummary, Schedule, Showtime } from '../schedule/types.js';
import { dateTimeText, instantOf, localDateTime } from '../schedule/zoned-time.js';

/**
 * At most this many events: the soonest showtimes of the offered days. A busy multiplex's week (twenty screens, six
 * shows a day: 840) stays under it; a national release's week has thousands, and the markup, about a kilobyte an
 * event, is for finding the program, not a copy of it.
 */
export const MAX_EVENTS = 1000;
/** Events made in one slice of work: a short task on a slow phone. */
const EVENTS_PER_SLICE = 50;

const SCHEMA = 'https://schema.org/';

/** Which showtimes a sales window allows to book, in the words Google's Event markup knows. */
const AVAILABILITY = {
  open: `${SCHEMA}InStock`,
  'not-yet': `${SCHEMA}PreOrder`,
  closed: `${SCHEMA}SoldOut`,
  started: `${SCHEMA}SoldOut`,
} as const;

/**
 * The `@graph` of the schedule's showtimes on its offered days, in the order of their start,
 * `MAX_EVENTS` at most. Whatever the viewer's day, chips or search, the markup names the whole
 * program the widget offers.
 */
export function screeningGraph(schedule: Schedule): Graph {
  return { '@context': 'https://schema.org', '@graph': [...describedSlices(schedule)].flat() };
}

/** The graph's events a slice at a time, so that a long program is described in short tasks (json-ld-script.ts). */
export function* describedSlices(schedule: Schedule): Generator<ScreeningEvent[]> {
  const offered = new Set(schedule.days.map((day) => day.date));
  const cinemas = new Map(schedule.cinemas.map((cinema) => [cinema.id, cinema]));
  const movies = new Map<number | undefined, MovieSummary>(schedule.movies.map((movie) => [movie.id, movie]));
  const described = schedule.showtimes.filter((showtime) => offered.has(showtime.businessDate)).slice(0, MAX_EVENTS);
  for (let start = 0; start < described.length; start += EVENTS_PER_SLICE) {
    yield described
      .slice(start, start + EVENTS_PER_SLICE)
      .map((showtime) => screeningEvent(showtime, cinemas.get(showtime.cinemaId)!, movies.get(showtime.movieId)));
  }
}

function screeningEvent(showtime: Showtime, cinema: CinemaSummary, movie: MovieSummary | undefined): ScreeningEvent {
  const { showing, features, timeZone } = showtime;
  const name = movie?.title ?? showing.name ?? '';
  const end = endOf(showtime, movie?.runtime);
  const language = (key: FeatureKey) => features.find((feature) => feature.key === key)?.language;
  return {
    '@type': 'ScreeningEvent',
    name,
    startDate: showtime.datetime,
    endDate: end && dateTimeText(localDateTime(end, timeZone)),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: movieTheater(cinema),
    workPresented: presentedMovie(name, movie),
    videoFormat: videoFormats(features),
    // The language heard: dubbed into one, else the original version's.
    inLanguage: language('dubbed') ?? language('ov'),
    subtitleLanguage: language('subtitled'),
    offers: offer(showtime),
  };
}

/** The cinema as the widget shows it, with its web site and country where the platform gives them. */
function movieTheater(cinema: CinemaSummary): MovieTheater {
  const { name, street, postalCode, city, latitude, longitude, countryCode, homepage } = cinema;
  return {
    '@type': 'MovieTheater',
    name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: city,
      addressCountry: countryCode,
    },
    geo: latitude === undefined ? undefined : { '@type': 'GeoCoordinates', latitude, longitude },
    url: httpUrl(homepage)?.href,
  };
}

/** The movie, its runtime as an ISO 8601 duration (`PT2H19M`), its poster and its trailer. */
function presentedMovie(name: string, movie: MovieSummary | undefined): Movie {
  const runtime = movie?.runtime;
  const trailer = movie?.trailerUrl;
  return {
    '@type': 'Movie',
    name,
    duration: runtime ? `PT${Math.floor(runtime / 60)}H${runtime % 60}M` : undefined,
    image: movie?.posterUrl,
    trailer: trailer ? { '@type': 'VideoObject', url: trailer } : undefined,
  };
}

/** The formats on screen (sound, such as Dolby Atmos, is none), led by 2D where the showing is not 3D. */
function videoFormats(features: readonly Feature[]): string[] {
  const brands: Partial<Record<FeatureKey, string>> = BRAND_NAMES;
  const formats = features.flatMap(({ key }) => (key === 'dolby-atmos' ? [] : (brands[key] ?? [])));
  return formats.includes(brands['3d']!) ? formats : ['2D', ...formats];
}

/**
 * The ticket offer: the booking URL where the time button is a link (sales open, http or https),
 * the availability its sales window gives, and the start of sales.
 */
function offer({ sales, bookingUrl, showing, timeZone }: Showtime): Offer {
  const salesStart = instantOf(showing.startSaleDatetime);
  return {
    '@type': 'Offer',
    url: sales.state === 'open' ? bookingUrl : undefined,
    availability: AVAILABILITY[sales.state],
    validFrom: salesStart && dateTimeText(localDateTime(salesStart, timeZone)),
  };
}
