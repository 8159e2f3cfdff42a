// Every error code of the client, each produced by a real fault: emulator fault rules, a closed
// port, an origin the platform does not know, movie ids it cannot resolve.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { sleep } from '../../src/platform/request.js';
import { platformClient } from '../../src/platform/client.js';
import { movieShowings, cinemaShowings } from '../support/programs.js';
import type { ClientOptions } from '../../src/platform/client.js';
import { tokenSource } from '../../src/platform/token-source.js';
import type { TokenSource } from '../../src/platform/token-source.js';
import { rejection } from '../support/rejections.js';
import {
  configureEmulator,
  deactivatePageOrigin,
  emulatorRequests,
  fetchToken,
  resetEmulator,
  startEmulator,
} from '../support/emulator.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

let emulator: Emulator;
let waits: number[];

/** Real waits, recorded, with the backoff shortened so that retries take milliseconds. */
const quick: Partial<ClientOptions> = {
  backoffMs: 2,
  sleep: (ms, signal) => {
    waits.push(ms);
    return sleep(ms, signal);
  },
};

function freshTokens(): TokenSource {
  return tokenSource({ provider: () => fetchToken(emulator) });
}

function client(options: Partial<ClientOptions> = {}) {
  return platformClient(emulator.url, freshTokens(), { ...quick, ...options });
}

async function statuses(path: string): Promise<number[]> {
  return (await emulatorRequests()).filter((request) => request.path === path).map((request) => request.status);
}

async function capturingWarnings<T>(work: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => void warnings.push(message);
  try {
    return { result: await work(), warnings };
  } finally {
    console.warn = warn;
  }
}

before(async () => {
  emulator = await startEmulator();
});

beforeEach(async () => {
  waits = [];
  await resetEmulator();
});

