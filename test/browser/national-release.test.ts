// A national release against the emulator's national seed (60 cinemas in 4 zones, 5 showings a
// day each for 21 days): the widget reads only the offered days, the first day first, and never
// calls a day empty whose showings it did not all read.
import { expect, fixture, html } from '@open-wc/testing';
import { parseConfig } from '../../src/config/config.js';
import { ATTRIBUTES } from '../../src/config/attributes.js';
import type { AttributeValues } from '../../src/config/attributes.js';
import { load } from '../../src/load/load.js';
import { loadDetail } from '../../src/controllers/load-task.js';
import type { Loaded } from '../../src/load/load.js';
import { FIRST_CINEMAS } from '../../src/view/listing.js';
import {
  clearEmulatorRequests,
  configureEmulator,
  emulatorRequests,
  emulatorShowings,
  fetchToken,
  resetEmulator,
  setClock,
  startEmulator,
} from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { ENGINE } from '../support/engine.js';
import { byDate, showtimesIn, shownOn } from '../support/shown-showtimes.js';
import { all, drawAllCinemas, nextOutcome, renderWidget } from '../support/widget.js';
import { until } from '../support/until.js';

const NOW = '2026-11-22T12:00:00Z';
/** Business dates offered from NOW: the Chicago and New York days start on Nov 22 as well. */
const OFFERED = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
let info: EmulatorInfo;
let token: string;
let expected: Map<string, string[]>;

/** One load of movie 550 with a page cap, as the element runs it. */
function loadMovie(maxPages: number): Promise<Loaded> {
  const values = {
    ...Object.fromEntries(Object.keys(ATTRIBUTES).map((name) => [name, null])),
    apiBase: info.url,
    token,
    movie: '550',
  };
  const config = parseConfig(values as AttributeValues, { hasTokenProvider: false, baseUrl: location.href });
  return load(config, { signal: new AbortController().signal, clientOptions: { maxPages, cacheMs: 0 } });
}

/** `cinemaId datetime` of a load's showtimes on `date`. */
function showtimesOn({ schedule }: Loaded, date: string): string[] {
  return schedule.showtimes
    .filter((showtime) => showtime.businessDate === date)
    .map((showtime) => `${showtime.cinemaId} ${showtime.datetime}`)
    .sort();
}

before(async function () {
  // The longest suite (thousands of showtimes a day, read and drawn): Chromium alone, to keep `npm test` short.
  if (ENGINE !== 'chromium') this.skip();
  info = await startEmulator({ seed: { national: { cinemas: 60 } } });
});

beforeEach(async () => {
  await resetEmulator();
  await setClock(NOW);
  token = await fetchToken(info);
  expected = byDate(await emulatorShowings({ movieId: 550 }), NOW);
});

