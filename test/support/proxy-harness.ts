/**
 * The showtime proxy pointed at an in-process emulator, for the Node tests: a proxy made with
 * test options, a way to ask it as a page on the embedder's origin would, and a record of every
 * Authorization header it sent the platform (the tokens no answer may carry).
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
  return {
    proxy,
    sentTokens,
    ask: (pathAndQuery, init) => proxy(new Request(`${PAGE_ORIGIN}${BASE_PATH}${pathAndQuery}`, init)),
  };
}

/** The widget's query for a movie's showings in a window, as src/platform/client.ts writes it. */
export function windowQuery(movieId: number, from: string, to: string, extra = ''): string {
  const window = `startDatetimeFrom=${from}&startDatetimeTo=${to}`;
  return `showings?movieId=${movieId}${extra}&${window}&sort=startDatetime&order=asc&limit=100&page=1&perPage=100`;
}

/** Every item of a list answer, reading its further pages by number as the widget does. */
export async function allPages(harness: ProxyHarness, firstPath: string): Promise<{ id: number }[]> {
  const first = (await (await harness.ask(firstPath)).json()) as {
    data: { id: number }[];
    pagination: { total: number };
  };
  const pages = Math.ceil(first.pagination.total / 100);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, async (_, index) => {
      const answer = await harness.ask(firstPath.replace('&page=1&', `&page=${index + 2}&`));
      return ((await answer.json()) as { data: { id: number }[] }).data;
    }),
  );
  return [...first.data, ...rest.flat()];
}
