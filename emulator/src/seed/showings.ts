/**
 * Generates a seed's showings for the weeks around the clock's day. Each cinema's day is planned
 * in its own wall time from a PRNG seeded by (cinema, local date), so a given cinema and date
 * always get the same program and the same showing ids, whatever the clock says.
 */
import type { Catalog, CinemaPlan, CinemaRoom, Content, MovieAccessibility, Version } from './catalog.js';
import { priceGroup } from './prices.js';
import { createRandom, type Random } from './random.js';
import { addDays, instantOfWallTime } from './zone-time.js';

/** Showings are generated for the cinema-local dates from the clock's UTC date − DAYS_BEFORE on. */
const DAYS_BEFORE = 1;
/** Trailers and ads before the feature. */
const PRE_SHOW_MINUTES = 20;
const SALE_OPENS_DAYS_BEFORE = 14;

export interface ShowingRecord {
  id: number;
  cinema: CinemaPlan;
  room: CinemaRoom;
  content: Content;
  start: Date;
  end: Date;
  saleStart: Date;
  /** The movie's accessibility in the cinema's country, where the seed gives it. */
  accessibility: MovieAccessibility | undefined;
  /** Every field but the nested objects and the date-times, which depend on settings. */
  fields: Record<string, unknown>;
}

/** One showing as a cinema plans it: room, local time, what plays, in which version. */
export interface Slot {
  room: CinemaRoom;
  time: string;
  content: Content;
  imax: boolean;
  threeDimensional: boolean;
  live: boolean;
  /** The original language, when the content has no movie to say it. */
  language?: string;
  /** Drawn from the country's versions when absent. */
  version?: Pick<Version, 'audio' | 'subtitles'>;
}

/** What showings are generated from: a catalog and how its cinemas plan a day. */
export interface Seed {
  catalog: Catalog;
  /** How many cinema-local dates are planned, from the clock's UTC date − 1 on. */
  days: number;
  /** Showing ids are `daysSince2024 × 100000 + cinemaId × slotsPerCinemaDay + slot index`. */
  slotsPerCinemaDay: number;
  /** A cinema-day's slots; `random` is that cinema-day's own PRNG. */
  planDay(plan: CinemaPlan, date: string, random: Random): Slot[];
}

/** The original audio without subtitles. */
export const ORIGINAL_VERSION = { audio: 'original', subtitles: null };

/** Days since 2024-01-01, the first part of a showing id (ids stay well inside 32 bits). */
const dayNumber = (date: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2024, 0, 1)) / 86_400_000);

function versionFields(catalog: Catalog, plan: CinemaPlan, slot: Slot, random: Random): Record<string, unknown> {
  const original = slot.language ?? slot.content.movie?.originalLanguage ?? 'en';
  const versions = catalog.programming.versions[plan.cinema.countryCode] ?? [{ weight: 1, ...ORIGINAL_VERSION }];
  const version = slot.version ?? random.weighted(versions);
  const audio = version.audio === 'original' ? original : version.audio;
  return {
    language: audio,
    originalLanguage: original,
    dubbedLanguage: audio === original ? null : audio,
    subtitledLanguage: version.subtitles,
    isOriginalLanguage: audio === original,
    isDubbed: audio !== original,
    isSubtitled: version.subtitles !== null,
  };
}

function bookingFields(catalog: Catalog, plan: CinemaPlan, showingId: number): Record<string, unknown> {
  const templates = catalog.programming.booking;
  const fill = (template: string): string =>
    template
      .replace('{cinemaId}', String(plan.cinema.id))
      .replace('{showingId}', String(showingId))
      .replace('{phone}', plan.cinema.phone.replace(/\s+/g, ''));
  switch (plan.booking) {
    case 'onlineTicketUrl':
      return { onlineTicketUrl: fill(templates.onlineTicketUrl), bookingUrlExternal: null, ticketUrls: [] };
    case 'bookingUrlExternal':
      return { onlineTicketUrl: null, bookingUrlExternal: fill(templates.bookingUrlExternal), ticketUrls: [] };
    case 'ticketUrls':
      return { onlineTicketUrl: null, bookingUrlExternal: null, ticketUrls: templates.ticketUrls.map(fill) };
    case 'phone':
      return { onlineTicketUrl: null, bookingUrlExternal: fill(templates.phone), ticketUrls: [] };
    case 'none':
      return { onlineTicketUrl: null, bookingUrlExternal: null, ticketUrls: [] };
  }
}

