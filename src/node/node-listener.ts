/// <reference types="node" />
// Node's own types: the package's library build (tsconfig.lib.json) gives the browser part none.
/**
 * A fetch-standard handler as a node:http listener (node:http, Express, anything that hands you
 * Node's req and res). Node parses requests a `Request` cannot hold: the methods CONNECT, TRACE
 * and TRACK (405 here, as the handlers answer other methods), a target that is no path and a Host
 * no URL can hold (400); `guarded` answers those before any listener, @hono/node-server's too. The
 * URL is built from your site's origin, never from the Host header; the request keeps the
 * connection's address (`fromAddress` of showtime-finder/server), which the handlers tell clients apart by. No body
 * is waited for (the handlers read none), so a slow body holds nothing: the answer goes at once
 * and the connection closes behind it. The listener never throws nor rejects, so neither
 * node:http nor Express 4 (which does not catch a rejected promise) ends the process over one
 * request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromAddress } from 'showtime-finder/server';

export type FetchHandler = (request: Request) => Promise<Response>;
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

const NO_REQUEST_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** `handler` as a node:http listener, each request's URL built from `origin`. */
export function nodeListener(handler: FetchHandler, { origin }: { origin: string }): NodeListener {
  const base = new URL(origin);
  return guarded((req, res) => {
    respond(handler, base, req)
      .catch(() => Response.json({ error: 'server-error', message: 'The server failed.' }, { status: 500 }))
      .then((response) => send(req, res, response))
      .catch(() => res.destroy());
  });
}

/** `listener`, behind the answers to requests that no `Request` can hold. */
export function guarded(listener: NodeListener): NodeListener {
  return (req, res) => {
    const refusal = refusalOf(req);
    if (refusal) send(req, res, refusal).catch(() => res.destroy());
    else listener(req, res);
  };
}

function refusalOf(req: IncomingMessage): Response | undefined {
  if (NO_REQUEST_METHODS.has(req.method ?? '')) {
    const refusal = { error: 'method-not-allowed', message: 'Use GET.' };
    return Response.json(refusal, { status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } });
  }
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) {
    return Response.json({ error: 'bad-request', message: 'The request target must be a path.' }, { status: 400 });
  }
  // The URL comes from your origin, so a Host such as "[" harms nothing here; it is refused as every runtime does.
  if (req.headers.host !== undefined && !URL.canParse(`http://${req.headers.host}/`)) {
    return Response.json({ error: 'bad-request', message: 'The Host header names no host.' }, { status: 400 });
  }
  return undefined;
}

function respond(handler: FetchHandler, base: URL, req: IncomingMessage): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const request = new Request(new URL(req.url ?? '/', base), { method: req.method ?? 'GET', headers });
  return handler(fromAddress(request, req.socket.remoteAddress));
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed) return; // the client went away meanwhile
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  // A body still coming is not read: the connection ends with the answer.
  if (!req.complete) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
