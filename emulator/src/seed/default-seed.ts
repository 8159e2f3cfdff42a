/**
 * The default seed: the catalog in emulator/data (31 cinemas in 10 zones, 14 movies, a live
 * event), each cinema's rooms playing a daily pattern of weighted movies, three weeks long.
 */
import { loadCatalog, type Catalog, type CinemaPlan, type CinemaRoom } from './catalog.js';
import type { Random } from './random.js';
import { ORIGINAL_VERSION, type Seed, type Slot } from './showings.js';
import { weekday } from './zone-time.js';

/** The clock's UTC date − 1 to + 20. */
const DAYS = 22;
/** A cinema-day has fewer than 100 slots; ids keep room for them (README: Seed). */
const SLOTS_PER_CINEMA_DAY = 100;

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
        version: ORIGINAL_VERSION,
      });
    }
  }
  return slots;
}

let seed: Seed | undefined;

/** One object per process, so that its planned cinema-days are shared by every emulator. */
export function defaultSeed(): Seed {
  const catalog = loadCatalog();
  seed ??= {
    catalog,
    days: DAYS,
    slotsPerCinemaDay: SLOTS_PER_CINEMA_DAY,
    planDay: (plan, date, random) => daySlots(catalog, plan, date, random),
  };
  return seed;
}
