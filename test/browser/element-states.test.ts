import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  clearEmulatorRequests,
  configureEmulator,
  deactivatePageOrigin,
  emulatorAt,
  emulatorRequests,
  resetEmulator,
  setClock,
} from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, nextOutcome, one, renderWidget, text } from '../support/widget.js';
import { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;
let tokenUrl: string;

before(async () => {
  ({ info, token } = await emulatorAt(now));
  tokenUrl = `/showtime-token/${new URL(info.url).port}`;
});

afterEach(async () => {
  await configureEmulator({ faults: [], latencyMs: 0 });
});

describe('a page with several widgets', () => {
  it('fetches the token once and each page of the list once for three widgets of the same movie', async () => {
    await clearEmulatorRequests();
    // A token-url of its own, so that no earlier test's page-wide token or list is reused.
    const url = `${tokenUrl}?case=three-widgets`;
    const widgets = [1, 2, 3].map(() => {
      const element = document.createElement('showtime-finder');
      element.setAttribute('api-base', info.url);
      element.setAttribute('token-url', url);
      element.setAttribute('movie', '13');
      return element;
    });
    const outcomes = Promise.all(widgets.map((element) => nextOutcome(element)));
    await fixture(html`<div>${widgets}</div>`);
    expect((await outcomes).map((outcome) => outcome.type)).to.deep.equal([
      'showtimes-load',
      'showtimes-load',
      'showtimes-load',
    ]);
    expect(await executeServerCommand('token-route-hits', { url })).to.equal(1);
    const queries = (await emulatorRequests())
      .filter((request) => request.path === '/showings')
      .map((request) => request.query);
    expect(queries[0]).to.equal(
      'movieId=13&startDatetimeFrom=2026-11-22T12%3A00%3A00.000Z&startDatetimeTo=2026-11-23T12%3A15%3A00.000Z' +
        '&sort=startDatetime&order=asc&limit=100&page=1&perPage=100',
    );
    expect(new Set(queries).size).to.equal(queries.length);
  });
});

describe('states', () => {
  it('shows a loading skeleton as tall as the loaded widget will at least be, then the showtimes', async () => {
    await configureEmulator({ latencyMs: 400 });
    const element = document.createElement('showtime-finder');
    element.setAttribute('api-base', info.url);
    element.setAttribute('token', token);
    element.setAttribute('movie', '603');
    const outcome = nextOutcome(element);
    await fixture(html`${element}`);
    expect(all(element, '[part~="loading"]').length).to.equal(1);
    // A movie everywhere: its first screen is the screen's height (docs/styling-and-parts.md, "Its first screen").
    const loadingHeight = element.getBoundingClientRect().height;
    expect(loadingHeight).to.equal(innerHeight);
    expect((await outcome).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(all(element, '[part~="loading"]').length).to.equal(0);
    expect(element.getBoundingClientRect().height).to.be.at.least(loadingHeight);
  });

  it('keeps a movie at some cinemas to its own first screen, 18rem', async () => {
    await configureEmulator({ latencyMs: 400 });
    const element = document.createElement('showtime-finder');
    for (const [name, value] of Object.entries({ 'api-base': info.url, token, movie: '603', 'cinema-ids': '201' }))
      element.setAttribute(name, value);
    const outcome = nextOutcome(element);
    await fixture(html`${element}`);
    expect(all(element, '[part~="loading"]').length).to.equal(1);
    expect(element.getBoundingClientRect().height).to.equal(18 * 16);
    await outcome;
  });

  it('keeps that height in the task between its upgrade and its first render', async () => {
    const element = document.createElement('showtime-finder');
    element.setAttribute('api-base', info.url);
    element.setAttribute('token', token);
    element.setAttribute('movie', '603');
    element.innerHTML = '<p>Showtimes at example.com</p>';
    document.body.append(element);
    try {
      // Upgraded, its shadow root attached and still empty (the first render waits one task, and a
      // frame may be painted meanwhile): the host alone keeps the skeleton's height, so what is
      // below it does not jump up and back down.
      expect(element.shadowRoot!.childElementCount).to.equal(0);
      expect(element.getBoundingClientRect().height).to.equal(innerHeight);
      await element.updateComplete;
      expect(all(element, '[part~="loading"]').length).to.equal(1);
      expect(element.getBoundingClientRect().height).to.equal(innerHeight);
    } finally {
      element.remove();
    }
  });

  it('says which days and cinemas were searched, names the next date with showings, and jumps there', async () => {
    const { element, outcome } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/later`,
      token,
      'cinema-ids': '8',
    });
    expect(outcome).to.deep.equal({
      type: 'showtimes-load',
      detail: { showtimes: 2, cinemas: 1, movies: 1, skipped: 0, incomplete: false, unreadDays: 0 },
    });
    const empty = one(element, '[part~="empty"]');
    expect(text(empty.querySelector('p')!)).to.equal('No showings from Sun, Nov 22 to Sat, Nov 28 at Langes Kino.');
    expect(text(empty.querySelectorAll('p')[1]!)).to.equal('Next showings: Wed, Dec 2.');
    empty.querySelector('button')!.click();
    await element.updateComplete;
    expect(one(element, '[part~="day"][aria-checked="true"]').dataset['date']).to.equal('2026-12-02');
    expect(all(element, '[part~="showtime"] time').map((time) => time.getAttribute('datetime'))).to.deep.equal([
      '2026-12-02T20:00+01:00',
    ]);
  });

  it('says where else the movie plays in the offered days when the cinemas asked for show it on none', async () => {
    const elsewhere = `${location.origin}/fixed-platform/elsewhere`;
    const { element } = await renderWidget({ 'api-base': elsewhere, token, movie: '66', 'cinema-ids': '8' });
    const texts = all(element, '[part~="empty"] p').map(text);
    // The nearest to the cinema asked for (beside Potsdam) first.
    expect(texts.slice(0, 2)).to.deep.equal([
      'No showings from Sun, Nov 22 to Sat, Nov 28 at Langes Kino.',
      'Also showing at Kino Zehn, Kino Neun.',
    ]);
    const attributes = { 'api-base': elsewhere, token, movie: '66', 'cinema-ids': '8' };
    // The nearest to `near` (Berlin's centre) first, in German.
    const { element: german } = await renderWidget({ ...attributes, near: '52.52,13.40', lang: 'de' });
    expect(all(german, '[part~="empty"] p').map(text)).to.include('Auch zu sehen in: Kino Neun, Kino Zehn.');
  });

  it('reads one page of where else the movie plays, on purpose, and warns of no cut list', async () => {
    // Movie 13 plays at every seeded cinema but 951 in the offered days, on more than one page (172 showings):
    // the "also showing at" read asks for its first page only, which is no lost showtime.
    const warned: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args.join(' '));
    try {
      const { element, outcome } = await renderWidget({
        'api-base': info.url,
        token,
        movie: '13',
        'cinema-ids': '951',
      });
      expect(outcome.type).to.equal('showtimes-load');
      expect(all(element, '[part~="empty"] p').map(text)[1]).to.match(/^Also showing at .+\.$/);
    } finally {
      console.warn = original;
    }
    expect(warned.filter((line) => line.includes('cut'))).to.deep.equal([]);
  });

  it('says a one-day window as that day, and never doubles the full stop after a date', async () => {
    const later = `${location.origin}/fixed-platform/later`;
    const { element } = await renderWidget({ 'api-base': later, token, movie: '66', 'cinema-ids': '8', days: '1' });
    expect(text(one(element, '[part~="empty"] p'))).to.equal('No showings on Sun, Nov 22 at Langes Kino.');
    const { element: german } = await renderWidget({
      'api-base': later,
      token,
      movie: '66',
      'cinema-ids': '8',
      days: '1',
      lang: 'de',
    });
    const texts = all(german, '[part~="empty"] p').map(text);
    expect(texts[0]).to.equal('Keine Vorstellungen am So., 22. Nov. in Langes Kino.');
    expect(texts.join(' ')).to.not.contain('..');
  });

  it('never names a cinema by its id: one without any showing is "this cinema", two are "these cinemas"', async () => {
    const none = `${location.origin}/fixed-platform/none`;
    const { element: one55 } = await renderWidget({ 'api-base': none, token, 'cinema-ids': '55' });
    expect(text(one(one55, '[part~="empty"] p'))).to.equal(
      'No showings from Sun, Nov 22 to Sat, Nov 28 at this cinema.',
    );
    const { element: two } = await renderWidget({ 'api-base': none, token, 'cinema-ids': '55,56', lang: 'de' });
    expect(text(one(two, '[part~="empty"] p'))).to.match(/^Keine Vorstellungen von .+ bis .+ in diesen Kinos\.$/);
  });

  it('shows invalid-config with the attribute, value and what is expected, and fetches nothing', async () => {
    await clearEmulatorRequests();
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: 'abc' });
    expect(outcome.type).to.equal('showtimes-error');
    expect(outcome.detail).to.have.property('code', 'invalid-config');
    const error = one(element, '[part~="error"]');
    expect(error.dataset['errorCode']).to.equal('invalid-config');
    expect(text(error)).to.contain('days="abc"');
    expect(error.querySelector('button')).to.equal(null);
    expect(await emulatorRequests()).to.deep.equal([]);
  });

  it('shows a server error with its code and a retry button that loads once the platform is back', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 503, times: 3 }] });
    const { element, outcome } = await renderWidget(
      { 'api-base': info.url, token, movie: '13' },
      { children: '<a href="https://cinema.example/program">Our program</a>' },
    );
    expect(outcome).to.deep.include({ type: 'showtimes-error' });
    expect(outcome.detail).to.have.property('code', 'server');
    const error = one(element, '[part~="error"]');
    expect(error.dataset['errorCode']).to.equal('server');
    expect(text(error)).to.contain('Showtimes cannot be shown.');
    expect(text(error)).to.contain('(server)');
    // The fallback (light DOM) shows while there is nothing else.
    expect(
      one<HTMLSlotElement>(element, 'slot')
        .assignedElements()
        .map((node) => node.textContent),
    ).to.deep.equal(['Our program']);
    const retried = nextOutcome(element);
    error.querySelector('button')!.click();
    expect((await retried).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(all(element, '[part~="error"]').length).to.equal(0);
    expect(all(element, 'slot').length).to.equal(0);
    expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
  });

  it('keeps the showtimes it showed when a refresh fails, with the error above them', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, 'token-url': tokenUrl, movie: '680' });
    const shown = all(element, '[part~="showtime"]').length;
    expect(shown).to.be.greaterThan(0);
    const failed = nextOutcome(element);
    element.tokenUrl = '/token-broken';
    const outcome = await failed;
    expect(outcome.detail).to.have.property('code', 'token-unavailable');
    await element.updateComplete;
    expect(one(element, '[part~="error"]').dataset['errorCode']).to.equal('token-unavailable');
    expect(all(element, '[part~="showtime"]').length).to.equal(shown);
    expect(all(element, '[part~="error"] ~ [role="radiogroup"]').length).to.equal(1);
  });

  it('never shows a stale result: a movie changed while loading shows only the new movie', async () => {
    await configureEmulator({ latencyMs: 300 });
    const element = document.createElement('showtime-finder');
    element.setAttribute('api-base', info.url);
    element.setAttribute('token', token);
    element.setAttribute('movie', '155');
    const loads: string[] = [];
    element.addEventListener('showtimes-load', () => loads.push(element.movie ?? ''));
    const outcome = nextOutcome(element);
    await fixture(html`${element}`);
    element.movie = '27205';
    await outcome;
    await element.updateComplete;
    expect(loads).to.deep.equal(['27205']);
    const requested = (await emulatorRequests())
      .filter((request) => request.path === '/showings')
      .map((request) => new URLSearchParams(request.query).get('movieId'));
    expect(requested).to.include('27205');
    const ids = all(element, '[part~="showtime"]').map((showtime) => showtime.dataset['showingId']);
    const inception = await (
      await fetch(`${info.url}/showings?movieId=27205&limit=100`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const known = new Set((inception.data as { id: number }[]).map((showing) => String(showing.id)));
    expect(ids.length).to.be.greaterThan(0);
    expect(ids.filter((id) => id !== undefined && !known.has(id))).to.deep.equal([]);
  });

  it('names the page origin to register when the platform refuses it, with no retry button', async () => {
    try {
      await deactivatePageOrigin();
      const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '129' });
      expect(outcome.detail).to.have.property('code', 'origin-not-allowed');
      const error = one(element, '[part~="error"]');
      expect(text(error)).to.contain(location.origin);
      expect(error.querySelector('button')).to.equal(null);
    } finally {
      await resetEmulator();
      await setClock(now);
    }
  });
});

describe('lifecycle', () => {
  it('aborts its load when removed and loads again when put back', async () => {
    await configureEmulator({ latencyMs: 300 });
    const element = document.createElement('showtime-finder');
    element.setAttribute('api-base', info.url);
    element.setAttribute('token', token);
    element.setAttribute('movie', '872585');
    const outcomes: string[] = [];
    element.addEventListener('showtimes-load', (event) => outcomes.push(event.type));
    element.addEventListener('showtimes-error', (event) => outcomes.push(`${event.type} ${event.detail.code}`));
    const parent = await fixture<HTMLDivElement>(html`<div></div>`);
    parent.append(element);
    await element.updateComplete;
    const busy = () => one(element, '[aria-busy]').getAttribute('aria-busy');
    expect(busy()).to.equal('true');
    element.remove();
    // The aborted run settles (the widget is no longer busy) and reports nothing; a load left
    // running would have reported here, for the widget is busy until its load is done.
    await until(() => busy() === 'false', 'the load settled', 10_000);
    expect(outcomes).to.deep.equal([]);
    expect(all(element, '[part~="error"]').length).to.equal(0);
    const loaded = nextOutcome(element);
    parent.append(element);
    expect((await loaded).type).to.equal('showtimes-load');
    expect(outcomes).to.deep.equal(['showtimes-load']);
  });

  it('registers once: defining the tag again, as a second copy of the bundle would, does not throw', () => {
    expect(() => ShowtimeFinderElement.define()).to.not.throw();
    expect(customElements.get('showtime-finder')).to.equal(ShowtimeFinderElement);
  });
});
