// A national release offers more showtimes than the markup keeps (40 cinemas in 4 zones, 5
// showings a day each, about 1,400 in the offered week): the structured data holds the 1,000 that
// start first, in the order of their start (docs/search-engines-and-url.md, "Structured data").
import { expect } from '@open-wc/testing';
import { emulatorShowings, fetchToken, setClock, startEmulator } from '../support/emulator.js';
import { structuredData } from '../support/structured-data.js';
import { all, businessDateOf, contractDatetime, renderWidget } from '../support/widget.js';
import { MAX_EVENTS } from '../../src/structured-data/screening-events.js';

const NOW = '2026-11-22T12:00:00Z';

describe('structured data of a national release', () => {
  it('keeps the 1,000 showtimes of the offered days that start first', async function () {
    this.timeout(60_000);
    const info = await startEmulator({ seed: { national: { cinemas: 40 } } });
    await setClock(NOW);
    const token = await fetchToken(info);
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const days = new Set(all(element, '[part~="day"]').map((day) => day.dataset['date']));
    const offered = (await emulatorShowings({ movieId: 550 })).filter(
      (showing) =>
        showing.state !== 'draft' &&
        new Date(showing.start) > new Date(NOW) &&
        days.has(businessDateOf(showing.startDatetime)),
    );
    expect(offered.length).to.be.greaterThan(MAX_EVENTS);
    const { events } = await structuredData(element);
    expect(MAX_EVENTS).to.equal(1000);
    expect(events).to.have.length(MAX_EVENTS);
    // The seed's showings come sorted by start; the first 1,000, as instants (ties in any order).
    const starts = (list: { startDate: string }[]) =>
      list.map(({ startDate }) => Date.parse(startDate)).sort((a, b) => a - b);
    expect(starts(events as { startDate: string }[])).to.deep.equal(
      starts(offered.slice(0, MAX_EVENTS).map((showing) => ({ startDate: contractDatetime(showing.startDatetime) }))),
    );
    const last = Date.parse(events.at(-1)!['startDate'] as string);
    expect(offered.slice(MAX_EVENTS).every((showing) => new Date(showing.start).getTime() >= last)).to.equal(true);
  });
});
