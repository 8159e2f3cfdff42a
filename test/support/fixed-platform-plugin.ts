// A wtr plugin that serves fixed showings, in the platform's shapes, from the test server's own
// origin, for what the seeded emulator cannot show: hostile text and URLs in every field (XSS),
// a long list at one cinema, and a program that starts after the offered days.
//   GET /fixed-platform/<scenario>/showings?movieId=N
//   GET /fixed-platform/<scenario>/cinemas/<id>/showings-future
//   GET /fixed-platform/<scenario>/movies/<id>  every movie exists (an empty list is "no showings")
// Answers are bare arrays (one short page). The dates assume the page clock 2026-11-22T12:00:00Z.
// No token check: the widget's token handling is tested against the emulator.
import type { TestRunnerPlugin } from '@web/test-runner';
import { foundScenarios } from './found-scenarios.js';
import { fitScenario } from './fit-scenario.js';
import { accessibilityScenario } from './accessibility-scenario.js';
import { dstDayScenario, dstNightScenario, eveningScenario, priceScenario } from './evening-scenarios.js';

/** Runs when HTML is ever parsed from the data: a test fails when `window.__xss` is set. */
export const markupPayload = '<img src=x onerror="window.__xss=1">';
export const scriptPayload = '<script>window.__xss=1</script>';

const hostileCinema = {
  id: 7,
  name: `Kino ${markupPayload}`,
  street: `"><svg onload="window.__xss=1">`,
  postalCode: scriptPayload,
  city: `Berlin ${scriptPayload}`,
  timezone: 'Europe/Berlin',
};

const hostileContent = {
  id: 70,
  movieId: 77,
  name: `Film ${markupPayload}`,
  ageRating: `<b onmouseover="window.__xss=1">16</b>`,
  posterImageUrl: 'javascript:window.__xss=1',
  trailerUrl: 'javascript:window.__xss=1',
  movie: { id: 77, title: `Film ${markupPayload}`, runtime: 120, posterPath: 'javascript:window.__xss=1' },
};

function hostileShowing(id: number, start: string, urls: Record<string, unknown>) {
  return {
    id,
    startDatetime: start,
    state: 'published',
    movieId: 77,
    cinemaId: 7,
    name: `Showing ${markupPayload}`,
    highlightText: `Q&A ${scriptPayload}`,
    isSubtitled: true,
    subtitledLanguage: `<i onclick="window.__xss=1">de</i>`,
    isOriginalLanguage: true,
    originalLanguage: `${markupPayload}`,
    cinemaRoom: { id: 71, name: `Saal ${markupPayload}` },
    cinema: hostileCinema,
    content: hostileContent,
    ...urls,
  };
}

/** Booking URLs in every field, each hostile or odd in its own way; only `safe-https` may be a link. */
export const hostileUrls: Record<string, Record<string, unknown>> = {
  'javascript-online': { onlineTicketUrl: 'javascript:window.__xss=1' },
  'data-external': { bookingUrlExternal: 'data:text/html,<script>window.__xss=1</script>' },
  'mixed-case-ticket-urls': { ticketUrls: ['  JaVaScRiPt:window.__xss=1', 'https://tickets.example/second'] },
  'vbscript-online': { onlineTicketUrl: 'vbscript:msgbox(1)' },
  'relative-online': { onlineTicketUrl: '/book?id=1' },
  'safe-https': { onlineTicketUrl: 'https://tickets.example/book?q="><script>window.__xss=1</script>' },
};

const longCinema = { id: 8, name: 'Langes Kino', city: 'Berlin', timezone: 'Europe/Berlin' };
const longContent = { id: 80, movieId: 88, name: 'Long Movie', movie: { id: 88, title: 'Long Movie', runtime: 95 } };

const glanceContent = { id: 90, movieId: 99, name: 'Glance', movie: { id: 99, title: 'Glance', runtime: 110 } };
/** The versions of the glance scenario: every showing is Dolby Atmos, so Atmos splits nothing. */
const glanceVersions: Record<string, unknown>[] = [
  { isDolbyAtmos: true },
  { isDolbyAtmos: true, isThreeDimensional: true },
  { isDolbyAtmos: true, isOriginalLanguage: true, originalLanguage: 'en', isSubtitled: true, subtitledLanguage: 'es' },
];

/**
 * `count` cinemas in `timezone`, each with `perCinema` showings on 2026-11-22 from 13:00 local
 * (written with `offset`), 90 minutes apart, cycling through two versions (even cinema ids) or
 * three (odd ones), each in a room of its own.
 */
