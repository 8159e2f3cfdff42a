// What loads before the first showtime (docs/design.md, "Builds"): proxy mode never asks for token mode's code (the
// platform pages' checks and shaping), and token mode asks for it beside its first data request, never after: no chunk
// adds a dependent request. The test server serves src/ unbundled, so the chunk is its entry module,
// src/program/platform-pages.ts; each test file runs in a page of its own, so the module is not loaded before.
import { expect } from '@open-wc/testing';
import { fetchToken, setClock, startEmulator } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, renderWidget } from '../support/widget.js';

let info: EmulatorInfo;

/** This file's requests, as they end: an observer sees each, however full the page's timeline buffer is. */
const seen: PerformanceResourceTiming[] = [];
new PerformanceObserver((list) => seen.push(...(list.getEntries() as PerformanceResourceTiming[]))).observe({
  type: 'resource',
});

before(async () => {
  info = await startEmulator();
  await setClock('2026-11-22T12:00:00Z');
});

/** The page's requests whose URL has `part`, in the order they started. */
function requested(part: string): PerformanceResourceTiming[] {
  return seen.filter((entry) => entry.name.includes(part)).sort((a, b) => a.startTime - b.startTime);
}

describe('the chunks before the first showtime', () => {
  it("proxy mode shows its showtimes without asking for token mode's code", async () => {
    const { element, outcome } = await renderWidget({
      'proxy-url': `/showtime-api/${new URL(info.url).port}`,
      movie: '550',
    });
    expect(outcome.type).to.equal('showtimes-load');
    expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
    expect(requested('/program?').length).to.be.greaterThan(0);
    expect(requested('platform-pages').map((entry) => entry.name)).to.deep.equal([]);
  });

  it('token mode asks for its chunk no later than its first list request', async () => {
    const { element, outcome } = await renderWidget({
      'api-base': info.url,
      token: await fetchToken(info),
      movie: '550',
    });
    expect(outcome.type).to.equal('showtimes-load');
    expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
    const [chunk] = requested('platform-pages');
    const [firstList] = requested('/showings?');
    expect(chunk, 'the chunk was asked for').to.not.equal(undefined);
    expect(chunk!.startTime).to.be.at.most(firstList!.startTime);
  });
});
