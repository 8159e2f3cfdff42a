// The structured data (docs/design.md, "Light DOM"; issue 23): in each of the demo's three modes,
// the element keeps one JSON-LD script in its light DOM whose ScreeningEvents are, field by field,
// the platform's showings of the offered days as the widget shows them; and it follows the
// showtimes: written once a load is whole, left alone on a day switch, rewritten on a reload,
// removed with the showtimes, never written with structured-data="off".
import { expect } from '@open-wc/testing';
import { emulatorAt, fetchToken } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { eventTexts, expectedEvent, structuredData, structuredDataScripts } from '../support/structured-data.js';
import type { JsonObject } from '../support/structured-data.js';
import { all, businessDateOf, nextOutcome, platformShowings, renderWidget, text } from '../support/widget.js';
import type { RawShowing } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { idle } from '../../src/common/when-idle.js';
import { until } from '../support/until.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt(now));
});

/** The platform's showings the widget offers from `path`: published, not started, on an offered day. */
async function offeredShowings(path: string, element: ShowtimeFinderElement): Promise<RawShowing[]> {
  const days = new Set(all(element, '[part~="day"]').map((day) => day.dataset['date']));
  return (await platformShowings(info.url, token, path)).filter(
    (showing) =>
      showing.state !== 'draft' &&
      new Date(showing.startDatetime) > new Date(now) &&
      days.has(businessDateOf(showing.startDatetime)),
  );
}

/**
 * The chosen day's time buttons, each against the event of its showing: the same start as its
 * `<time datetime>`, the same cinema as its heading, its link as the offer's URL.
 */
function expectShownAsDescribed(element: ShowtimeFinderElement, events: JsonObject[]): void {
  const shown = all(element, '[part~="showtime"]');
  expect(shown.length).to.be.greaterThan(0);
  for (const showtime of shown) {
    const start = showtime.querySelector('time')!.getAttribute('datetime');
    const cinema = text(showtime.closest('[part~="cinema"]')!.querySelector('h2')!);
    const link = showtime.querySelector('a')?.href;
    const matching = events.filter(
      (event) =>
        event['startDate'] === start &&
        (event['location'] as JsonObject)['name'] === cinema &&
        (event['offers'] as JsonObject)['url'] === link,
    );
    expect(matching.length, `an event for showing ${showtime.dataset['showingId']}`).to.be.greaterThan(0);
  }
}

/** The graph holds exactly the expected events of these showings, in the order of their start. */
function expectEventsOf(graph: JsonObject, events: JsonObject[], showings: RawShowing[]): void {
  expect(graph['@context']).to.equal('https://schema.org');
  expect(events.length).to.equal(showings.length);
  expect(eventTexts(events)).to.deep.equal(eventTexts(showings.map((showing) => expectedEvent(showing, now))));
  const starts = events.map((event) => Date.parse(event['startDate'] as string));
  expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
}

/**
 * Waits until the element would have written its structured data after its last update: the controller decides in
 * the update and writes when the page is next idle (src/controllers/structured-data-controller.ts), so a callback asked
 * for idleness after the update runs after that write.
 */
async function writeWindow(element: ShowtimeFinderElement): Promise<void> {
  await element.updateComplete;
  await idle();
}

describe('structured data', () => {
  it('movie mode: every showing of the offered days as a ScreeningEvent, field by field, as the widget shows it', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const { graph, events } = await structuredData(element);
    expectEventsOf(graph, events, await offeredShowings('/showings?movieId=550', element));
    expectShownAsDescribed(element, events);
  });

  it("cinema mode: the cinema's whole program, each movie's own name, runtime and poster", async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '101', lang: 'de' });
    const { graph, events } = await structuredData(element);
    expectEventsOf(graph, events, await offeredShowings('/cinemas/101/showings-future', element));
    expectShownAsDescribed(element, events);
    const names = new Set(events.map((event) => (event['workPresented'] as JsonObject)['name']));
    expect(names.size).to.be.greaterThan(1);
  });

  it('partner mode, through the showtime proxy: the movie at those cinemas only', async () => {
    const proxyUrl = `/showtime-api/${new URL(info.url).port}`;
    const attributes = { 'proxy-url': proxyUrl, movie: '603', 'cinema-ids': '201,202,203', lang: 'fr-CH' };
    const { element } = await renderWidget(attributes);
    const { graph, events } = await structuredData(element);
    const showings = (await offeredShowings('/showings?movieId=603', element)).filter((showing) =>
      [201, 202, 203].includes(showing.cinemaId),
    );
    expectEventsOf(graph, events, showings);
    expectShownAsDescribed(element, events);
  });

  it('is left alone on a day switch, and rewritten in the same script by a reload', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '3' });
    const { script } = await structuredData(element);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(element, { childList: true, characterData: true, subtree: true, attributes: true });
    all(element, '[part~="day"]')[1]!.click();
    await writeWindow(element);
    expect(changes, 'no change to the light DOM on a day switch').to.deep.equal([]);
    script.textContent = '{}';
    await element.refresh();
    await until(() => script.textContent !== '{}', 'the reload rewrites the script');
    observer.disconnect();
    expect(structuredDataScripts(element)).to.deep.equal([script]);
    expect((JSON.parse(script.textContent!) as JsonObject)['@graph']).to.have.length.greaterThan(0);
  });

  it('goes with the showtimes: none while another load runs, none beside an error', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '2' });
    await structuredData(element);
    const outcome = nextOutcome(element);
    element.setAttribute('movie', '999999');
    await element.updateComplete;
    expect(structuredDataScripts(element), 'no markup while the new movie loads').to.deep.equal([]);
    expect((await outcome).type).to.equal('showtimes-error');
    await writeWindow(element);
    expect(structuredDataScripts(element), 'no markup beside an error').to.deep.equal([]);
  });

  it('structured-data="off" writes none; set back to on, it is written', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'structured-data': 'off' });
    await writeWindow(element);
    expect(structuredDataScripts(element)).to.deep.equal([]);
    element.structuredData = 'on';
    const { events } = await structuredData(element);
    expect(events.length).to.be.greaterThan(0);
    element.setAttribute('structured-data', 'off');
    await until(() => structuredDataScripts(element).length === 0, 'turned off, the markup goes');
  });

  it('one per element: two widgets each keep their own, beside the light DOM the page gave them', async () => {
    const fallback = '<a href="/program">Program</a>';
    const first = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '1' }, { children: fallback });
    const second = await renderWidget({ 'api-base': info.url, token: await fetchToken(info), 'cinema-ids': '102' });
    const [a, b] = [await structuredData(first.element), await structuredData(second.element)];
    expect(a.script).not.to.equal(b.script);
    expect(a.events.every((event) => (event['workPresented'] as JsonObject)['name'] === 'Fight Club')).to.equal(true);
    expect(b.events.every((event) => (event['location'] as JsonObject)['name'] === 'Filmpalast am Zoo')).to.equal(true);
    expect([...first.element.children].map((child) => child.localName)).to.deep.equal(['a', 'script']);
  });
});