function cityProgram(count: number, perCinema: number, timezone: string, offset: string, firstId: number) {
  return Array.from({ length: count * perCinema }, (_, index) => {
    const cinemaIndex = Math.floor(index / perCinema);
    const slot = index % perCinema;
    const minutes = 13 * 60 + slot * 90;
    const id = firstId + index;
    return {
      id,
      startDatetime: `2026-11-22T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${offset}`,
      state: 'published',
      movieId: 99,
      cinema: {
        id: 300 + cinemaIndex,
        name: `Cinema ${String.fromCharCode(65 + cinemaIndex)}`,
        street: `${cinemaIndex + 1} Main Street`,
        timezone,
      },
      content: glanceContent,
      cinemaRoom: { id: 1 + (slot % 3), name: `Room ${1 + (slot % 3)}` },
      onlineTicketUrl: `https://tickets.example/glance/${id}`,
      ...glanceVersions[slot % (cinemaIndex % 2 ? 3 : 2)],
    };
  });
}

/** One showing a night on 2026-11-23 and 24 at 20:00 local, at a cinema of its own zone. */
function eveningShows(cinema: { id: number; name: string; timezone: string }, offset: string) {
  return ['2026-11-23', '2026-11-24'].map((date, index) => ({
    id: cinema.id * 10 + index,
    startDatetime: `${date}T20:00:00${offset}`,
    state: 'published',
    movieId: 99,
    cinema,
    content: glanceContent,
    onlineTicketUrl: `https://tickets.example/zones/${cinema.id}`,
  }));
}

