// The widget printed (issue 23): with print media emulated, it shows the chosen day with every
// cinema drawn (all of them, part="more" activated until none is left), none of its controls but the chosen day and the chips in
// force, and every text in black, so that it reads on a black-and-white printer, which prints no
// backgrounds; each cinema keeps its zone and address. In a dark colour scheme too.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { ENGINE } from '../support/engine.js';
import { all, drawAllCinemas, one, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;

before(async function () {
  // Print media is emulated over Chromium's DevTools protocol, which Firefox's BiDi and WebKit's WebDriver lack.
  if (ENGINE !== 'chromium') this.skip();
  ({ info, token } = await emulatorAt(now));
});

afterEach(async () => {
  if (ENGINE === 'chromium') await emulateMedia({ media: 'screen', colorScheme: 'light' });
});

const shown = (element: Element) => element.getClientRects().length > 0;

/** Every element of the shadow root that shows text of its own, with its text colour. */
function textColours(element: ShowtimeFinderElement): { text: string; color: string }[] {
  return all(element, '*')
    .filter(
      (node) => shown(node) && [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()),
    )
    .filter((node) => !node.closest('.sr-only'))
    .map((node) => ({ text: node.textContent!.trim().slice(0, 30), color: getComputedStyle(node).color }));
}

async function printed(element: ShowtimeFinderElement, colorScheme: 'light' | 'dark'): Promise<void> {
  await emulateMedia({ media: 'print', colorScheme });
  await element.updateComplete;
  expect(matchMedia('print').matches).to.equal(true);
}

describe('print', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`prints the chosen day, every cinema, no controls, all text black (${colorScheme} scheme)`, async () => {
      const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
      one(element, '[part~="day"][data-date="2026-11-23"]').click();
      // Every cinema drawn, as a viewer who asked for them all: the page prints the cinemas drawn.
      await drawAllCinemas(element);
      const cinemas = all(element, '[part~="cinema"]');
      expect(cinemas.length, 'a long day').to.be.greaterThan(10);
      await printed(element, colorScheme);

      expect(cinemas.filter((cinema) => !shown(cinema))).to.deep.equal([]);
      expect(
        all(element, '[part~="day"]')
          .filter(shown)
          .map((day) => day.dataset['date']),
      ).to.deep.equal(['2026-11-23']);
      const controls = all(element, 'button:not([part~="day"]), input, .search, [part~="more"]');
      expect(controls.length).to.be.greaterThan(0);
      expect(controls.filter(shown)).to.deep.equal([]);
      const colours = textColours(element);
      expect(colours.length).to.be.greaterThan(50);
      expect(colours.filter(({ color }) => color !== 'rgb(0, 0, 0)')).to.deep.equal([]);
      // Each cinema keeps its address, and its zone where it names one.
      for (const cinema of cinemas) expect(shown(cinema.querySelector(':scope > .meta')!)).to.equal(true);
      const zones = all(element, '.zone');
      expect(zones.length).to.be.greaterThan(0);
      expect(zones.filter((zone) => !shown(zone))).to.deep.equal([]);
    });
  }

  it('keeps the chips and the search in force, as text', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const [chip, other] = all(element, '[part~="filter"]');
    chip!.click();
    await element.updateComplete;
    const search = one<HTMLInputElement>(element, '[part~="search"]');
    search.value = 'Berlin';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    await printed(element, 'light');
    expect([shown(chip!), shown(other!), shown(search)]).to.deep.equal([true, false, true]);
    expect([getComputedStyle(chip!).color, getComputedStyle(chip!).borderTopStyle]).to.deep.equal([
      'rgb(0, 0, 0)',
      'none',
    ]);
    expect(shown(one(element, '[part~="filter-reset"]'))).to.equal(false);
  });

  it('keeps an end time in force as text after its name, and prints no ends-by choice while any time is chosen', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    await until(() => element.shadowRoot!.querySelector('[part~="ends-by"]'), 'the ends-by choice shows');
    await printed(element, 'light');
    expect(shown(one(element, '[part~="ends-by"]'))).to.equal(false);
    await emulateMedia({ media: 'screen', colorScheme: 'light' });
    const [time, other] = all(element, '[part~="ends-by"] [data-ends-by]');
    time!.click();
    await element.updateComplete;
    await printed(element, 'light');
    const name = one(element, '[part~="ends-by"] .meta');
    const anyTime = one(element, '[part~="ends-by"] [role="radio"]:not([data-ends-by])');
    expect([shown(name), shown(time!), shown(other!), shown(anyTime)]).to.deep.equal([true, true, false, false]);
    expect([getComputedStyle(time!).color, getComputedStyle(time!).borderTopStyle]).to.deep.equal([
      'rgb(0, 0, 0)',
      'none',
    ]);
  });
});
