// url-param (docs/design.md, "URL"; issue 23): the viewer's day, format chips and cinema search
// in one query parameter of the page's own URL. The round trip as a moviegoer makes it: the page
// opened with the parameter shows that day, each choice rewrites it in place (the page's other
// parameters, hash and history.state as they were), the back button brings an earlier choice
// back, and a link to the page opens it again. Two widgets keep two parameters; no value breaks one.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, one, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;
/** The test page's own URL (the test runner's parameters in it), put back after each test. */
const pageUrl = location.href;

before(async () => {
  ({ info, token } = await emulatorAt(now));
});

afterEach(() => {
  history.replaceState(null, '', pageUrl);
});

/** The page's URL with `search` after the test runner's own parameters, and `hash`. */
function openPageAt(search: string, hash = '', state: unknown = null): void {
  const url = new URL(pageUrl);
  url.search = `${url.search.slice(1)}&${search}`;
  url.hash = hash;
  history.replaceState(state, '', url);
}

/** What the page's URL holds after the test runner's parameters. */
function ownSearch(): string {
  return location.search.slice(new URL(pageUrl).search.length + 1);
}

const chosenDay = (element: ShowtimeFinderElement) =>
  one(element, '[part~="day"][aria-checked="true"]').dataset['date'];
const pressedChips = (element: ShowtimeFinderElement) =>
  all(element, '[part~="filter"][aria-pressed="true"]').map((chip) => chip.textContent);
const searchText = (element: ShowtimeFinderElement) => one<HTMLInputElement>(element, '[part~="search"]').value;

async function choose(element: ShowtimeFinderElement, date: string): Promise<void> {
  one(element, `[part~="day"][data-date="${date}"]`).click();
  await element.updateComplete;
}

async function search(element: ShowtimeFinderElement, query: string): Promise<void> {
  const field = one<HTMLInputElement>(element, '[part~="search"]');
  field.value = query;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await element.updateComplete;
}

/** console.warn's lines while `body` runs. */
async function warnings(body: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    await body();
  } finally {
    console.warn = warn;
  }
  return lines;
}

describe('url-param', () => {
  it('round trip: opens the URL’s day, writes each choice in place, and the back button brings one back', async () => {
    openPageAt('utm_source=news&flag&x=a%20b&sf=2026-11-24', '#program', { page: 'own' });
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'url-param': 'sf' });
    expect(chosenDay(element)).to.equal('2026-11-24');

    await choose(element, '2026-11-25');
    expect(ownSearch()).to.equal('utm_source=news&flag&x=a%20b&sf=2026-11-25');
    expect(location.hash).to.equal('#program');
    expect(history.state).to.deep.equal({ page: 'own' });

    const chip = all(element, '[part~="filter"]')[0]!;
    chip.click();
    await element.updateComplete;
    await search(element, 'Berlin Zoo');
    // The chip's id (`ov:en`, `dolby-atmos`, ...) after a dot, the search after a tilde.
    const chosen = /&sf=(2026-11-25\.[a-z\d-]+(?:%3A[\w-]+)?~Berlin%20Zoo)$/.exec(ownSearch())?.[1];
    expect(ownSearch()).to.equal(`utm_source=news&flag&x=a%20b&sf=${chosen}`);

    // The page's own navigation adds an entry (an anchor, a router); there the viewer chooses again.
    history.pushState({ page: 'second' }, '', '#more');
    await choose(element, '2026-11-26');
    expect(ownSearch()).to.match(/&sf=2026-11-26\./);
    expect(history.state).to.deep.equal({ page: 'second' });

    history.back();
    await until(() => chosenDay(element) === '2026-11-25', 'the back button brings the earlier choice back');
    await element.updateComplete;
    expect(ownSearch()).to.equal(`utm_source=news&flag&x=a%20b&sf=${chosen}`);
    expect(pressedChips(element)).to.deep.equal([chip.textContent]);
    expect(searchText(element)).to.equal('Berlin Zoo');

    // A link to this URL opens the same choice.
    const again = await renderWidget({ 'api-base': info.url, token, movie: '550', 'url-param': 'sf' });
    expect([chosenDay(again.element), pressedChips(again.element), searchText(again.element)]).to.deep.equal([
      '2026-11-25',
      [chip.textContent],
      'Berlin Zoo',
    ]);
  });

  it('on an entry without the parameter, the load’s own first day, no chips, no search', async () => {
    openPageAt('sf=2026-11-24~Zoo');
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'url-param': 'sf' });
    expect([chosenDay(element), searchText(element)]).to.deep.equal(['2026-11-24', 'Zoo']);
    history.pushState(null, '', pageUrl);
    history.back();
    await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    await element.updateComplete;
    expect([chosenDay(element), searchText(element)]).to.deep.equal(['2026-11-24', 'Zoo']);
    history.forward();
    await until(() => chosenDay(element) === '2026-11-22', 'forward on the entry without the parameter');
    expect([searchText(element), pressedChips(element)]).to.deep.equal(['', []]);
  });

  it('two widgets with two names keep two parameters, each its own', async () => {
    openPageAt('a=2026-11-24&b=2026-11-23');
    const first = await renderWidget({ 'api-base': info.url, token, movie: '550', 'url-param': 'a' });
    const second = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '102', 'url-param': 'b' });
    expect([chosenDay(first.element), chosenDay(second.element)]).to.deep.equal(['2026-11-24', '2026-11-23']);
    await choose(first.element, '2026-11-26');
    await choose(second.element, '2026-11-25');
    expect(ownSearch()).to.equal('a=2026-11-26&b=2026-11-25');
    expect([chosenDay(first.element), chosenDay(second.element)]).to.deep.equal(['2026-11-26', '2026-11-25']);
  });

  it('without url-param, choices leave the page’s URL alone', async () => {
    openPageAt('sf=2026-11-24');
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(chosenDay(element)).to.equal('2026-11-22');
    await choose(element, '2026-11-25');
    expect(ownSearch()).to.equal('sf=2026-11-24');
  });

  it('a bad value never breaks the widget: it opens on its first day, with one console line', async () => {
    const values = [
      'tomorrow',
      '2026-11-24;drop',
      '2099-01-01',
      '2026-11-21',
      '2026-11-24.no-such-format',
      '2026-11-24.imax.%3Cscript%3E',
      '%E0%A4%A',
    ];
    for (const value of values) {
      openPageAt(`sf=${value}`);
      const lines = await warnings(async () => {
        const { element, outcome } = await renderWidget({
          'api-base': info.url,
          token,
          movie: '550',
          'url-param': 'sf',
        });
        expect(outcome.type, value).to.equal('showtimes-load');
        expect(chosenDay(element), value).to.equal('2026-11-22');
        expect(all(element, '[part~="showtime"]').length, value).to.be.greaterThan(0);
      });
      expect(
        lines.filter((line) => line.startsWith('showtime-finder: sf=')),
        value,
      ).to.have.length(1);
    }
  });

  it('a long search in the URL is cut to 100 characters', async () => {
    openPageAt(`sf=2026-11-24~${'x'.repeat(5000)}`);
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'url-param': 'sf' });
    expect([chosenDay(element), searchText(element)]).to.deep.equal(['2026-11-24', 'x'.repeat(100)]);
  });
});
