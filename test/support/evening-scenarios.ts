/**
 * Fixed-platform scenarios (./fixed-platform-plugin.ts) for a moviegoer's evening (issue 40): prices
 * in four currencies beside showings with none or with price data of no readable shape (`prices`),
 * and end times across midnight and across the autumn DST night (`evening`, `dst-night`). The dates
 * assume the page clock 2026-11-22T12:00:00Z (`dst-night`: 2026-10-24T10:00:00Z).
 */

const content = { id: 440, movieId: 44, name: 'Evening', movie: { id: 44, title: 'Evening', runtime: 100 } };

/** A price group as the emulator writes it (emulator/README.md, "Prices"). */
function priceEntry(total: number, options: { isShowingDefault?: boolean; discount?: boolean; seat?: string } = {}) {
  const { isShowingDefault = true, discount = false, seat = 'Standard' } = options;
  return {
    priceOption: { id: 1, name: 'Regular', priceNet: Math.round(total / 1.1), isShowingDefault, cinema: { id: 1 } },
    priceDiscount: discount ? { id: 9, name: 'Reduced', priceChange: -300, cinema: { id: 1 } } : null,
    seatCategory: { id: 1, cinemaId: 1, name: seat, priceChange: 0 },
    priceTotal: total,
  };
}

/** The default option's standard and premium seats, a discount and a cheaper option that is not the default. */
const priceGroup = (standard: number) => [
  priceEntry(standard + 300, { seat: 'Premium' }),
  priceEntry(standard),
  priceEntry(standard - 300, { discount: true }),
  priceEntry(standard - 500, { isShowingDefault: false }),
];

function pricedShowing(id: number, cinema: Record<string, unknown>, start: string, prices: unknown) {
  return {
    id,
    startDatetime: start,
    state: 'published',
    movieId: 44,
    isThreeDimensional: true,
    cinema,
    content,
    onlineTicketUrl: `https://tickets.example/prices/${id}`,
    ...(prices === undefined ? {} : { prices }),
  };
}

const zurich = { id: 51, name: 'Kino Zürich', timezone: 'Europe/Zurich', currencyCode: 'CHF' };
const berlin = { id: 52, name: 'Kino Berlin', timezone: 'Europe/Berlin', currencyCode: 'EUR' };
const newYork = { id: 53, name: 'Theater New York', timezone: 'America/New_York', currencyCode: 'USD' };
const london = { id: 54, name: 'Screen London', timezone: 'Europe/London', currencyCode: 'GBP' };
const unpriced = { id: 55, name: 'Kino ohne Preis', timezone: 'Europe/Berlin', currencyCode: 'EUR' };
const unreadable = { id: 56, name: 'Kino mit Unlesbarem', timezone: 'Europe/Berlin', currencyCode: 'EUR' };
const noCurrency = { id: 57, name: 'Kino ohne Währung', timezone: 'Europe/Berlin', currencyCode: 'E1' };

export const priceScenario = [
  pricedShowing(4401, zurich, '2026-11-22T20:00:00+01:00', priceGroup(1900)),
  pricedShowing(4402, berlin, '2026-11-22T20:15:00+01:00', priceGroup(1150)),
  pricedShowing(4403, newYork, '2026-11-22T19:30:00-05:00', priceGroup(1599)),
  pricedShowing(4404, london, '2026-11-22T19:45:00+00:00', priceGroup(1295)),
  pricedShowing(4405, unpriced, '2026-11-22T20:30:00+01:00', undefined),
  pricedShowing(4406, unreadable, '2026-11-22T20:45:00+01:00', 'CHF 12.00'),
  pricedShowing(4407, unreadable, '2026-11-22T21:45:00+01:00', [
    { priceOption: 'Regular', priceTotal: 1200 },
    { priceOption: { isShowingDefault: true }, priceDiscount: null, priceTotal: '12.00' },
    { priceOption: { isShowingDefault: true }, priceDiscount: null, priceTotal: 12.5 },
    priceEntry(1000, { discount: true }),
  ]),
  pricedShowing(4408, noCurrency, '2026-11-22T21:00:00+01:00', priceGroup(1150)),
];

const eveningBerlin = { id: 61, name: 'Kino Berlin', timezone: 'Europe/Berlin' };
const eveningNewYork = { id: 62, name: 'Theater New York', timezone: 'America/New_York' };

function endingShowing(id: number, cinema: Record<string, unknown>, start: string, end: string | undefined) {
  return {
    id,
    startDatetime: start,
    ...(end ? { endDatetime: end } : {}),
    state: 'published',
    movieId: 44,
    cinema,
    content,
    onlineTicketUrl: `https://tickets.example/evening/${id}`,
  };
}

/**
 * Business day 2026-11-22 in Berlin and New York, for a viewer in Los Angeles. Ends, cinema-local:
 * Berlin 20:10, 22:45, about 22:40 (no end given: 21:00 plus 100 minutes), and 01:20 after midnight;
 * New York 21:05 and 23:50.
 */
export const eveningScenario = [
  endingShowing(6101, eveningBerlin, '2026-11-22T18:00:00+01:00', '2026-11-22T20:10:00+01:00'),
  endingShowing(6102, eveningBerlin, '2026-11-22T20:30:00+01:00', '2026-11-22T22:45:00+01:00'),
  endingShowing(6103, eveningBerlin, '2026-11-22T21:00:00+01:00', undefined),
  endingShowing(6104, eveningBerlin, '2026-11-22T23:15:00+01:00', '2026-11-23T01:20:00+01:00'),
  endingShowing(6201, eveningNewYork, '2026-11-22T19:00:00-05:00', '2026-11-22T21:05:00-05:00'),
  endingShowing(6202, eveningNewYork, '2026-11-22T21:30:00-05:00', '2026-11-22T23:50:00-05:00'),
];

/**
 * Berlin's business day 2026-10-24, whose night turns the clocks back (03:00 CEST is 02:00 CET on
 * the 25th): one show ends at 01:30 CEST, one at the first 02:30 (CEST), one at the second (CET).
 */
export const dstNightScenario = [
  endingShowing(7101, eveningBerlin, '2026-10-24T23:00:00+02:00', '2026-10-25T01:30:00+02:00'),
  endingShowing(7102, eveningBerlin, '2026-10-24T23:30:00+02:00', '2026-10-25T02:30:00+02:00'),
  endingShowing(7103, eveningBerlin, '2026-10-25T00:30:00+02:00', '2026-10-25T02:30:00+01:00'),
];

/**
 * Berlin's calendar day 2026-10-25 (for `day-start="00:00"`), 25 hours long: 23 hours after its
 * start (22:00Z the day before) is 21:00Z, but its 23:00 (CET) is 22:00Z.
 */
export const dstDayScenario = [
  endingShowing(7201, eveningBerlin, '2026-10-25T20:00:00+01:00', '2026-10-25T22:30:00+01:00'),
  endingShowing(7202, eveningBerlin, '2026-10-25T21:00:00+01:00', '2026-10-25T23:30:00+01:00'),
];
