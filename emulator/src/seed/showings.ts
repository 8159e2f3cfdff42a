/**
 * Generates the seed's showings for three weeks around the clock's day. Each cinema's day is
 * planned in its own wall time from a PRNG seeded by (cinema, local date), so a given cinema and
 * date always get the same program and the same showing ids, whatever the clock says.
 */
import type { Catalog, CinemaPlan, CinemaRoom, Content } from './catalog.js';
import { createRandom, type Random } from './random.js';
import { addDays, instantOfWallTime, weekday } from './zone-time.js';

/** Showings are generated for the clock's UTC date from DAYS_BEFORE before to DAYS_AFTER after. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 20;
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
  /** Every field but the nested objects and the date-times, which depend on settings. */
  fields: Record<string, unknown>;
}

interface Slot {
  room: CinemaRoom;
  time: string;
  content: Content;
  imax: boolean;
  threeDimensional: boolean;
  live: boolean;
  language?: string;
}

/** Days since 2024-01-01, the first part of a showing id (ids stay well inside 32 bits). */
const dayNumber = (date: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2024, 0, 1)) / 86_400_000);

function daySlots(catalog: Catalog, plan: CinemaPlan, date: string, random: Random): Slot[] {
  const { programming } = catalog;
  const slots: Slot[] = [];
  const movieSlot = (room: CinemaRoom, time: string): Slot => {
    const movie = random.weighted(catalog.movies);
    return {
      room,
      time,
      content: movie.content,
      imax: movie.imax && room['isImax'] === true,
      threeDimensional: movie.threeDimensional && random.chance(0.5),
      live: false,
    };
  };
  for (const room of plan.rooms) {
    for (const time of random.pick(programming.dayPatterns)) slots.push(movieSlot(room, time));
  }
  // Late shows start shortly after local midnight: they open this calendar date's slot list.
  if (random.chance(programming.lateShowChance))
    slots.push(movieSlot(plan.rooms[0]!, random.pick(programming.lateShowTimes)));
  for (const { event, content } of catalog.events) {
    if (event.weekday === weekday(date) && event.countries.includes(plan.cinema.countryCode)) {
      slots.push({
        room: plan.rooms[plan.rooms.length - 1]!,
        time: event.time,
        content,
        imax: false,
        threeDimensional: false,
        live: event.isLive,
        language: event.language,
      });
    }
  }
  return slots;
}

function versionFields(catalog: Catalog, plan: CinemaPlan, slot: Slot, random: Random): Record<string, unknown> {
  const original = slot.language ?? slot.content.movie?.originalLanguage ?? 'en';
  const versions = catalog.programming.versions[plan.cinema.countryCode] ?? [
    { weight: 1, audio: 'original', subtitles: null },
  ];
  const version = slot.language ? { audio: 'original', subtitles: null } : random.weighted(versions);
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

function cinemaDay(catalog: Catalog, plan: CinemaPlan, date: string): ShowingRecord[] {
  const { programming } = catalog;
  const random = createRandom(`${plan.cinema.id}/${date}`);
  return daySlots(catalog, plan, date, random).map((slot, index) => {
    const id = dayNumber(date) * 100_000 + plan.cinema.id * 100 + index;
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
      showingTagIds: [],
      protectedColumns: [],
    };
    const saleStart = new Date(start.getTime() - SALE_OPENS_DAYS_BEFORE * 86_400_000);
    return { id, cinema: plan, room: slot.room, content: slot.content, start, end, saleStart, fields };
  });
}

/** Cinema-days already planned, per catalog: they never change, and tests start many emulators. */
const plannedDays = new WeakMap<Catalog, Map<string, ShowingRecord[]>>();

/** All showings for the clock's day, sorted by start, then id. */
export function generateShowings(catalog: Catalog, now: Date): ShowingRecord[] {
  const today = now.toISOString().slice(0, 10);
  const planned = plannedDays.get(catalog) ?? new Map<string, ShowingRecord[]>();
  plannedDays.set(catalog, planned);
  const records: ShowingRecord[] = [];
  for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset += 1) {
    const date = addDays(today, offset);
    for (const plan of catalog.cinemas) {
      const key = `${plan.cinema.id}/${date}`;
      const day = planned.get(key) ?? cinemaDay(catalog, plan, date);
      planned.set(key, day);
      records.push(...day);
    }
  }
  return records.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}
