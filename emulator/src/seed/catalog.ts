/**
 * The seed's fixed part, read from the JSON files in emulator/data: cinemas, their rooms, movies
 * and contents, and the programming rules the showings are generated from.
 */
import { readFileSync } from 'node:fs';
import type { PriceRules } from './prices.js';

export type BookingStyle = 'onlineTicketUrl' | 'bookingUrlExternal' | 'ticketUrls' | 'phone' | 'none';

/** A cinema as the seed data writes it: the served fields and generator hints. */
export interface SeedCinema {
  id: number;
  name: string;
  shortName: string;
  street: string;
  postalCode: string;
  city: string;
  state?: string;
  stateAbbr?: string;
  country: string;
  countryCode: string;
  currencyCode: string;
  latitude: string;
  longitude: string;
  phone: string;
  timezone: string;
  seed: { rooms: number; booking: BookingStyle };
}

interface SeedMovie {
  id: number;
  serviceId: string;
  title: string;
  originalTitle: string;
  originalLanguage: string;
  releaseDate: string;
  runtime: number;
  genres: { id: number; name: string }[];
  overview: string;
  posterPath: string;
  seed: {
    weight: number;
    ageRating: string;
    imax?: boolean;
    threeDimensional?: boolean;
    /** What the movie offers in each country's cinemas (two-letter country code: offers). */
    accessibility?: Record<string, AccessibilityOffer[]>;
  };
}

type AccessibilityOffer = 'captions' | 'audio-description' | 'sound-amplification';

/** A Movie's `movieAccessibility` for one country (spec: Movie). */
export interface MovieAccessibility {
  id: number;
  movieId: number;
  iso31661: string;
  hasClosedCaption: boolean;
  hasAudioDescription: boolean;
  hasSoundAmplification: boolean;
}

export interface Version {
  weight: number;
  audio: string;
  subtitles: string | null;
}

interface SeedEvent {
  contentId: number;
  name: string;
  slug: string;
  duration: number;
  ageRating: string;
  countries: string[];
  weekday: number;
  time: string;
  language: string;
  isLive: boolean;
}

export interface Programming {
  roomNames: Record<string, string>;
  rooms: ({ seatCount: number } & Record<string, number | boolean>)[];
  dayPatterns: string[][];
  lateShowTimes: string[];
  lateShowChance: number;
  draftChance: number;
  highlightTexts: string[];
  highlightChance: number;
  premiereChance: number;
  previewChance: number;
  versions: Record<string, Version[]>;
  events: SeedEvent[];
  booking: { onlineTicketUrl: string; bookingUrlExternal: string; ticketUrls: string[]; phone: string };
  prices: PriceRules;
}

/** A Cinema as the API serves it (spec: Shared shapes, Cinema). */
export type Cinema = Omit<SeedCinema, 'seed'> & {
  slug: string;
  email: string;
  homepage: string;
  isActive: string;
};

/** A Movie as the API serves it (spec: Movie). */
export type Movie = Omit<SeedMovie, 'seed'> & { slug: string; status: string; adult: boolean; video: boolean };

export interface CinemaRoom {
  id: number;
  cinemaId: number;
  name: string;
  position: string;
  seatCount: number;
  [flag: string]: number | string | boolean;
}

export interface Content {
  id: number;
  movieId: number | null;
  name: string;
  slug: string;
  category: 'movie' | 'event';
  duration: number;
  ageRating: string;
  posterImageUrl: string | null;
  trailerUrl?: string;
  isOwnContent: boolean;
  movie: Movie | null;
}

export interface CinemaPlan {
  cinema: Cinema;
  rooms: CinemaRoom[];
  booking: BookingStyle;
}

export interface MoviePlan {
  movie: Movie;
  /** By country code; a country without an entry has none (the platform says nothing there). */
  accessibility: Map<string, MovieAccessibility>;
  content: Content;
  weight: number;
  imax: boolean;
  threeDimensional: boolean;
}

export interface Catalog {
  cinemas: CinemaPlan[];
  movies: MoviePlan[];
  events: { event: SeedEvent; content: Content }[];
  programming: Programming;
}

export const dataFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8'));

const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function cinemaPlan({ seed, ...fields }: SeedCinema, programming: Programming): CinemaPlan {
  const slug = slugify(fields.name);
  const roomName = programming.roomNames[fields.countryCode] ?? 'Room {n}';
  const rooms = programming.rooms.slice(0, seed.rooms).map((template, index) => ({
    ...template,
    id: fields.id * 10 + index + 1,
    cinemaId: fields.id,
    name: roomName.replace('{n}', String(index + 1)),
    position: String(index + 1),
  }));
  const cinema: Cinema = {
    ...fields,
    slug,
    email: `hello@${slug}.example`,
    homepage: `https://${slug}.example/`,
    isActive: 'true',
  };
  return { cinema, rooms, booking: seed.booking };
}

function moviePlan({ seed, ...fields }: SeedMovie, index: number): MoviePlan {
  const movie: Movie = { ...fields, slug: slugify(fields.title), status: 'Released', adult: false, video: false };
  const content: Content = {
    id: 5001 + index,
    movieId: movie.id,
    name: movie.title,
    slug: movie.slug,
    category: 'movie',
    duration: movie.runtime,
    ageRating: seed.ageRating,
    posterImageUrl: `/posters/${movie.id}.svg`,
    // Where the movie's trailers are: a link the widget offers, never something it fetches.
    trailerUrl: `https://www.themoviedb.org/movie/${movie.id}/videos`,
    isOwnContent: false,
    movie,
  };
  const accessibility = new Map(
    Object.entries(seed.accessibility ?? {}).map(([country, offers], countryIndex) => [
      country,
      {
        id: movie.id * 100 + countryIndex,
        movieId: movie.id,
        iso31661: country,
        hasClosedCaption: offers.includes('captions'),
        hasAudioDescription: offers.includes('audio-description'),
        hasSoundAmplification: offers.includes('sound-amplification'),
      },
    ]),
  );
  return {
    movie,
    accessibility,
    content,
    weight: seed.weight,
    imax: seed.imax ?? false,
    threeDimensional: seed.threeDimensional ?? false,
  };
}

function eventContent(event: SeedEvent): Content {
  return {
    id: event.contentId,
    movieId: null,
    name: event.name,
    slug: event.slug,
    category: 'event',
    duration: event.duration,
    ageRating: event.ageRating,
    posterImageUrl: null,
    isOwnContent: true,
    movie: null,
  };
}

let loaded: Catalog | undefined;

/** The catalog, read once per process: the seed files do not change while the emulator runs. */
export function loadCatalog(): Catalog {
  loaded ??= readCatalog();
  return loaded;
}

function readCatalog(): Catalog {
  const programming = dataFile('programming.json') as Programming;
  return {
    cinemas: (dataFile('cinemas.json') as SeedCinema[]).map((cinema) => cinemaPlan(cinema, programming)),
    movies: (dataFile('movies.json') as SeedMovie[]).map(moviePlan),
    events: programming.events.map((event) => ({ event, content: eventContent(event) })),
    programming,
  };
}
