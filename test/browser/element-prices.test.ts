// What a showing costs (docs/design.md, "The evening"): the default price (the default option's
// lowest priceTotal without a discount) in the viewer's language and the cinema's currency, in the
// sheet as part="price" and beside the version where it fits; nothing where the platform gives no
// price, or none the widget can read. The viewer is in Los Angeles (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { setViewport } from '../support/viewport.js';
import { emulatorAt } from '../support/emulator.js';
import { openSheet } from '../support/sheet.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

const fixed = (scenario: string) => `${location.origin}/fixed-platform/${scenario}`;

/** The prices the listing shows, by cinema id: only those within their label's box (a clipped one is not seen). */
function listedPrices(element: ShowtimeFinderElement): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const cinema of all(element, '[part~="cinema"]')) {
    const price = cinema.querySelector('[part~="price"]');
    const label = price?.closest('.label');
    if (!price || !label) continue;
    const [box, line] = [price.getBoundingClientRect(), label.getBoundingClientRect()];
    if (box.right <= line.right + 0.5 && box.top >= line.top && box.top < line.bottom) {
      shown[cinema.dataset['cinemaId']!] = text(price).replace(/^, /, '');
    }
  }
  return shown;
}

/** The sheet's price line for the showing, or null where the sheet claims none. */
async function sheetPrice(element: ShowtimeFinderElement, showingId: number): Promise<string | null> {
  const sheet = await openSheet(element, one<HTMLButtonElement>(element, `[data-showing-id="${showingId}"] button`));
  const price = sheet.querySelector('[part~="price"]');
  sheet.close();
  return price && text(price);
}

describe('prices', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
    await setViewport({ width: 1280, height: 900 });
  });

  const cases = [
    { lang: 'en', cinema: 53, showing: 4403, price: 'from $15.99' },
    { lang: 'de', cinema: 52, showing: 4402, price: 'ab 11,50 €' },
    { lang: 'fr', cinema: 51, showing: 4401, price: 'dès 19,00 CHF' },
    { lang: 'it', cinema: 54, showing: 4404, price: 'da 12,95 £' },
  ];
  for (const { lang, cinema, showing, price } of cases) {
    it(`says "${price}" in the sheet and beside the version, in ${lang}`, async () => {
      const attributes = { 'api-base': fixed('prices'), token, movie: '44', lang, 'showtime-action': 'details' };
      const { element } = await renderWidget(attributes);
      expect(listedPrices(element)[cinema]).to.equal(price);
      expect(await sheetPrice(element, showing)).to.equal(price);
    });
  }

  it('claims no price where the platform gives none, none readable, or no currency', async () => {
    const attributes = { 'api-base': fixed('prices'), token, movie: '44', 'showtime-action': 'details' };
    const { element } = await renderWidget(attributes);
    expect(Object.keys(listedPrices(element)).sort()).to.deep.equal(['51', '52', '53', '54']);
    for (const id of [55, 56, 57]) {
      expect(one(element, `[data-cinema-id="${id}"]`).querySelector('[part~="price"]'), `cinema ${id}`).to.equal(null);
    }
    for (const id of [4405, 4406, 4407, 4408]) expect(await sheetPrice(element, id), `showing ${id}`).to.equal(null);
    // The showings themselves are all there: a price that cannot be read costs nothing else.
    expect(all(element, '[part~="showtime"]').length).to.equal(8);
  });
});

describe('prices on a phone', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
  });
  after(async () => {
    await setViewport({ width: 1280, height: 900 });
  });

  /** The showtimes whose bottom is within the first `height` px of the widget, and the widget's whole height. */
  async function firstScreen(scenario: string, height: number): Promise<[count: number, height: number]> {
    const { element } = await renderWidget({ 'api-base': fixed(scenario), token, movie: '99' });
    const box = element.getBoundingClientRect();
    const showtimes = all(element, '[part~="showtime"]');
    const count = showtimes.filter((showtime) => showtime.getBoundingClientRect().bottom - box.top <= height).length;
    return [count, box.height];
  }

  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 568 },
  ]) {
    it(`keeps the ${size.width} x ${size.height} first screen as full and as tall with prices as without`, async () => {
      await setViewport(size);
      const without = await firstScreen('glance', size.height);
      const priced = await firstScreen('glance-priced', size.height);
      console.log(`first screen at ${size.width} px: ${without[0]} showtimes without prices, ${priced[0]} with`);
      expect(priced[0]).to.equal(without[0]);
      // Nothing moves at all: a price that does not fit takes no line (Firefox rounds a line's height in the
      // ten-thousandths of a pixel differently with other text on it).
      expect(priced[1]).to.be.closeTo(without[1], 0.01);
    });
  }

  it('puts the price at the end of a label’s last line on a 390 px phone, where it fits beside every label', async () => {
    await setViewport({ width: 390, height: 844 });
    const { element } = await renderWidget({ 'api-base': fixed('glance-priced'), token, movie: '99' });
    const labels = all(element, '.label');
    const prices = labels.map((label) => label.querySelector('[part~="price"]')!);
    expect(prices.every(Boolean)).to.equal(true);
    const places = prices.map((price, index) => {
      const [box, line] = [price.getBoundingClientRect(), labels[index]!.getBoundingClientRect()];
      // Its text hangs from the top of its box, on the label's last line, at the line's end.
      return box.top < line.bottom && box.top >= line.bottom - 20 && Math.abs(box.right - line.right) < 1;
    });
    expect(places.every(Boolean)).to.equal(true);
    // The label of three languages takes two lines; the price is on the second.
    expect(labels.some((label) => label.getBoundingClientRect().height > 30)).to.equal(true);
  });
});
