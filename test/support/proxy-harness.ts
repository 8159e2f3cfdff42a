/**
 * The showtime proxy pointed at an in-process emulator over loopback HTTP, for the Node tests: a
 * proxy made with test options, a way to ask it as a page on the embedder's origin would, a
 * program's query as the widget writes it, and a record of every Authorization header it sent the
 * platform (the tokens no answer may carry).
 */
import type { RunningEmulator } from '../../emulator/src/index.js';
import { createShowtimeProxy } from '../../src/server/index.js';
import type { ShowtimeProxy, ShowtimeProxyOptions } from '../../src/server/index.js';

export const PAGE_ORIGIN = 'https://cinema.example';
export const BASE_PATH = '/showtime-api/';

export interface ProxyHarness {
  proxy: ShowtimeProxy;
  /** Every platform token the proxy sent, without the `Bearer ` prefix. */
  sentTokens: Set<string>;
  ask(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

export function proxyFor(emulator: RunningEmulator, overrides: Partial<ShowtimeProxyOptions> = {}): ProxyHarness {
  const client = emulator.clients.find((candidate) => !candidate.admin)!;
  const sentTokens = new Set<string>();
  const proxy = createShowtimeProxy({
    apiBase: emulator.url,
    clientId: client.id,
    clientSecret: client.secret,
    basePath: BASE_PATH,
    fetch: (input, init) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      if (authorization) sentTokens.add(authorization.replace(/^Bearer /, ''));
      return fetch(input, init);
    },
    ...overrides,
  });
  const base = overrides.basePath ?? BASE_PATH;
  return {
    proxy,
    sentTokens,
    ask: (pathAndQuery, init) => proxy(pageRequest(`${PAGE_ORIGIN}${base.replace(/\/?$/, '/')}${pathAndQuery}`, init)),
  };
}

/**
 * A request as the widget on a page of the proxy's own origin sends it: a browser says so with
 * `Sec-Fetch-Site: same-origin` (unless the test sets its own), so it draws on its client's budget,
 * not the one shared by requests that name no page.
 */
function pageRequest(url: string, init: RequestInit | undefined): Request {
  const request = new Request(url, init);
  if (!request.headers.has('Sec-Fetch-Site') && !request.headers.has('Origin')) {
    request.headers.set('Sec-Fetch-Site', 'same-origin');
  }
  return request;
}

/** What a program is asked for, as the widget asks it (docs/design.md, "The program"). */
export interface Asked {
  movie?: number | string;
  cinemas?: readonly number[];
  from: string;
  to: string;
}

/** The program's path and query, parameters in the contract's order, encoded as `URLSearchParams` writes them. */
export function programQuery({ movie, cinemas, from, to }: Asked): string {
  const query = new URLSearchParams();
  if (movie !== undefined) query.set('movie', String(movie));
  if (cinemas) query.set('cinemas', cinemas.join(','));
  query.set('from', from);
  query.set('to', to);
  return `program?${query}`;
}

/** The program's showing ids, in its order. */
export async function programIds(harness: ProxyHarness, asked: Asked): Promise<number[]> {
  const answer = await harness.ask(programQuery(asked));
  if (answer.status !== 200)
    throw new Error(`${programQuery(asked)} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { showings: { id: number }[] }).showings.map((showing) => showing.id);
}