describe('a national release', () => {
  it("shows every offered day's showtimes exactly as the platform has them, reading only the offered days", async () => {
    await clearEmulatorRequests();
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(outcome).to.deep.include({ type: 'showtimes-load' });
    expect(outcome.detail).to.deep.include({ incomplete: false, unreadDays: 0 });
    expect(all(element, '[part~="day"]').map((day) => day.dataset['date'])).to.deep.equal(OFFERED);
    for (const date of OFFERED) expect(await shownOn(element, date), date).to.deep.equal(expected.get(date));
    const offeredCount = OFFERED.reduce((sum, date) => sum + expected.get(date)!.length, 0);
    const pages = (await emulatorRequests()).filter((request) => request.path === '/showings').length;
    // Seven windows, each rounded up to whole pages: no page of the other 14 days.
    expect(pages).to.be.at.most(Math.ceil(offeredCount / 100) + 7);
  });

  it('switches to a day of many cinemas a slice per task, showing nothing of the day before, its first screens by the time updateComplete resolves', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const day = expected.get(OFFERED[1]!)!;
    expect(new Set(day.map((showtime) => showtime.split(' ')[0])).size).to.be.greaterThan(40);
    all(element, `[part~="day"][data-date="${OFFERED[1]}"]`)[0]!.click();
    // A task later: the first cinemas show the new day; the rest of its first screens is still to come.
    await new Promise((resolve) => setTimeout(resolve));
    const firstSlice = showtimesIn(element);
    expect(firstSlice.length).to.be.within(1, day.length - 1);
    expect(firstSlice.every((showtime) => day.includes(showtime))).to.equal(true);
    await element.updateComplete;
    // The first screens' cinemas, and more where the page was scrolled near them.
    expect(all(element, '[part~="cinema"]').length).to.be.at.least(FIRST_CINEMAS);
    expect(showtimesIn(element).every((showtime) => day.includes(showtime))).to.equal(true);
    await drawAllCinemas(element);
    expect(showtimesIn(element)).to.deep.equal(day);
  });

  it('switches to a day of many cinemas without a moment of the day before once every cinema shows', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    await drawAllCinemas(element);
    const day = expected.get(OFFERED[1]!)!;
    all(element, `[part~="day"][data-date="${OFFERED[1]}"]`)[0]!.click();
    await new Promise((resolve) => setTimeout(resolve));
    const drawn = showtimesIn(element);
    expect(drawn.length).to.be.within(1, day.length - 1);
    expect(drawn.every((showtime) => day.includes(showtime))).to.equal(true);
    await drawAllCinemas(element);
    expect(showtimesIn(element)).to.deep.equal(day);
  });

  it('draws every cinema again when a search that matched none is cleared', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const search = all<HTMLInputElement>(element, '[part~="search"]')[0]!;
    search.value = 'no such cinema';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(all(element, '[part~="cinema"]')).to.have.length(0);
    search.value = '';
    search.dispatchEvent(new InputEvent('input'));
    await drawAllCinemas(element);
    expect(showtimesIn(element)).to.deep.equal(expected.get(OFFERED[0]!));
  });

  it('draws the long days of two widgets on one page at once, each of them whole', async () => {
    const cinemasOn = new Set(expected.get(OFFERED[1]!)!.map((showtime) => showtime.split(' ')[0]));
    const attributes = { 'api-base': info.url, token, movie: '550' };
    // The slices of one widget must not start the other's drawing over: both updates complete.
    const drawn = Promise.all([renderWidget(attributes), renderWidget(attributes)]).then(async (rendered) => {
      const elements = rendered.map(({ element }) => element);
      for (const element of elements) all(element, `[part~="day"][data-date="${OFFERED[1]}"]`)[0]!.click();
      await Promise.all(elements.map((element) => element.updateComplete));
      return elements;
    });
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the two widgets never finished drawing')), 10_000),
    );
    for (const element of await Promise.race([drawn, late])) {
      const cinemaIds = all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId']!);
      // The first screens' cinemas, and more where the page was scrolled near them.
      expect(cinemaIds.length).to.be.at.least(Math.min(FIRST_CINEMAS, cinemasOn.size));
      expect([...cinemasOn]).to.include.members(cinemaIds);
    }
  });

  it('shows the same showtimes from a platform that ignores the window and the sort, reading the catalogue once', async () => {
    await configureEmulator({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema' });
    await clearEmulatorRequests();
    // A cap above the whole catalogue's 63 pages: slower, and right.
    const loaded = await loadMovie(100);
    expect(loadDetail(loaded)).to.deep.include({ incomplete: false });
    for (const date of OFFERED) expect(showtimesOn(loaded, date), date).to.deep.equal(expected.get(date));
    const firstPages = (await emulatorRequests()).filter((request) => request.query.includes('&page=1&'));
    expect(firstPages.length).to.equal(1);
  });

  it('never calls a day empty that a page cap kept it from reading: it says the day is incomplete', async () => {
    // The whole catalogue (6,300 showings) is more than the 50 pages a list may take.
    await configureEmulator({ ignoreFilters: true, ignoreSort: true, showingsSort: 'cinema' });
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(outcome.detail).to.deep.include({ incomplete: true, unreadDays: 7 });
    for (const date of OFFERED) {
      const shown = await shownOn(element, date);
      expect(all(element, '[part~="empty"]'), date).to.have.length(0);
      expect(all(element, '[part~="incomplete"] button'), date).to.have.length(1);
      // What is shown is the platform's: none invented, none of another day.
      expect(
        shown.filter((entry) => !expected.get(date)!.includes(entry)),
        date,
      ).to.deep.equal([]);
    }
  });

  it('reads every offered day whole or names it unread, whatever the page cap', async () => {
    for (const maxPages of [1, 2, 3]) {
      const loaded = await loadMovie(maxPages);
      expect(loadDetail(loaded).incomplete, `maxPages ${maxPages}`).to.equal(true);
      for (const date of OFFERED) {
        if (loaded.unread.has(date)) continue;
        expect(showtimesOn(loaded, date), `${date}, maxPages ${maxPages}`).to.deep.equal(expected.get(date));
      }
    }
  });

  it('shows the first page of the first day at once, then the whole first day before the other days have loaded', async function () {
    // The days nobody asked for are read one window at a time, each of its later pages 1.5 s late here.
    this.timeout(60_000);
    const firstDayPages = Math.ceil(
      (await emulatorShowings({ movieId: 550 })).filter(
        (showing) => showing.start >= '2026-11-22T12:00:00.000Z' && showing.start <= '2026-11-23T12:15:00.000Z',
      ).length / 100,
    );
    // More than one page: the first shows alone while the others are read.
    expect(firstDayPages).to.be.within(2, 5);
    // The first page passes at once; every later request waits 1.5 s.
    await configureEmulator({
      faults: [
        { path: '/showings', latencyMs: 0, times: 1 },
        { path: '/showings', latencyMs: 1500 },
      ],
    });
    const element = document.createElement('showtime-finder');
    for (const [name, value] of Object.entries({ 'api-base': info.url, token, movie: '550' }))
      element.setAttribute(name, value);
    let loaded = false;
    const outcome = nextOutcome(element).then((result) => ((loaded = true), result));
    await fixture(html`${element}`);
    await until(() => all(element, '[part~="showtime"]').length > 0, 'the first page shows');
    // The first page shows at once: part of the first day, marked still loading, never called complete or empty.
    const firstPage = await shownOn(element, OFFERED[0]!);
    expect(firstPage.length).to.be.within(1, 100);
    expect(firstPage.every((showtime) => expected.get(OFFERED[0]!)!.includes(showtime))).to.equal(true);
    expect(firstPage.length).to.be.below(expected.get(OFFERED[0]!)!.length);
    expect(all(element, '[part~="loading"]')).to.have.length(1);
    // The skeleton for the rest of the day is below the cinemas shown: what arrives moves none of them.
    const lastCinema = all(element, '[part~="cinema"]').at(-1)!;
    const skeleton = all(element, '[part~="loading"]')[0]!;
    expect(lastCinema.compareDocumentPosition(skeleton) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(all(element, '[part~="empty"], [part~="incomplete"]')).to.have.length(0);
    // The days still loading are drawn as loading, never as days without showings.
    expect(all(element, '[part~="day"].none')).to.have.length(0);
    const loadingDays = all(element, '[part~="day"].reading');
    expect(loadingDays.length).to.be.at.least(OFFERED.length - 1);
    for (const day of loadingDays) expect(day.querySelector('.sr-only')?.textContent).to.equal('Loading showtimes…');
    // Then the whole first day, while the other days are still loading.
    await until(() => all(element, '[part~="loading"]').length === 0, 'the whole first day shows');
    expect(loaded).to.equal(false);
    expect(element.shadowRoot!.querySelector('[part~="day"][aria-checked="true"]')?.getAttribute('data-date')).to.equal(
      OFFERED[0],
    );
    expect(await shownOn(element, OFFERED[0]!)).to.deep.equal(expected.get(OFFERED[0]!));
    // A day still loading shows the skeleton, never "no showings".
    await shownOn(element, OFFERED[3]!);
    expect(all(element, '[part~="loading"]')).to.have.length(1);
    expect(all(element, '[part~="empty"]')).to.have.length(0);
    expect((await outcome).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(await shownOn(element, OFFERED[3]!)).to.deep.equal(expected.get(OFFERED[3]!));
  });

  it('offers each day as soon as the windows that hold it have landed, not when the slowest has', async () => {
    // The last day's window (from Nov 28, 12:15 UTC) answers 3 s late; every other answers at once.
    await configureEmulator({
      faults: [{ path: '/showings', query: 'startDatetimeFrom=2026-11-28', latencyMs: 3000 }],
    });
    const element = document.createElement('showtime-finder');
    for (const [name, value] of Object.entries({ 'api-base': info.url, token, movie: '550' }))
      element.setAttribute(name, value);
    let loaded = false;
    const outcome = nextOutcome(element).then((result) => ((loaded = true), result));
    await fixture(html`${element}`);
    const reading = () => all(element, '[part~="day"].reading').map((day) => day.dataset['date']);
    // Nov 28 in Chicago ends on Nov 29 at 09:00 UTC: only that day waits for the late window.
    await until(() => reading().length === 1, 'one day is left reading, the one the late window ends');
    expect(reading()).to.deep.equal([OFFERED[6]]);
    expect(loaded).to.equal(false);
    for (const date of OFFERED.slice(0, 6))
      expect(await shownOn(element, date), date).to.deep.equal(expected.get(date));
    // The late day, chosen, shows the loading state and no showtime of another day; then its own.
    await shownOn(element, OFFERED[6]!);
    expect(all(element, '[part~="loading"]')).to.have.length(1);
    expect(all(element, '[part~="empty"], [part~="incomplete"]')).to.have.length(0);
    expect(showtimesIn(element).filter((showtime) => !expected.get(OFFERED[6]!)!.includes(showtime))).to.deep.equal([]);
    expect((await outcome).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('[part~="day"][aria-checked="true"]')?.getAttribute('data-date')).to.equal(
      OFFERED[6],
    );
    await drawAllCinemas(element);
    expect(showtimesIn(element)).to.deep.equal(expected.get(OFFERED[6]!));
    expect(reading()).to.deep.equal([]);
  });

  it('keeps the days it read when a later window fails, says which are incomplete, and reads them on retry', async () => {
    // The window from Nov 25, 12:15 UTC fails on every try (three with the retries).
    await configureEmulator({
      faults: [{ path: '/showings', query: 'startDatetimeFrom=2026-11-25', status: 500, times: 3 }],
    });
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(outcome.type).to.equal('showtimes-load');
    expect(outcome.detail).to.deep.include({ incomplete: true, unreadDays: 2 });
    for (const date of [OFFERED[0]!, OFFERED[1]!, OFFERED[2]!, OFFERED[5]!, OFFERED[6]!]) {
      expect(await shownOn(element, date), date).to.deep.equal(expected.get(date));
      expect(all(element, '[part~="incomplete"]'), date).to.have.length(0);
    }
    for (const date of [OFFERED[3]!, OFFERED[4]!]) {
      const shown = await shownOn(element, date);
      expect(
        shown.filter((entry) => !expected.get(date)!.includes(entry)),
        date,
      ).to.deep.equal([]);
      expect(all(element, '[part~="empty"]'), date).to.have.length(0);
      expect(all(element, '[part~="incomplete"] button'), date).to.have.length(1);
    }
    const retried = nextOutcome(element);
    all(element, '[part~="incomplete"] button')[0]!.click();
    expect((await retried).detail).to.deep.include({ incomplete: false, unreadDays: 0 });
    await element.updateComplete;
    expect(showtimesIn(element)).to.deep.equal(expected.get(OFFERED[4]!));
  });

  it('shows the first showtimes after one list request when the first day fits a page: token, preflight, list', async () => {
    // Four cinemas, one in each zone: their first 24 hours are about 20 showings.
    const cinemaIds = '1001,1002,1003,1004';
    await configureEmulator({
      faults: [
        { path: '/showings', latencyMs: 0, times: 1 },
        { path: '/showings', latencyMs: 1500 },
      ],
    });
    await clearEmulatorRequests();
    const element = document.createElement('showtime-finder');
    const attributes = { 'api-base': info.url, token, movie: '550', 'cinema-ids': cinemaIds };
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await fixture(html`${element}`);
    await until(() => all(element, '[part~="showtime"]').length > 0, 'the first showtimes show');
    // Logged on arrival: the other days' requests may be in, waiting out their latency.
    const lists = (await emulatorRequests()).filter((request) => request.path === '/showings');
    expect(lists[0]?.query).to.equal(
      'movieId=550&cinemaIds%5B%5D=1001&cinemaIds%5B%5D=1002&cinemaIds%5B%5D=1003&cinemaIds%5B%5D=1004' +
        '&startDatetimeFrom=2026-11-22T12%3A00%3A00.000Z&startDatetimeTo=2026-11-23T12%3A15%3A00.000Z' +
        '&sort=startDatetime&order=asc&limit=100&page=1&perPage=100',
    );
    // The first day took that one request; the others are the later days'.
    expect(lists.filter((request) => request.query.includes('startDatetimeFrom=2026-11-22T12')).length).to.equal(1);
    expect(
      document.head.querySelector(`link[rel="preconnect"][href="${info.url}"]`)?.getAttribute('crossorigin'),
    ).to.equal('');
  });
});