describe('errors and retries', () => {
  it('retries a 500 twice with growing backoff, then reports server', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 500 }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('server');
    expect(error.message).to.match(
      /^GET http:\/\/127\.0\.0\.1:\d+\/showings\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100 answered 500 Internal Server Error \(server_error: .+\) 3 times\. Try again later\.$/,
    );
    expect(await statuses('/showings')).to.deep.equal([500, 500, 500]);
    expect(waits.length).to.equal(2);
    expect(waits[0]).to.be.within(1, 2);
    expect(waits[1]).to.be.within(2, 4);
  });

  it('recovers from a 503 when the retry succeeds', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 503, times: 1 }] });
    const result = await movieShowings(client(), 550);
    expect(result.showings.length).to.be.greaterThan(0);
    expect((await statuses('/showings')).slice(0, 2)).to.deep.equal([503, 200]);
  });

  for (const status of [429, 503]) {
    it(`waits for a ${status}'s Retry-After before retrying, not sooner`, async () => {
      await configureEmulator({ faults: [{ path: '/showings', status, retryAfter: 1, times: 1 }] });
      const result = await movieShowings(client(), 550);
      expect(result.showings.length).to.be.greaterThan(0);
      expect(waits).to.deep.equal([1000]);
      expect((await statuses('/showings')).slice(0, 2)).to.deep.equal([status, 200]);
    });
  }

  it('reports rate-limited when the platform keeps answering 429', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 429, retryAfter: 0 }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('rate-limited');
    expect(await statuses('/showings')).to.deep.equal([429, 429, 429]);
  });

  it('reports rate-limited at once, saying when to retry, when Retry-After is longer than it waits', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 429, retryAfter: 120 }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('rate-limited');
    expect(error.message).to.match(
      /^GET http:\/\/127\.0\.0\.1:\d+\/showings\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100 answered 429 \(rate limited\)\. Try again in 120 s\.$/,
    );
    expect(waits).to.deep.equal([]);
    expect(await statuses('/showings')).to.deep.equal([429]);
  });

  it('reports bad-response for a body that is not JSON', async () => {
    await configureEmulator({ faults: [{ path: '/showings', body: 'malformed' }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('bad-response');
    expect(error.message).to.match(
      /^GET http:\/\/127\.0\.0\.1:\d+\/showings\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100 answered no JSON\.$/,
    );
  });

  it('reports bad-response for a body cut short', async () => {
    await configureEmulator({ faults: [{ path: '/showings', body: 'truncated' }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('bad-response');
  });

  it('reports network when the platform drops every connection', async () => {
    await configureEmulator({ faults: [{ path: '/showings', dropConnection: true }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('network');
    expect(error.message).to.equal(`Could not reach ${emulator.url}. Check the connection and api-base.`);
    expect(waits.length).to.equal(2);
  });

  it('reports network, without retrying, when an answer takes longer than the timeout', async () => {
    await configureEmulator({ faults: [{ path: '/showings', latencyMs: 3000 }] });
    const error = await rejection(movieShowings(client({ timeoutMs: 200 }), 550));
    expect(error.code).to.equal('network');
    expect(error.message).to.match(
      /^No answer to GET .+\/showings\?movieId=550&sort=startDatetime&order=asc&limit=100&page=1&perPage=100 within 0\.2 s\. Check the connection\.$/,
    );
    expect(waits).to.deep.equal([]);
  });

  it('recovers from one dropped connection by retrying', async () => {
    await configureEmulator({ faults: [{ path: '/showings', dropConnection: true, times: 1 }] });
    const result = await movieShowings(client(), 550);
    expect(result.showings.length).to.be.greaterThan(0);
  });

  it('reports network for a port where nothing listens', async () => {
    const token = await fetchToken(emulator);
    const closed = `http://127.0.0.1:${(await executeServerCommand('closed-port')) as number}`;
    const error = await rejection(movieShowings(platformClient(closed, tokenSource({ token }), quick), 550));
    expect(error.code).to.equal('network');
    expect(error.message).to.equal(`Could not reach ${closed}. Check the connection and api-base.`);
    expect(waits.length).to.equal(2);
  });

  it('reports network, with a retry, when the platform answers this page but drops every request with the token', async () => {
    const token = await fetchToken(emulator);
    const dropping = `http://127.0.0.1:${location.port}/dropping-platform`;
    const error = await rejection(movieShowings(platformClient(dropping, tokenSource({ token }), quick), 550));
    expect(error.code).to.equal('network');
    expect(error.retryable).to.equal(true);
    expect(error.message).to.equal(
      `http://127.0.0.1:${location.port} answers, but dropped the connection. Try again later.`,
    );
    expect(waits.length).to.equal(2);
  });

  /** The message of a request that the browser blocked (CORS) from a server that is up. */
  const blockedMessage = (server: string) =>
    `${server} refuses ${location.origin} (CORS): if it is the Cinema Platform, ask its operator to register ` +
    `${location.origin}; if not, check api-base.`;

  it('reports origin-not-allowed naming the page origin when the platform does not know it, and the other cause', async () => {
    const tokens = freshTokens();
    await tokens.get();
    await deactivatePageOrigin();
    const error = await rejection(movieShowings(platformClient(emulator.url, tokens, quick), 550));
    expect(error.code).to.equal('origin-not-allowed');
    expect(error.message).to.equal(blockedMessage(emulator.url));
  });

  // The browser shows a script nothing that tells this from a refused origin: both causes are named.
  it("names both causes for an api-base that is a site without CORS: the page's own, by another name", async () => {
    const token = await fetchToken(emulator);
    const ownSite = `http://127.0.0.1:${location.port}`;
    expect(location.origin).to.not.equal(ownSite);
    const error = await rejection(movieShowings(platformClient(ownSite, tokenSource({ token }), quick), 550));
    expect(error.code).to.equal('origin-not-allowed');
    expect(error.message).to.equal(blockedMessage(ownSite));
  });

  it('says api-base is no platform when it shares its answers with this page but refuses the token', async () => {
    const token = await fetchToken(emulator);
    const staticSite = `http://127.0.0.1:${location.port}/static-site`;
    const error = await rejection(movieShowings(platformClient(staticSite, tokenSource({ token }), quick), 550));
    expect(error.code).to.equal('server');
    expect(error.retryable).to.equal(false);
    expect(error.message).to.match(
      /^http:\/\/127\.0\.0\.1:\d+ answers without a token \(404\) but refuses the token: no Cinema Platform\. Check api-base\.$/,
    );
  });

  it('says api-base is no platform when it answers a web page', async () => {
    const token = await fetchToken(emulator);
    const error = await rejection(
      movieShowings(platformClient(`${location.origin}/web-page`, tokenSource({ token }), quick), 550),
    );
    expect(error.code).to.equal('bad-response');
    expect(error.retryable).to.equal(false);
    expect(error.message).to.match(/^GET .+\/web-page\/showings\?.+ answered a web page\. Check api-base\.$/);
  });

  it('reports unauthorized when the token lacks permission (403)', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 403 }] });
    const error = await rejection(movieShowings(client(), 550));
    expect(error.code).to.equal('unauthorized');
    expect(error.message).to.match(
      /^The Cinema Platform refused the access token \(GET .+: 403 Forbidden.*\)\. Check the token handler's client credentials and their permissions\.$/,
    );
    expect(await statuses('/showings')).to.deep.equal([403]);
  });
});

describe('cinemas', () => {
  it('answers undefined for a cinema the platform does not know (a 404), so the load can name it', async () => {
    expect(await cinemaShowings(client(), 999999)).to.equal(undefined);
  });
});

describe('movie ids', () => {
  it('takes a numeric movie id as it is, without a request', async () => {
    expect(await client().resolveMovieId('550')).to.equal(550);
    expect(await emulatorRequests()).to.deep.equal([]);
  });

  it('resolves a legacy id once for several widgets, with one deprecation warning naming the numeric id', async () => {
    const tokens = freshTokens();
    const { result, warnings } = await capturingWarnings(() =>
      Promise.all([0, 1, 2].map(() => platformClient(emulator.url, tokens).resolveMovieId('tt0137523'))),
    );
    expect(result).to.deep.equal([550, 550, 550]);
    expect(warnings).to.deep.equal(['showtime-finder: movie="tt0137523" is a deprecated legacy id; use movie="550".']);
    expect(await statuses('/movies/tt0137523')).to.deep.equal([200]);
  });

  it('reports movie-not-found for a legacy id the platform does not know', async () => {
    const error = await rejection(client().resolveMovieId('tt0000000'));
    expect(error.code).to.equal('movie-not-found');
    expect(error.message).to.equal('The Cinema Platform has no movie "tt0000000". Check the movie attribute.');
  });

  it('reports legacy-id-unsupported when the platform no longer resolves legacy ids', async () => {
    await configureEmulator({ legacyMovieIdsInPath: false });
    const error = await rejection(client().resolveMovieId('tt0137523'));
    expect(error.code).to.equal('legacy-id-unsupported');
    expect(error.message).to.equal(
      'The Cinema Platform no longer accepts legacy movie ids like "tt0137523" (since 2026-10-01): set movie to the numeric id.',
    );
  });

  it('reports movie-not-found for a movie value that is no id at all (the configuration rejects it before)', async () => {
    const error = await rejection(client().resolveMovieId('fight club!'));
    expect(error.code).to.equal('movie-not-found');
    expect(error.message).to.equal('The Cinema Platform has no movie "fight club!". Check the movie attribute.');
  });
});
