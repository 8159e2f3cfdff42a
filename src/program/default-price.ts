/**
 * A showing's default price (docs/design.md, "The evening"): the `priceTotal` of its price group's
 * entries whose `priceOption` is the showing's default and that carry no discount, the lowest where
 * seat categories differ ("from"), in the minor units of the cinema's currency. None where the
 * platform gives none, or none that is a whole amount from 0 on.
 */
import type { Showing } from '../platform/schemas.js';

export function defaultPrice(prices: Showing['prices']): number | undefined {
  const totals = (prices ?? [])
    .filter((entry) => entry?.priceOption.isShowingDefault && !entry.priceDiscount)
    .map((entry) => entry!.priceTotal)
    .filter((total) => Number.isSafeInteger(total) && total >= 0);
  return totals.length ? Math.min(...totals) : undefined;
}

/** An ISO 4217 code (`CHF`), as the platform writes it, else none: an amount in an unknown currency claims nothing. */
export function currencyCode(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && /^[A-Z]{3}$/.test(upper) ? upper : undefined;
}
