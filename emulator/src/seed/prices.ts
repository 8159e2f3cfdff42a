/**
 * A showing's price group (spec: Showing, "a price group with priceOption, priceDiscount,
 * seatCategory, priceTotal"), whose JSON shape the spec does not show. The emulator's convention
 * (README: "Conventions where the spec is silent", Prices): `prices`, an array of
 * `{priceOption, priceDiscount, seatCategory, priceTotal}`, amounts in the minor units of the
 * cinema's `currencyCode`; the option with `isShowingDefault` is the showing's default price. Drawn
 * from a PRNG of its own per cinema-day, so that prices never move the rest of a seeded program.
 */
import type { CinemaPlan, Programming } from './catalog.js';
import type { Random } from './random.js';

/** A currency's price list, in its minor units (`JPY` has none: 2000 is ¥2,000). */
export interface PriceList {
  standard: number;
  vatPercent: number;
  /** Added to a show that starts before `matineeBefore`, cinema-local. */
  matinee: number;
  imax: number;
  threeDimensional: number;
  /** The premium seat category's change. */
  premiumSeat: number;
  /** The reduced discount's change (children, students). */
  reduced: number;
}

export interface PriceRules {
  /** The share of showings the platform gives no price for. */
  missingChance: number;
  /** `HH:mm`: earlier shows cost `matinee` less. */
  matineeBefore: string;
  /** By ISO 4217 code: a cinema whose currency has no list gives no prices. */
  currencies: Record<string, PriceList>;
}

/** What sets a showing's price apart. */
export interface PricedSlot {
  time: string;
  imax: boolean;
  threeDimensional: boolean;
}

/** The price group of one showing, or none (`missingChance`, or a currency without a list). */
export function priceGroup(plan: CinemaPlan, slot: PricedSlot, programming: Programming, random: Random): unknown[] {
  const rules = programming.prices;
  const list = rules.currencies[plan.cinema.currencyCode];
  if (random.chance(rules.missingChance) || !list) return [];
  const cinema = { id: plan.cinema.id };
  const base =
    list.standard +
    (slot.time < rules.matineeBefore ? list.matinee : 0) +
    (slot.imax ? list.imax : 0) +
    (slot.threeDimensional ? list.threeDimensional : 0);
  const net = (total: number) => Math.round(total / (1 + list.vatPercent / 100));
  const option = (id: number, name: string, total: number, isShowingDefault: boolean) => ({
    id: plan.cinema.id * 100 + id,
    name,
    priceNet: net(total),
    isShowingDefault,
    cinema,
  });
  const standardSeat = { id: plan.cinema.id * 10 + 1, cinemaId: plan.cinema.id, name: 'Standard', priceChange: 0 };
  const premiumSeat = { ...standardSeat, id: standardSeat.id + 1, name: 'Premium', priceChange: list.premiumSeat };
  const reduced = { id: plan.cinema.id * 100 + 9, name: 'Reduced', priceChange: list.reduced, cinema };
  return [
    {
      priceOption: option(1, 'Regular', base, true),
      priceDiscount: null,
      seatCategory: standardSeat,
      priceTotal: base,
    },
    {
      priceOption: option(1, 'Regular', base, true),
      priceDiscount: null,
      seatCategory: premiumSeat,
      priceTotal: base + list.premiumSeat,
    },
    {
      priceOption: option(1, 'Regular', base, true),
      priceDiscount: reduced,
      seatCategory: standardSeat,
      priceTotal: base + list.reduced,
    },
  ];
}
