// A wtr plugin that mounts the real token handler (src/server) on the test server, so that
// browser tests fetch tokens the way an embedder's page does: same origin, through
// createTokenHandler, from the session's emulator.
//   /showtime-token/<emulator port>  the handler, pointed at the emulator on that port
//   /showtime-token-bad-secret/<port> the same with a client secret the platform refuses (invalid_client)
//   /token-broken                    answers 500, as a failing token-url
//   /token-garbage                   answers 200 with a body that is not JSON
//   /odd-platform/showings           a platform list with two items the widget cannot read (the
//                                    emulator only serves well-formed showings)
//   /odd-proxy/program               a showtime proxy's program with showings the widget cannot read,
//                                    and fields of the wrong type (the proxy only writes good ones)
//   /later-proxy/program             a proxy of a later release: a program of another format
//   /static-site/...                 a static host that shares every answer (a 404 page) with any page
//                                    (Access-Control-Allow-Origin: *) but answers no preflight: no platform
//   /web-page/...                    a site's page (200 text/html) where the platform was expected
//   /dropping-platform/...           a platform that knows every page but drops each connection that carries a
//                                    token (without one: 401, shared with the page)
//   /stalling-platform/...           a platform whose answer stalls: its headers and the start of an empty list at
//                                    once, the list's end only after STALL_MS
// Command `token-route-hits` (payload {url}: path and query as the page asked) counts the requests
// the handler route got for that URL, `token-route-reports` (the same payload) lists the refused-token reports
// (`Showtime-Token-Refused`) they carried; command `closed-port` gives a local port nothing listens on; command
// `stalling-outcome` (payload {url}) waits for the end of the /stalling-platform/ answer to that URL: 'cut' when the
// page ended the request first, 'sent' when the answer ran to its end.
import { createServer } from 'node:net';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TestRunnerPlugin } from '@web/test-runner';
import { createTokenHandler } from '../../src/server/index.js';
import type { TokenHandler } from '../../src/server/index.js';
import { demoClientOf } from './emulator-plugin.js';

const handlerPath = /^\/showtime-token(-bad-secret)?\/(\d+)$/;

/** How long /stalling-platform/ holds back the end of its answer: far longer than the timeouts of its tests. */
const STALL_MS = 3000;

export function tokenRoutePlugin(): TestRunnerPlugin {
  const handlers = new Map<string, TokenHandler>();
  const hits = new Map<string, number>();
  const reports = new Map<string, string[]>();
  const stallOutcomes = new Map<string, Promise<StallOutcome>>();

  function handlerFor(port: string, badSecret: boolean): TokenHandler {
    const key = `${port} ${badSecret}`;
    let handler = handlers.get(key);
    if (!handler) {
      const apiBase = `http://127.0.0.1:${port}`;
      const client = demoClientOf(apiBase);
      const clientSecret = badSecret ? `${client.secret}-wrong` : client.secret;
      handler = createTokenHandler({ apiBase, clientId: client.id, clientSecret, scope: 'read', allowedOrigins: [] });
      handlers.set(key, handler);
    }
    return handler;
  }

  return {
    name: 'token-route',

    serverStart({ server }) {
      // The dev server composes its Koa middleware before plugins start, and its file middleware
      // answers 404 for unknown paths, so these routes sit in front of Koa on the plain
      // node:http server, mounted the way docs/token-handler.md shows for node:http.
      if (!server) throw new Error('token-route plugin: the test server has no HTTP server');
      const [koa] = server.listeners('request') as RequestListener[];
      if (!koa) throw new Error('token-route plugin: the test server has no request listener');
      server.removeAllListeners('request');
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
        const [, badSecret, port] = handlerPath.exec(url.pathname) ?? [];
        if (port !== undefined) {
          const pathAndQuery = url.pathname + url.search;
          hits.set(pathAndQuery, (hits.get(pathAndQuery) ?? 0) + 1);
          const report = request.headers['showtime-token-refused'];
          if (typeof report === 'string') reports.set(pathAndQuery, [...(reports.get(pathAndQuery) ?? []), report]);
          void handlerFor(port, !!badSecret)(fetchRequest(request, url)).then((answer) => send(response, answer));
        } else if (url.pathname === '/token-broken') {
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('token service down');
        } else if (url.pathname === '/token-garbage') {
          response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Please log in</body></html>');
        } else if (url.pathname === '/odd-proxy/program') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(oddProgram));
        } else if (url.pathname === '/later-proxy/program') {
          const later = { format: 'showtime-program/2', days: [] };
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(later));
        } else if (url.pathname === '/odd-platform/showings') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(oddShowings));
        } else if (url.pathname.startsWith('/static-site/')) {
          const page = { 'Content-Type': 'text/html' };
          if (request.method === 'OPTIONS') response.writeHead(405, page).end('<h1>Method not allowed</h1>');
          else response.writeHead(404, { ...page, 'Access-Control-Allow-Origin': '*' }).end('<h1>Not found</h1>');
        } else if (url.pathname.startsWith('/dropping-platform/')) {
          const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Accept' };
          if (request.method === 'OPTIONS') response.writeHead(204, cors).end();
          else if (request.headers.authorization) request.socket.destroy();
          else response.writeHead(401, { ...cors, 'Content-Type': 'application/json' }).end('{"error":"unauthorized"}');
        } else if (url.pathname.startsWith('/stalling-platform/')) {
          stallOutcomes.set(url.pathname + url.search, stall(response));
        } else if (url.pathname.startsWith('/web-page/')) {
          response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Our cinema</title>');
        } else {
          koa(request, response);
        }
      });
    },

    async executeCommand({ command, payload }) {
      if (command === 'token-route-hits') {
        const { url } = payload as { url: string };
        return hits.get(url) ?? 0;
      }
      if (command === 'token-route-reports') return reports.get((payload as { url: string }).url) ?? [];
      if (command === 'closed-port') return closedPort();
      if (command === 'stalling-outcome') return stallOutcomes.get((payload as { url: string }).url);
      return undefined;
    },
  };
}

