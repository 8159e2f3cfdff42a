// Lists in Chromium against the emulator: both envelopes and paging schemes, the page-wide
// sharing of identical requests, and aborts.
import { expect } from '@open-wc/testing';
import { platformClient } from '../../src/platform/client.js';
import { movieShowings, cinemaShowings } from '../support/programs.js';
import { tokenSource } from '../../src/platform/token-source.js';
import type { TokenSource } from '../../src/platform/token-source.js';
import { configureEmulator, emulatorRequests, fetchToken, resetEmulator, startEmulator } from '../support/emulator.js';
import { abortReason } from '../support/rejections.js';
import { until } from '../support/until.js';

/** A movie list's query before its paging: sorted by start, as the widget always asks. */
const SORTED = 'movieId=550&sort=startDatetime&order=asc';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

let emulator: Emulator;

/** A fresh page-wide token source per test, so that no test reuses another's cached lists. */
function freshTokens(): TokenSource {
  return tokenSource({ provider: () => fetchToken(emulator) });
}

async function listRequests(path: string) {
  return (await emulatorRequests()).filter((request) => request.path === path);
}

before(async () => {
  emulator = await startEmulator();
});

beforeEach(async () => {
  await resetEmulator();
});

describe('lists', () => {
  it('reads the cursor envelope page 1, then pages 2..N by number in parallel once it gives the total', async () => {
    const result = await movieShowings(platformClient(emulator.url, freshTokens()), 550);
    const requests = await listRequests('/showings');
    expect(requests.length).to.be.greaterThan(1);
    expect(requests.map((request) => request.query).sort()).to.deep.equal(
      requests.map((_, index) => `${SORTED}&limit=100&page=${index + 1}&perPage=100`).sort(),
    );
    expect(result.showings.length).to.be.greaterThan(100 * (requests.length - 1));
    expect(result.showings.length).to.be.at.most(100 * requests.length);
    expect(result.complete).to.equal(true);
    expect(new Set(result.showings.map((showing) => showing.id)).size).to.equal(result.showings.length);
    expect(result.skipped ?? 0).to.equal(0);
    expect(requests.every((request) => request.authorized && request.origin === location.origin)).to.equal(true);
  });

  it('reads bare arrays with X-Total-Count by page number, in the order of the pages', async () => {
    await configureEmulator({ listEnvelope: 'array' });
    const result = await movieShowings(platformClient(emulator.url, freshTokens()), 550);
    const requests = await listRequests('/showings');
    expect(requests.length).to.be.greaterThan(1);
    expect(requests.map((request) => request.query).sort()).to.deep.equal(
      requests.map((_, index) => `${SORTED}&limit=100&page=${index + 1}&perPage=100`).sort(),
    );
    expect(result.showings.length).to.be.greaterThan(100 * (requests.length - 1));
    expect(result.showings.length).to.be.lessThan(100 * requests.length);
    const starts = result.showings.map((showing) => Date.parse(showing.startDatetime));
    expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
  });

  it('reads the same showings in both envelopes', async () => {
    const cursorIds = (await movieShowings(platformClient(emulator.url, freshTokens()), 550)).showings.map(
      (showing) => showing.id,
    );
    await configureEmulator({ listEnvelope: 'array' });
    const arrayIds = (await movieShowings(platformClient(emulator.url, freshTokens()), 550)).showings.map(
      (showing) => showing.id,
    );
    expect(arrayIds).to.deep.equal(cursorIds);
  });

  it('sends cinemaIds[] for movie showings restricted to cinemas, and never serviceMovieId', async () => {
    const result = await movieShowings(platformClient(emulator.url, freshTokens()), 550, { cinemaIds: [101, 102] });
    const [request] = await listRequests('/showings');
    expect(request?.query).to.equal(
      'movieId=550&cinemaIds%5B%5D=101&cinemaIds%5B%5D=102&sort=startDatetime&order=asc&limit=100&page=1&perPage=100',
    );
    expect(new Set(result.showings.map((showing) => showing.cinemaId))).to.deep.equal(new Set([101, 102]));
    const all = await emulatorRequests();
    expect(all.some((entry) => entry.query.includes('serviceMovieId'))).to.equal(false);
  });

  it("reads a cinema's future showings, optionally of one movie", async () => {
    const tokens = freshTokens();
    const program = (await cinemaShowings(platformClient(emulator.url, tokens), 101))!;
    const oneMovie = (await cinemaShowings(platformClient(emulator.url, tokens), 101, { movieId: 550 }))!;
    const requests = await listRequests('/cinemas/101/showings-future');
    expect(requests[0]?.query).to.equal('limit=100&page=1&perPage=100');
    expect(requests.some((request) => request.query === 'movieId=550&limit=100&page=1&perPage=100')).to.equal(true);
    expect(program.showings.every((showing) => showing.cinemaId === 101)).to.equal(true);
    expect(oneMovie.showings.every((showing) => showing.movieId === 550 && showing.cinemaId === 101)).to.equal(true);
    expect(oneMovie.showings.length).to.be.lessThan(program.showings.length);
  });

  it('makes one request for widgets asking for the same list at once, and reuses it right after', async () => {
    const tokens = freshTokens();
    const widgets = Array.from({ length: 4 }, () => platformClient(emulator.url, tokens));
    const results = await Promise.all(widgets.map((client) => cinemaShowings(client, 102)));
    const again = (await cinemaShowings(platformClient(emulator.url, tokens), 102))!;
    const requests = await listRequests('/cinemas/102/showings-future');
    expect(requests.filter((request) => request.query === 'limit=100&page=1&perPage=100').length).to.equal(1);
    for (const result of [...results, again])
      expect(result!.showings.map((showing) => showing.id)).to.deep.equal(again.showings.map((showing) => showing.id));
  });

  it('keeps loading for a widget when another widget sharing the request aborts', async () => {
    await configureEmulator({ faults: [{ path: '/cinemas/103/', latencyMs: 100 }] });
    const tokens = freshTokens();
    const leaving = new AbortController();
    const left = cinemaShowings(platformClient(emulator.url, tokens), 103, { signal: leaving.signal });
    const staying = cinemaShowings(platformClient(emulator.url, tokens), 103);
    leaving.abort();
    expect((await abortReason(left)).name).to.equal('AbortError');
    expect((await staying)!.showings.length).to.be.greaterThan(0);
    const queries = (await listRequests('/cinemas/103/showings-future')).map((request) => request.query);
    expect(queries[0]).to.equal('limit=100&page=1&perPage=100');
    expect(new Set(queries).size).to.equal(queries.length);
  });

  it('rejects with the AbortError, not a ShowtimeFinderError, when its widget aborts', async () => {
    await configureEmulator({ faults: [{ path: '/showings', latencyMs: 3000 }] });
    const controller = new AbortController();
    const loading = movieShowings(platformClient(emulator.url, freshTokens()), 550, { signal: controller.signal });
    await until(async () => (await listRequests('/showings')).length > 0, 'the list request reaches the emulator');
    controller.abort();
    expect((await abortReason(loading)).name).to.equal('AbortError');
  });

  it('stops after maxPages with what it read and one console warning', async () => {
    await configureEmulator({ listEnvelope: 'array' });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    const tokens = freshTokens();
    const result = await movieShowings(platformClient(emulator.url, tokens, { maxPages: 1 }), 550).finally(
      () => (console.warn = warn),
    );
    expect(result.complete).to.equal(false);
    expect(warnings).to.deep.equal([
      `showtime-finder: ${emulator.url}/showings?${SORTED} cut at the page cap of 1: it has more pages.`,
    ]);
    expect((await listRequests('/showings')).length).to.equal(1);
    // The first page's 100 items, but its drafts: the program never holds one.
    const firstPage = await fetch(`${emulator.url}/showings?${SORTED}&limit=100&page=1&perPage=100`, {
      headers: { Authorization: `Bearer ${await tokens.get()}` },
    }).then((answer) => answer.json() as Promise<{ id: number; state?: string }[]>);
    expect(firstPage).to.have.length(100);
    const shown = firstPage.filter((item) => item.state?.toLowerCase() !== 'draft').map((item) => item.id);
    expect(result.showings.map((showing) => showing.id).sort()).to.deep.equal(shown.sort());
  });
});
