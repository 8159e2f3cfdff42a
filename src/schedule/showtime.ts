/**
 * One showtime of a schedule: a showing placed in its cinema's zone and business day, with its
 * booking link, sales window, features and highlights. A national release has thousands, most of
 * whose parts repeat (the same instants, days, versions): a build shares one copy of each.
 */
import type { ProgramMovie, ProgramShowing } from '../program/program.js';
import { bookingUrl } from '../program/booking-url.js';
import { interner } from '../common/interner.js';
import type { Interner } from '../common/interner.js';
import { featuresOf } from './features.js';
import type { Highlight, LocalDateTime, Sales, ScheduleOptions, Showtime } from './types.js';
import { businessDate, dateTimeText, instantOf, localDateTime } from './zoned-time.js';

/** What the showtimes of one build share. */
export interface SharedParts {
  strings: Interner<string>;
  objects: Interner<object>;
  instants: Map<number, Date>;
}

export function sharedParts(): SharedParts {
  return { strings: interner(), objects: interner(), instants: new Map() };
}

/**
 * Where and when a showing plays: its cinema (and the cinema's country, where the platform gives
 * it), its movie, its instant and the zone its cinema is in.
 */
export interface Placement {
  cinemaId: number;
  country: string | undefined;
  movie: ProgramMovie | undefined;
  instant: Date;
  timeZone: string;
  /** The cinema's ISO 4217 currency, which its showings' prices are in. */
  currency: string | undefined;
}

const OPEN: Sales = { state: 'open' };
const CLOSED: Sales = { state: 'closed' };
const STARTED: Sales = { state: 'started' };

export function showtimeOf(
  showing: ProgramShowing,
  { cinemaId, country, movie, instant, timeZone, currency }: Placement,
  { now, dayStartMinutes }: Pick<ScheduleOptions, 'now' | 'dayStartMinutes'>,
  { strings, objects, instants }: SharedParts,
): Showtime {
  const text = (value: string) => strings(value, value);
  const wall = localDateTime(instant, timeZone);
  const datetime = text(dateTimeText(wall));
  const local = objects(datetime, wall) as LocalDateTime;
  const listedOn = text(businessDate(local, dayStartMinutes));
  const features = featuresOf(showing, movie?.movieAccessibility, country);
  const highlights = highlightsOf(showing);
  const url = bookingUrl(showing);
  const amount = showing.priceTotal;
  const price = currency && amount !== undefined ? { amount, currency } : undefined;
  if (!instants.has(instant.getTime())) instants.set(instant.getTime(), instant);
  // All fields in one literal, absent ones undefined: V8 then keeps them in the object itself,
  // where fields added one at a time need a second block for each of thousands of showtimes.
  return {
    id: showing.id,
    showing,
    cinemaId,
    movieId: showing.movieId,
    instant: instants.get(instant.getTime())!,
    timeZone,
    local,
    datetime,
    businessDate: listedOn,
    listedOnEveningBefore: listedOn !== local.date,
    bookingUrl: url,
    sales: instant <= now ? STARTED : salesAt(showing, now),
    features: objects(`features ${JSON.stringify(features)}`, features) as typeof features,
    highlights: objects(`highlights ${JSON.stringify(highlights)}`, highlights) as Highlight[],
    roomName: showing.cinemaRoom?.name,
    price: price && (objects(`price ${amount} ${currency}`, price) as typeof price),
  };
}

/**
 * The sales window at `now`, its bounds instants in the program. A bound that cannot be read is
 * ignored, so a broken field never hides a bookable show.
 */
function salesAt(showing: ProgramShowing, now: Date): Sales {
  const opensAt = instantOf(showing.startSaleDatetime);
  if (opensAt && opensAt > now) return { state: 'not-yet', opensAt };
  const closesAt = instantOf(showing.endSaleDatetime);
  return closesAt && closesAt <= now ? CLOSED : OPEN;
}

/** Premiere, preview, then the platform's own highlight text. */
function highlightsOf(showing: ProgramShowing): Highlight[] {
  const text = showing.highlightText;
  const highlights: Highlight[] = [];
  if (showing.isPremiere) highlights.push({ kind: 'premiere' });
  if (showing.isPreview) highlights.push({ kind: 'preview' });
  if (text) highlights.push({ kind: 'text', text });
  return highlights;
}
