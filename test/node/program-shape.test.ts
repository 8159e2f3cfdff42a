// The shaping that both modes share (src/program/shape-program.ts): what a window's program holds, as the proxy
// answers it and token mode builds it in the browser. Naive platform times are placed in the cinema's zone, DST gaps
// and overlaps as Temporal's `compatible` places them; both bounds of the window count; drafts are left out; each
// cinema and movie is named once; and every program it makes is one that program.schema.json accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { programOfPages } from '../../src/program/platform-pages.js';
import type { Program } from '../../src/program/program.js';
import { schemaErrors } from '../support/program-schema.js';

const berlin = { id: 7, name: 'Kino Berlin', timezone: 'Europe/Berlin', latitude: '52.5', longitude: 13.4 };

/** The program of `items` over the window, movie 550, as a platform page read whole. */
function shaped(items: unknown[], from: string, to: string): Program {
  const reader = programOfPages({ from: new Date(from), to: new Date(to), movie: 550, cinemaIds: [] });
  reader.take(items, 'the test page');
  const program = reader.result({ complete: true });
  assert.deepEqual(schemaErrors(program), []);
  return program;
}

const item = (id: number, startDatetime: string, fields: Record<string, unknown> = {}) => ({
  id,
  startDatetime,
  movieId: 550,
  cinema: berlin,
  ...fields,
});

test('places naive times in the cinema zone: a DST gap moves forward, an overlap takes the earlier instant', () => {
  const program = shaped(
    [item(1, '2027-03-28T02:30:00'), item(2, '2026-10-25T02:30:00'), item(3, '2026-11-22 20:30:00')],
    '2026-10-01T00:00:00Z',
    '2027-04-01T00:00:00Z',
  );
  assert.deepEqual(
    program.showings.map(({ id, startDatetime }) => [id, startDatetime]),
    [
      [2, '2026-10-25T00:30:00Z'],
      [3, '2026-11-22T19:30:00Z'],
      [1, '2027-03-28T01:30:00Z'],
    ],
  );
});

test('keeps the showings at both bounds of the window and none outside it, whatever the platform sent', () => {
  const program = shaped(
    [
      item(1, '2026-11-22T00:00:00Z'),
      item(2, '2026-11-23T23:59:59Z'),
      item(3, '2026-11-24T00:00:00Z'),
      item(4, '2026-11-21T23:59:59Z'),
      item(5, '2026-11-24T01:00:00+01:00'),
    ],
    '2026-11-22T00:00:00Z',
    '2026-11-24T00:00:00Z',
  );
  assert.deepEqual(
    program.showings.map((showing) => showing.id),
    [1, 2, 3, 5],
  );
  assert.equal(program.from, '2026-11-22T00:00:00Z');
  assert.equal(program.to, '2026-11-24T00:00:00Z');
});

test('leaves drafts and other movies out, names each cinema and movie once, and counts what it cannot place', () => {
  const program = shaped(
    [
      item(1, '2026-11-22T20:00:00+01:00', { content: { movie: { id: 550, title: 'Fight Club', runtime: 139 } } }),
      item(2, '2026-11-22T21:00:00+01:00', { state: 'Draft' }),
      item(3, '2026-11-22T22:00:00+01:00', { movieId: 551 }),
      item(4, '2026-11-22T23:00:00+01:00', { isImax: true, isDubbed: false }),
      { id: 5, startDatetime: '2026-11-22T20:00:00', movieId: 550, cinemaId: 8 },
    ],
    '2026-11-22T00:00:00Z',
    '2026-11-24T00:00:00Z',
  );
  assert.deepEqual(
    program.showings.map((showing) => showing.id),
    [1, 4],
  );
  assert.deepEqual(program.cinemas, [
    { id: 7, timezone: 'Europe/Berlin', name: 'Kino Berlin', latitude: 52.5, longitude: 13.4 },
  ]);
  assert.deepEqual(program.movies, [{ id: 550, title: 'Fight Club', runtime: 139 }]);
  assert.deepEqual(program.showings[1], {
    id: 4,
    cinemaId: 7,
    movieId: 550,
    startDatetime: '2026-11-22T22:00:00Z',
    isImax: true,
  });
  // The naive time at a cinema no item gives a zone for cannot be placed: counted, never guessed.
  assert.equal(program.skipped, 1);
});