const scenarios: Record<string, unknown[]> = {
  ...foundScenarios,
  // The longest texts a program gives, for the text-fits test.
  fit: fitScenario,
  // Prices in four currencies, none, and none readable; end times across midnight and the DST night.
  prices: priceScenario,
  evening: eveningScenario,
  'dst-night': dstNightScenario,
  'dst-day': dstDayScenario,
  // The glance scenario with a price on every showing: the first screen must hold as many showtimes.
  'glance-priced': cityProgram(8, 6, 'America/Tijuana', '-08:00', 30000).map((showing) => ({
    ...showing,
    cinema: { ...showing.cinema, currencyCode: 'MXN' },
    prices: [{ priceOption: { isShowingDefault: true }, priceDiscount: null, priceTotal: 9500 }],
  })),
  // Accessibility given for one country only, and rooms with and without wheelchair spaces.
  accessibility: accessibilityScenario,
  // Movie mode at a glance: 8 cinemas in Tijuana (the offset of the viewer's Los Angeles), 6
  // showings each on 2026-11-22 in 2 or 3 versions.
  glance: cityProgram(8, 6, 'America/Tijuana', '-08:00', 30000),
  // 23 cinemas in Berlin, two showings each: more than the twenty drawn before part="more".
  many: cityProgram(23, 2, 'Europe/Berlin', '+01:00', 31000),
  // A cinema ahead of the viewer (Berlin) and one behind (Honolulu).
  zones: [
    ...eveningShows({ id: 41, name: 'Kino Berlin', timezone: 'Europe/Berlin' }, '+01:00'),
    ...eveningShows({ id: 42, name: 'Honolulu Theatre', timezone: 'Pacific/Honolulu' }, '-10:00'),
  ],
  hostile: Object.entries(hostileUrls).map(([, urls], index) =>
    hostileShowing(9000 + index, `2026-11-22T${String(18 + index).padStart(2, '0')}:00:00+01:00`, urls),
  ),
  // 12 showings on one day, one every half hour from 14:00 Berlin time.
  long: Array.from({ length: 12 }, (_, index) => ({
    id: 8000 + index,
    startDatetime: `2026-11-22T${String(14 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}:00+01:00`,
    state: 'published',
    movieId: 88,
    cinema: longCinema,
    content: longContent,
    onlineTicketUrl: `https://tickets.example/long/${8000 + index}`,
  })),
  // Ticket sales not open yet, and closed before the show; a premiere and a preview.
  sales: [
    {
      id: 5000,
      startDatetime: '2026-11-22T20:00:00+01:00',
      startSaleDatetime: '2026-11-22T18:00:00+01:00',
      onlineTicketUrl: 'https://tickets.example/5000',
      isPremiere: true,
      cinema: longCinema,
      content: longContent,
    },
    {
      id: 5001,
      startDatetime: '2026-11-22T21:00:00+01:00',
      endSaleDatetime: '2026-11-22T12:30:00+01:00',
      onlineTicketUrl: 'https://tickets.example/5001',
      isPreview: true,
      cinema: longCinema,
      content: longContent,
    },
    {
      id: 5002,
      startDatetime: '2026-11-22T22:00:00+01:00',
      startSaleDatetime: '2026-11-20T10:00:00+01:00',
      endSaleDatetime: '2026-11-22T22:00:00+01:00',
      onlineTicketUrl: 'https://tickets.example/5002',
      cinema: longCinema,
      content: longContent,
    },
  ],
  // Words longer than a phone is wide at 200 % text: a cinema's name, street and a movie's title.
  words: [
    {
      id: 7000,
      startDatetime: '2026-11-22T20:00:00+01:00',
      state: 'published',
      movieId: 70,
      cinema: {
        id: 70,
        name: 'Lichtspieltheatergesellschaftsvorführungssaal',
        street: 'Donaudampfschifffahrtsgesellschaftsstraße 1',
        city: 'Berlin',
        timezone: 'Europe/Berlin',
      },
      content: { id: 700, movieId: 70, name: 'Kinderfilmfestspielwochenendsonderprogramm' },
      onlineTicketUrl: 'https://tickets.example/words/7000',
    },
  ],
  // No showings at all: no cinema places the days, so the viewer's zone does.
  none: [],
  // A movie at cinema 8 only after the seven days from 2026-11-22, within them at cinemas 9 and 10,
  // and at cinema 11 only the day after them (on the first of the eighth day's business hours).
  elsewhere: [
    {
      id: 6103,
      startDatetime: '2026-11-29T10:00:00+01:00',
      state: 'published',
      movieId: 66,
      cinema: { id: 11, name: 'Kino Elf', city: 'Berlin', timezone: 'Europe/Berlin' },
    },
    {
      id: 6100,
      startDatetime: '2026-12-02T20:00:00+01:00',
      state: 'published',
      movieId: 66,
      // Beside Potsdam: the cinemas named are the nearest to it first.
      cinema: { ...longCinema, latitude: '52.40', longitude: '13.05' },
    },
    {
      id: 6101,
      startDatetime: '2026-11-23T20:00:00+01:00',
      state: 'published',
      movieId: 66,
      cinema: {
        id: 9,
        name: 'Kino Neun',
        city: 'Berlin',
        timezone: 'Europe/Berlin',
        latitude: '52.52',
        longitude: '13.40',
      },
    },
    {
      id: 6102,
      startDatetime: '2026-11-24T20:00:00+01:00',
      state: 'published',
      movieId: 66,
      cinema: {
        id: 10,
        name: 'Kino Zehn',
        city: 'Potsdam',
        timezone: 'Europe/Berlin',
        latitude: '52.39',
        longitude: '13.06',
      },
    },
  ],
  // Nothing in the seven days from 2026-11-22; the next showings are on 2026-12-02.
  later: [
    {
      id: 6000,
      startDatetime: '2026-12-02T20:00:00+01:00',
      state: 'published',
      movieId: 66,
      cinema: longCinema,
      content: { id: 60, movieId: 66, name: 'Later Movie' },
    },
    {
      id: 6001,
      startDatetime: '2026-12-03T20:00:00+01:00',
      state: 'published',
      movieId: 66,
      cinema: longCinema,
      content: { id: 60, movieId: 66, name: 'Later Movie' },
    },
  ],
};

const route = /^\/fixed-platform\/([\w-]+)\/(?:showings|cinemas\/(\d+)\/showings-future)$/;

export function fixedPlatformPlugin(): TestRunnerPlugin {
  return {
    name: 'fixed-platform',
    serve(context) {
      const movie = /^\/fixed-platform\/[\w-]+\/movies\/(\d+)$/.exec(context.path);
      if (movie) return { body: JSON.stringify({ id: Number(movie[1]), title: 'A movie' }), type: 'application/json' };
      const match = route.exec(context.path);
      const showings = match ? scenarios[match[1]!] : undefined;
      if (!match || !showings) return undefined;
      const cinemaId = match[2] === undefined ? undefined : Number(match[2]);
      const body = showings.filter(
        (showing) => cinemaId === undefined || (showing as { cinema: { id: number } }).cinema.id === cinemaId,
      );
      return { body: JSON.stringify(body), type: 'application/json' };
    },
  };
}
