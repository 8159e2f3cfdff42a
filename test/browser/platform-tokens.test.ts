// Token sources in Chromium against the emulator (another origin) and the real token handler
// mounted on the test server at /showtime-token/<emulator port>.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { platformClient } from '../../src/platform/client.js';
import { movieShowings, cinemaShowings } from '../support/programs.js';
import { tokenSource } from '../../src/platform/token-source.js';
import type { TokenProvider } from '../../src/platform/token-source.js';
import {
  clearEmulatorRequests,
  configureEmulator,
  emulatorRequests,
  fetchToken,
  resetEmulator,
  startEmulator,
} from '../support/emulator.js';
import { abortReason, rejection } from '../support/rejections.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

let emulator: Emulator;
const quick = { backoffMs: 1 };

/** A token-url on the test server for this emulator; `name` keeps each test's page-wide source apart. */
function tokenUrl(name: string): string {
  return `/showtime-token/${new URL(emulator.url).port}?case=${name}`;
}

function tokenUrlHits(url: string): Promise<number> {
  return executeServerCommand('token-route-hits', { url }) as Promise<number>;
}

before(async () => {
  emulator = await startEmulator();
});

beforeEach(async () => {
  await resetEmulator();
});

describe('token sources', () => {
  it('gives every widget naming the same token-url the same source, resolved to an absolute URL', () => {
    const relative = tokenSource({ tokenUrl: tokenUrl('identity') });
    const absolute = tokenSource({ tokenUrl: new URL(tokenUrl('identity'), location.href).href });
    expect(relative).to.equal(absolute);
    expect(tokenSource({ tokenUrl: tokenUrl('identity-other') })).not.to.equal(relative);
  });

  it('gives the same source for the same provider function and the same page token', () => {
    const provider: TokenProvider = async () => 'x';
    expect(tokenSource({ provider })).to.equal(tokenSource({ provider }));
    expect(tokenSource({ token: 'abc' })).to.equal(tokenSource({ token: 'abc' }));
  });

  it('reads showings with a token rendered into the page', async () => {
    const token = await fetchToken(emulator);
    const result = await movieShowings(platformClient(emulator.url, tokenSource({ token })), 550);
    expect(result.showings.length).to.be.greaterThan(0);
    expect(result.showings.every((showing) => showing.movieId === 550)).to.equal(true);
  });

  it('fetches one token from the token-url for five widgets starting at once', async () => {
    const url = tokenUrl('five-widgets');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        movieShowings(platformClient(emulator.url, tokenSource({ tokenUrl: url }), quick), 550),
      ),
    );
    expect(await tokenUrlHits(url)).to.equal(1);
    expect(results.every((result) => result.showings.length === results[0]?.showings.length)).to.equal(true);
    const lists = (await emulatorRequests()).filter((request) => request.path === '/showings');
    expect(lists.filter((request) => request.query.includes('&page=1&')).length).to.equal(1);
    expect(new Set(lists.map((request) => request.query)).size).to.equal(lists.length);
  });

  it('calls a tokenProvider once for several widgets and accepts {access_token, expires_in}', async () => {
    let calls = 0;
    const provider: TokenProvider = async () => {
      calls += 1;
      return { access_token: await fetchToken(emulator), expires_in: 3600 };
    };
    const source = tokenSource({ provider });
    const tokens = await Promise.all([source.get(), source.get(), source.get()]);
    expect(calls).to.equal(1);
    expect(new Set(tokens).size).to.equal(1);
    const result = await cinemaShowings(platformClient(emulator.url, source), 101);
    expect(result!.showings.length).to.be.greaterThan(0);
  });

  it('gets a new token once after a 401, reporting the refused one by its last 8 characters, and retries with it', async () => {
    const url = tokenUrl('refresh-on-401');
    const source = tokenSource({ tokenUrl: url });
    const client = platformClient(emulator.url, source, quick);
    const refused = await source.get();
    await configureEmulator({ faults: [{ path: '/showings', status: 401, times: 1 }] });
    const result = await movieShowings(client, 550);
    expect(result.showings.length).to.be.greaterThan(0);
    expect(await tokenUrlHits(url)).to.equal(2);
    expect(await executeServerCommand('token-route-reports', { url })).to.deep.equal([refused.slice(-8)]);
    expect(await source.get()).not.to.equal(refused, 'the token handler renewed the reported token');
    const statuses = (await emulatorRequests())
      .filter((request) => request.path === '/showings')
      .map((request) => request.status);
    expect(statuses.slice(0, 2)).to.deep.equal([401, 200]);
  });

  it('stops with unauthorized when the platform refuses the new token too', async () => {
    const url = tokenUrl('401-twice');
    await configureEmulator({ faults: [{ path: '/showings', status: 401, times: 2 }] });
    const error = await rejection(
      movieShowings(platformClient(emulator.url, tokenSource({ tokenUrl: url }), quick), 550),
    );
    expect(error.code).to.equal('unauthorized');
    expect(error.message).to.match(
      /^The Cinema Platform refused the access token \(GET http:\/\/127\.0\.0\.1:\d+\/showings\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100: 401 Unauthorized \(invalid_token/,
    );
    expect(await tokenUrlHits(url)).to.equal(2);
    expect((await emulatorRequests()).filter((request) => request.path === '/showings').length).to.equal(2);
  });

  it("says that the page's token expired when the platform refuses a page token", async () => {
    const error = await rejection(
      movieShowings(platformClient(emulator.url, tokenSource({ token: 'expired-page-token' }), quick), 550),
    );
    expect(error.code).to.equal('unauthorized');
    expect(error.message).to.equal(
      "The Cinema Platform refused the page's access token (expired or revoked). Reload the page.",
    );
  });

  it('reports token-unavailable with the status and URL when the token-url fails', async () => {
    const url = new URL('/token-broken', location.href).href;
    const error = await rejection(
      movieShowings(platformClient(emulator.url, tokenSource({ tokenUrl: url }), quick), 550),
    );
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal(`No access token from ${url}: it answered 500 Internal Server Error.`);
  });

  it('reports token-unavailable when the token-url answers something that is not JSON', async () => {
    const url = new URL('/token-garbage', location.href).href;
    const error = await rejection(tokenSource({ tokenUrl: url }).get());
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal(`No access token from ${url}: it answered no JSON.`);
  });

  it('names the path, not the server, for a token-url on another origin that answers 404 without CORS headers', async () => {
    // The test server on another origin (127.0.0.1 for a page on localhost): its 404 page shares nothing with this page.
    const url = `http://127.0.0.1:${location.port}/no-token-handler-here`;
    const error = await rejection(tokenSource({ tokenUrl: url }).get());
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal(
      `No access token from ${url}: it answered without sharing the answer with ${location.origin} ` +
        '(no CORS headers, as on a 404 page): check the path, and that the token handler allows this origin.',
    );
  });

  it('says "check the path" for a token-url whose 404 the page can read', async () => {
    // A static host on another origin that shares every answer, its 404 page too.
    const url = `http://127.0.0.1:${location.port}/static-site/showtime-token`;
    const error = await rejection(tokenSource({ tokenUrl: url }).get());
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal(`No access token from ${url}: it answered 404 Not Found: check the path.`);
  });

  it('says the server may be down for a token-url where nothing answers', async () => {
    const port = (await executeServerCommand('closed-port')) as number;
    const url = `http://127.0.0.1:${port}/showtime-token`;
    const error = await rejection(tokenSource({ tokenUrl: url }).get());
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal(`No access token from ${url}: the request failed (server down?).`);
  });

  it('reports token-unavailable for a token-url that is no URL (the configuration rejects it before)', async () => {
    const error = await rejection(tokenSource({ tokenUrl: 'http://[broken' }).get());
    expect(error.code).to.equal('token-unavailable');
    expect(error.message).to.equal('No access token from http://[broken: the request failed (server down?).');
  });

  it('reports token-unavailable when a tokenProvider fails or hands back no token', async () => {
    const failing = await rejection(
      tokenSource({ provider: async () => Promise.reject(new Error('session expired')) }).get(),
    );
    expect(failing.code).to.equal('token-unavailable');
    expect(failing.message).to.equal('No access token from the tokenProvider: it failed (session expired).');
    const empty = await rejection(tokenSource({ provider: async () => ({ access_token: '' }) }).get());
    expect(empty.code).to.equal('token-unavailable');
    expect(empty.message).to.equal('The token source answered an empty access_token.');
  });

  it('keeps a token from the token-url for the next request', async () => {
    const url = tokenUrl('kept');
    const source = tokenSource({ tokenUrl: url });
    const first = await source.get();
    await clearEmulatorRequests();
    expect(await source.get()).to.equal(first);
    expect(await tokenUrlHits(url)).to.equal(1);
  });

  it('rejects with the AbortError of a widget that went away, while others still get the token', async () => {
    const url = tokenUrl('abort-one');
    const source = tokenSource({ tokenUrl: url });
    const leaving = new AbortController();
    const left = source.get(leaving.signal);
    const staying = source.get();
    leaving.abort();
    expect((await abortReason(left)).name).to.equal('AbortError');
    expect(await staying).to.be.a('string');
    expect(await tokenUrlHits(url)).to.equal(1);
  });
});