test('an empty window and a cut read are programs too: every field the format requires is there', () => {
  const reader = programOfPages({
    from: new Date('2026-11-22T00:00:00Z'),
    to: new Date('2026-11-23T00:00:00Z'),
    movie: null,
    cinemaIds: [7],
  });
  const unread = { reason: 'page-failed' as const, message: 'a later page failed' };
  const program = reader.result({ complete: false, unread });
  assert.deepEqual(schemaErrors(program), []);
  assert.deepEqual(program, {
    format: 'showtime-program/1',
    from: '2026-11-22T00:00:00Z',
    to: '2026-11-23T00:00:00Z',
    movie: null,
    complete: false,
    cinemas: [],
    movies: [],
    showings: [],
    unread,
  });
});

test('carries the default price: the default option’s lowest total without a discount, and the cinema’s currency', () => {
  const option = (isShowingDefault: boolean) => ({ id: 1, name: 'Regular', priceNet: 1000, isShowingDefault });
  const entry = (total: number, fields: Record<string, unknown> = {}) => ({
    priceOption: option(true),
    priceDiscount: null,
    seatCategory: { id: 1, name: 'Standard', priceChange: 0 },
    priceTotal: total,
    ...fields,
  });
  const zurich = { ...berlin, id: 8, timezone: 'Europe/Zurich', currencyCode: ' chf ' };
  const at = (id: number, prices: unknown, cinema: Record<string, unknown> = zurich) =>
    item(id, `2026-11-22T1${id}:00:00Z`, { cinema, prices });
  const program = shaped(
    [
      at(1, [entry(2200), entry(1900), entry(1500, { priceDiscount: { id: 9, name: 'Reduced', priceChange: -400 } })]),
      at(2, [entry(1200, { priceOption: option(false) }), entry(1900)]),
      // No price: none given, no array, entries of no readable shape, and a total that is no whole amount.
      at(3, undefined),
      at(4, 'CHF 19.00'),
      at(5, [{ priceOption: 'Regular', priceTotal: 1900 }, entry(Number.NaN), { priceTotal: 1900 }]),
      at(6, [entry(19.5), entry(-100)]),
      at(7, [entry(1150)], { ...berlin, currencyCode: 'Euro' }),
    ],
    '2026-11-22T00:00:00Z',
    '2026-11-23T00:00:00Z',
  );
  assert.deepEqual(
    program.showings.map(({ id, priceTotal }) => [id, priceTotal]),
    [
      [1, 1900],
      [2, 1900],
      [3, undefined],
      [4, undefined],
      [5, undefined],
      [6, undefined],
      [7, 1150],
    ],
  );
  assert.deepEqual(
    program.cinemas.map(({ id, currencyCode }) => [id, currencyCode]),
    [
      [8, 'CHF'],
      [7, undefined],
    ],
  );
});

test('carries no javascript:, data: or relative booking link or homepage: absolute http(s), tel: and mailto: only', () => {
  const at = '2026-11-22T19:30:00Z';
  const cinema = (homepage: string) => ({ ...berlin, id: 100 + homepage.length, homepage });
  const program = shaped(
    [
      item(1, at, { onlineTicketUrl: 'javascript:alert(1)', bookingUrlExternal: 'https://tickets.example/1' }),
      item(2, at, { bookingUrlExternal: 'data:text/html,<script>alert(1)</script>' }),
      item(3, at, { ticketUrls: ['/book/3', 'https://tickets.example/3'] }),
      item(4, at, { ticketUrls: [' ', 'https://tickets.example/4', 'javascript:void(0)', 'tel:+41441234567'] }),
      item(5, at, { onlineTicketUrl: 'mailto:box-office@kino.example', cinema: cinema('javascript:alert(1)') }),
      item(6, at, { onlineTicketUrl: 'tel:+41441234567', cinema: cinema('//kino.example') }),
      item(7, at, { cinema: cinema('https://kino.example/') }),
    ],
    '2026-11-22T00:00:00Z',
    '2026-11-23T00:00:00Z',
  );
  const links = program.showings
    .map(({ id, onlineTicketUrl, bookingUrlExternal, ticketUrls }) => [
      id,
      onlineTicketUrl ?? bookingUrlExternal ?? ticketUrls ?? null,
    ])
    .sort(([a], [b]) => Number(a) - Number(b));
  assert.deepEqual(links, [
    [1, null],
    [2, null],
    [3, null],
    [4, ['https://tickets.example/4', 'tel:+41441234567']],
    [5, 'mailto:box-office@kino.example'],
    [6, 'tel:+41441234567'],
    [7, null],
  ]);
  assert.deepEqual(
    program.cinemas.map(({ homepage }) => homepage ?? null).sort(),
    ['https://kino.example/', null, null, null].sort(),
  );
});
