// When it ends, as a filter (docs/design.md, "The evening"): part="ends-by" offers the times that
// split the day (data-ends-by, a cinema-local wall time within the business day) and keeps the
// showtimes that end by the chosen one (endDatetime, else start plus runtime, "about"), each cinema
// in its own zone, across midnight and across the autumn DST night; kept in url-param. The viewer is
// in Los Angeles (web-test-runner.config.mjs), so a test in the viewer's zone would fail.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const fixed = (scenario: string) => `${location.origin}/fixed-platform/${scenario}`;
/** The test page's own URL (the test runner's parameters in it), put back after each test. */
const pageUrl = location.href;

/** The widget once its ends-by choice is drawn (its chunk loads after the first showtime). */
async function withChoice(attributes: Record<string, string>): Promise<ShowtimeFinderElement> {
  const { element } = await renderWidget({ movie: '44', ...attributes });
  await until(() => element.shadowRoot!.querySelector('[part~="ends-by"]'), 'the ends-by choice shows', 10_000);
  return element;
}

const offered = (element: ShowtimeFinderElement) =>
  all(element, '[part~="ends-by"] [data-ends-by]').map((button) => button.dataset['endsBy']);

const shownIds = (element: ShowtimeFinderElement) =>
  all(element, '[part~="showtime"]')
    .map((showtime) => Number(showtime.dataset['showingId']))
    .sort();

async function choose(element: ShowtimeFinderElement, time: string | undefined): Promise<HTMLElement> {
  const button = one(
    element,
    `[part~="ends-by"] ${time ? `[data-ends-by="${time}"]` : '[role="radio"]:not([data-ends-by])'}`,
  );
  button.click();
  await element.updateComplete;
  return button;
}

describe('ends-by on 2026-11-22, in Berlin and New York', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    history.replaceState(null, '', pageUrl);
  });

  it('offers the times that split the day, each cinema in its zone, saying "about" for an estimated end', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token });
    expect(offered(element)).to.deep.equal(['21:00', '22:00', '23:00', '00:00', '01:00']);
    expect(text(one(element, '[part~="ends-by"] .meta'))).to.equal('Ends by about');
    expect(all(element, '[part~="ends-by"] [role="radio"]').map(text)).to.deep.equal([
      'Any time',
      '9:00 PM',
      '10:00 PM',
      '11:00 PM',
      '12:00 AM',
      '1:00 AM',
    ]);
  });

  it('keeps the showtimes that end by 23:00 cinema-local: Berlin by its clock, New York by its own', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token });
    const button = await choose(element, '23:00');
    // Berlin's 20:10, 22:45 and about 22:40 (21:00 plus 100 minutes); New York's 21:05, not its 23:50.
    expect(shownIds(element)).to.deep.equal([6101, 6102, 6103, 6201]);
    expect(button.getAttribute('aria-checked')).to.equal('true');
    expect(all(element, '[part~="ends-by"] [aria-checked="true"]').length).to.equal(1);
    // The live region says what is left, once it has stayed the same a moment.
    const region = one(element, '[role="status"]');
    await until(() => region.textContent === 'Sunday, November 22, 2026: 4 showtimes.', 'announced');
  });

  it('reads 00:00 as the midnight after the day: New York’s 23:50 is in, Berlin’s 01:20 is not', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token });
    await choose(element, '00:00');
    expect(shownIds(element)).to.deep.equal([6101, 6102, 6103, 6201, 6202]);
    await choose(element, undefined);
    expect(shownIds(element)).to.deep.equal([6101, 6102, 6103, 6104, 6201, 6202]);
  });

  it('speaks the viewer’s language: German names and times', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token, lang: 'de' });
    expect(text(one(element, '[part~="ends-by"] .meta'))).to.equal('Ende bis ca.');
    // German writes the hours after midnight with one digit in Chromium's data, two in Firefox's: either is German.
    const names = all(element, '[part~="ends-by"] [role="radio"]').map((radio) => text(radio).replace(/^0(\d:)/, '$1'));
    expect(names).to.deep.equal(['Egal', '21:00', '22:00', '23:00', '0:00', '1:00']);
  });

  it('is one tab stop whose arrows move focus and whose Enter chooses, focus staying on the choice', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token });
    const group = one(element, '[part~="ends-by"]');
    expect(group.getAttribute('role')).to.equal('radiogroup');
    one<HTMLButtonElement>(element, '[part~="ends-by"] [role="radio"]').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(element.shadowRoot!.activeElement?.getAttribute('data-ends-by')).to.equal('22:00');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(shownIds(element)).to.deep.equal([6101, 6201]);
    expect(element.shadowRoot!.activeElement?.getAttribute('data-ends-by')).to.equal('22:00');
    expect(element.shadowRoot!.activeElement?.getAttribute('aria-checked')).to.equal('true');
  });

  it('keeps the chosen time in url-param, and a link with it opens the day so filtered', async () => {
    const element = await withChoice({ 'api-base': fixed('evening'), token, 'url-param': 'st' });
    await choose(element, '23:00');
    expect(new URLSearchParams(location.search).get('st')).to.equal('2026-11-22@2300');
    element.remove();
    const { element: again } = await renderWidget({
      'api-base': fixed('evening'),
      token,
      movie: '44',
      'url-param': 'st',
    });
    // Filtered from the first showtime on: the load waited for the choice's code.
    expect(shownIds(again)).to.deep.equal([6101, 6102, 6103, 6201]);
    await until(
      () => again.shadowRoot!.querySelector('[data-ends-by="23:00"][aria-checked="true"]'),
      'the ends-by choice shows 23:00 chosen',
    );
  });

  it('still reads a url-param written without an ends-by time', async () => {
    const url = new URL(pageUrl);
    url.searchParams.set('st', '2026-11-22~berlin');
    history.replaceState(null, '', url);
    const element = await withChoice({ 'api-base': fixed('evening'), token, 'url-param': 'st' });
    expect(shownIds(element)).to.deep.equal([6101, 6102, 6103, 6104]);
    expect(one(element, '[part~="ends-by"] [role="radio"]:not([data-ends-by])').getAttribute('aria-checked')).to.equal(
      'true',
    );
  });
});

describe('ends-by when the clocks go back in Berlin', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-10-24T10:00:00Z'));
  });

  it('reads 02:00 as the first 02:00 of the night: a show ending at either 02:30 does not end by it', async () => {
    const element = await withChoice({ 'api-base': fixed('dst-night'), token });
    expect(offered(element)).to.deep.equal(['02:00']);
    await choose(element, '02:00');
    expect(shownIds(element)).to.deep.equal([7101]);
  });

  it('reads 23:00 on the wall of a 25-hour calendar day, not 23 hours after its start', async () => {
    const element = await withChoice({ 'api-base': fixed('dst-day'), token, 'day-start': '00:00' });
    expect(offered(element)).to.deep.equal(['23:00']);
    await choose(element, '23:00');
    expect(shownIds(element)).to.deep.equal([7201]);
  });
});