const oddShowings = [
  { id: 1, startDatetime: '2026-11-22T20:30:00+01:00', cinemaId: 7, movieId: 550, serviceMovieId: 'tt0137523' },
  { id: 'two', startDatetime: '2026-11-22T21:00:00+01:00', cinemaId: 7, movieId: 550 },
  { id: 3, startDatetime: '2026-11-22T22:00:00+01:00', cinemaId: 7, movieId: 550, isImax: null, highlightText: null },
  { id: 4, cinemaId: 7, movieId: 550 },
  { id: 5, startDatetime: '2026-11-22T23:00:00+01:00', cinemaId: 7, movieId: 550, cinema: 'Kino Limmat' },
];

/** A program on 2026-11-22 at one Zürich cinema: two good showings, three the widget cannot read. */
const oddProgram = {
  format: 'showtime-program/1',
  from: '2026-11-22T00:00:00Z',
  to: '2026-11-24T00:00:00Z',
  movie: 550,
  complete: true,
  cinemas: [{ id: 7, timezone: 'Europe/Zurich', name: 'Kino Limmat', latitude: 'north' }],
  movies: [{ id: 550, title: 'Fight Club', runtime: '139' }],
  showings: [
    { id: 1, cinemaId: 7, movieId: 550, startDatetime: '2026-11-22T19:30:00Z', isImax: 'yes' },
    { id: 'two', cinemaId: 7, movieId: 550, startDatetime: '2026-11-22T20:00:00Z' },
    { id: 3, cinemaId: 7, movieId: 550, startDatetime: '2026-11-22T21:00:00Z', cinemaRoom: { name: 'Saal 1' } },
    { id: 4, cinemaId: 7, movieId: 550 },
    { id: 5, movieId: 550, startDatetime: '2026-11-22T22:00:00Z' },
  ],
};

type StallOutcome = 'cut' | 'sent';

/** Sends the headers and the start of an empty list at once, and the list's end after STALL_MS if still asked for. */
function stall(response: ServerResponse): Promise<StallOutcome> {
  response.writeHead(200, { 'Content-Type': 'application/json' }).write('[');
  return new Promise((resolve) => {
    const end = setTimeout(() => {
      response.end(']');
      resolve('sent');
    }, STALL_MS);
    // After an end too: then the answer was sent already.
    response.on('close', () => {
      clearTimeout(end);
      resolve('cut');
    });
  });
}

/** Node's request as a fetch-standard `Request`, as edge runtimes hand it to the handler. */
export function fetchRequest(request: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  return new Request(url, { method: request.method ?? 'GET', headers });
}

export async function send(response: ServerResponse, answer: Response): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** A port that was free a moment ago: bound, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
