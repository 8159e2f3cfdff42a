/**
 * The national-release seed: one movie (550, Fight Club) in hundreds of generated cinemas across
 * several time zones, the same number of showings every cinema-day, in two or three versions
 * each, for tests and benchmarks at the scale of a national release. Cinemas come from
 * emulator/data/national.json through a PRNG seeded by the cinema id, so a cinema id always
 * names the same cinema for the same zones, whatever the number of cinemas.
 */
import * as z from 'zod';
import {
  cinemaPlan,
  dataFile,
  loadCatalog,
  type BookingStyle,
  type Catalog,
  type CinemaPlan,
  type MoviePlan,
  type Programming,
  type Version,
} from './catalog.js';
import { createRandom, type Random } from './random.js';
import type { Seed, Slot } from './showings.js';

interface City {
  name: string;
  state?: string;
  stateAbbr?: string;
  postalCode: string;
  /** The phone area code. */
  area: string;
  latitude: number;
  longitude: number;
  weight: number;
}

interface Country {
  country: string;
  currencyCode: string;
  /** Templates with `{street}` and `{number}`, and with `{area}` and `{line}`. */
  address: string;
  phone: string;
  /** Cinema name templates with `{city}`. */
  names: string[];
  streets: string[];
  versions: (Version & { imax?: boolean })[];
}

interface NationalData {
  movieId: number;
  rooms: { min: number; max: number };
  /** Daytime starts a cinema-day picks from; late shows come from the default programming. */
  showTimes: string[];
  booking: { style: BookingStyle; weight: number }[];
  countries: Record<string, Country>;
  zones: Record<string, { countryCode: string; cities: City[] }>;
}

const DATA = dataFile('national.json') as NationalData;
const FIRST_CINEMA_ID = 1001;
/** Showing ids leave room for 10 slots a cinema-day and cinema ids up to 9999 (README: Seed). */
const SLOTS_PER_CINEMA_DAY = 10;
const MAX_CINEMA_ID = 9999;
/** Cinemas lie within this many degrees of their city's centre, either way. */
const SPREAD_DEGREES = 0.06;

export const nationalSeedOptionsSchema = z.strictObject({
  cinemas: z
    .int()
    .min(1)
    .max(MAX_CINEMA_ID - FIRST_CINEMA_ID + 1),
  days: z.int().min(1).max(366).default(21),
  showingsPerDay: z.int().min(1).max(SLOTS_PER_CINEMA_DAY).default(5),
  zones: z
    .array(z.enum(Object.keys(DATA.zones)))
    .min(1)
    .refine((zones) => new Set(zones).size === zones.length, 'a zone appears twice')
    .default(['Europe/Berlin', 'Europe/London', 'America/New_York', 'America/Chicago']),
});

export type NationalSeedOptions = z.input<typeof nationalSeedOptionsSchema>;
type ResolvedOptions = z.output<typeof nationalSeedOptionsSchema>;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const around = (degrees: number, random: Random): string =>
  (degrees + (random.next() * 2 - 1) * SPREAD_DEGREES).toFixed(4);

/** Cinemas take the zones in turn; a name that repeats in a city gets a number (`Plaza London 2`). */
function nationalCinemas(options: ResolvedOptions, programming: Programming): CinemaPlan[] {
  const namesUsed = new Map<string, number>();
  return Array.from({ length: options.cinemas }, (_, index) => {
    const id = FIRST_CINEMA_ID + index;
    const timezone = options.zones[index % options.zones.length]!;
    const { countryCode, cities } = DATA.zones[timezone]!;
    const country = DATA.countries[countryCode]!;
    const random = createRandom(`national/${id}`);
    const city = random.weighted(cities);
    const nameTemplate = random.pick(country.names);
    const street = fill(country.address, {
      street: random.pick(country.streets),
      number: String(1 + Math.floor(random.next() * 180)),
    });
    const latitude = around(city.latitude, random);
    const longitude = around(city.longitude, random);
    const rooms = DATA.rooms.min + Math.floor(random.next() * (DATA.rooms.max - DATA.rooms.min + 1));
    const booking = random.weighted(DATA.booking).style;
    const name = fill(nameTemplate, { city: city.name });
    const repeat = (namesUsed.get(name) ?? 0) + 1;
    namesUsed.set(name, repeat);
    return cinemaPlan(
      {
        id,
        name: repeat === 1 ? name : `${name} ${repeat}`,
        shortName: fill(nameTemplate, { city: '' }).trim(),
        street,
        postalCode: city.postalCode,
        city: city.name,
        ...(city.state ? { state: city.state, stateAbbr: city.stateAbbr! } : {}),
        country: country.country,
        countryCode,
        currencyCode: country.currencyCode,
        latitude,
        longitude,
        phone: fill(country.phone, { area: city.area, line: String(id).padStart(4, '0') }),
        timezone,
        seed: { rooms, booking },
      },
      programming,
    );
  });
}

/** `count` different items, in a random order. */
function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  for (let index = 0; index < count; index += 1) {
    const chosen = index + Math.floor(random.next() * (pool.length - index));
    [pool[index], pool[chosen]] = [pool[chosen]!, pool[index]!];
  }
  return pool.slice(0, count);
}

/**
 * `showingsPerDay` slots of the movie, about a third of cinema-days opening with a late show
 * after midnight. IMAX plays in the first room (the one with `isImax`), the rest in the others.
 */
function planDay(catalog: Catalog, movie: MoviePlan, showingsPerDay: number, plan: CinemaPlan, random: Random): Slot[] {
  const { programming } = catalog;
  const late = random.chance(programming.lateShowChance) ? [random.pick(programming.lateShowTimes)] : [];
  const times = [...late, ...pickDistinct(DATA.showTimes, showingsPerDay - late.length, random).sort()];
  const [imaxRoom, ...otherRooms] = plan.rooms;
  return times.map((time, index) => {
    const version = random.weighted(DATA.countries[plan.cinema.countryCode]!.versions);
    return {
      room: version.imax ? imaxRoom! : otherRooms[index % otherRooms.length]!,
      time,
      content: movie.content,
      imax: version.imax ?? false,
      threeDimensional: false,
      live: false,
      version,
    };
  });
}

let latest: { key: string; seed: Seed } | undefined;

/**
 * The seed for these options. The latest one is kept, so that emulators started with the same
 * options share its planned days; only one, as 400 cinemas make some 42,000 showings.
 */
export function nationalSeed(options: ResolvedOptions): Seed {
  const key = JSON.stringify(options);
  if (latest?.key === key) return latest.seed;
  const base = loadCatalog();
  // No drafts: every showing of a national seed is one a client shows, which keeps counts exact.
  const programming = { ...base.programming, draftChance: 0 };
  const catalog: Catalog = {
    cinemas: nationalCinemas(options, programming),
    movies: base.movies,
    events: [],
    programming,
  };
  const movie = base.movies.find((candidate) => candidate.movie.id === DATA.movieId)!;
  const seed: Seed = {
    catalog,
    days: options.days,
    slotsPerCinemaDay: SLOTS_PER_CINEMA_DAY,
    planDay: (plan, _date, random) => planDay(catalog, movie, options.showingsPerDay, plan, random),
  };
  latest = { key, seed };
  return seed;
}