function cinemaDay(seed: Seed, plan: CinemaPlan, date: string): ShowingRecord[] {
  const { catalog } = seed;
  const { programming } = catalog;
  const random = createRandom(`${plan.cinema.id}/${date}`);
  const priceRandom = createRandom(`prices/${plan.cinema.id}/${date}`);
  return seed.planDay(plan, date, random).map((slot, index) => {
    const id = dayNumber(date) * 100_000 + plan.cinema.id * seed.slotsPerCinemaDay + index;
    const start = instantOfWallTime(`${date}T${slot.time}:00`, plan.cinema.timezone);
    const end = new Date(start.getTime() + (slot.content.duration + PRE_SHOW_MINUTES) * 60_000);
    const movieId = slot.content.movieId;
    const fields: Record<string, unknown> = {
      id,
      name: slot.content.name,
      state: random.chance(programming.draftChance) ? 'draft' : 'published',
      cinemaId: plan.cinema.id,
      cinemaRoomId: slot.room.id,
      contentId: slot.content.id,
      eventRequestId: null,
      movieId,
      serviceMovieId: slot.content.movie?.serviceId ?? null,
      ...versionFields(catalog, plan, slot, random),
      isThreeDimensional: slot.threeDimensional,
      isRegularShowtime: !slot.live,
      isDolbyAtmos: slot.room['isDolbyAtmosReady'] === true,
      isImax: slot.imax,
      isDolbyVision: false,
      isDolbyCinema: false,
      is4DX: false,
      isScreenX: false,
      isLive: slot.live,
      isHFR: false,
      isDbox: slot.room['hasDboxSeats'] === true,
      isPremiere: random.chance(programming.premiereChance),
      isPreview: random.chance(programming.previewChance),
      highlightText: random.chance(programming.highlightChance) ? random.pick(programming.highlightTexts) : null,
      imageUrl: slot.content.posterImageUrl,
      ...bookingFields(catalog, plan, id),
      prices: priceGroup(plan, slot, programming, priceRandom),
      showingTagIds: [],
      protectedColumns: [],
    };
    const saleStart = new Date(start.getTime() - SALE_OPENS_DAYS_BEFORE * 86_400_000);
    const accessibility = catalog.movies
      .find((movie) => movie.movie.id === movieId)
      ?.accessibility.get(plan.cinema.countryCode);
    return { id, cinema: plan, room: slot.room, content: slot.content, start, end, saleStart, accessibility, fields };
  });
}

/** Cinema-days already planned, per seed: they never change, and tests start many emulators. */
const plannedDays = new WeakMap<Seed, Map<string, ShowingRecord[]>>();

/** All of a seed's showings for the clock's day, sorted by start, then id. */
export function generateShowings(seed: Seed, now: Date): ShowingRecord[] {
  const today = now.toISOString().slice(0, 10);
  const planned = plannedDays.get(seed) ?? new Map<string, ShowingRecord[]>();
  plannedDays.set(seed, planned);
  const records: ShowingRecord[] = [];
  for (let offset = -DAYS_BEFORE; offset < seed.days - DAYS_BEFORE; offset += 1) {
    const date = addDays(today, offset);
    for (const plan of seed.catalog.cinemas) {
      const key = `${plan.cinema.id}/${date}`;
      const day = planned.get(key) ?? cinemaDay(seed, plan, date);
      planned.set(key, day);
      records.push(...day);
    }
  }
  return records.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}
