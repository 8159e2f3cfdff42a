/// <reference types="node" />
// Node's own types: the package's library build (tsconfig.lib.json) gives the browser part none.
/**
 * node:http's server with the bounds a public server needs; the Node recipes (examples/) and
 * `showtime-finder serve` make theirs here. A crowd of connections that send nothing, or send
 * slowly, cannot keep a visitor out nor end the process:
 * - the headers within 10 s, the whole request within 15 s. Node checks both every
 *   `connectionsCheckingInterval` (30 s by default, which makes "within 10 s" 10-40 s); here every
 *   second, so a connection that sends nothing is closed 10-11 s after it opened;
 * - a connection idle between requests closes after 5 s (Node's `keepAliveTimeout`);
 * - at most `maxConnections` connections (default MAX_CONNECTIONS or 768, nginx's in Debian), well
 *   below the files the process may hold open (`ulimit -n`: 1024 where systemd starts it), which its
 *   platform connections and logs need too. One more closes the connection that has waited longest
 *   with no request being answered: a silent crowd makes way for a visitor;
 * - should the files run out all the same (a cap above the limit), libuv closes at once each
 *   connection it cannot accept (it keeps a spare file for that) and the server goes on.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NodeListener } from './node-listener.js';

const BOUNDS = { headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 1_000 };

export interface SiteServerOptions {
  /** Connections open at once; default the MAX_CONNECTIONS environment variable, else 768. */
  maxConnections?: number;
}

export function createSiteServer(
  listener: NodeListener,
  { maxConnections = Number(process.env.MAX_CONNECTIONS ?? 768) }: SiteServerOptions = {},
): Server {
  const server = createServer(BOUNDS, listener);
  boundConnections(server, maxConnections);
  return server;
}

/** Keeps at most `max` connections open, closing the one idle longest to make room for a new one. */
function boundConnections(server: Server, max: number): void {
  // Open connections, the one idle longest first; each with the count of requests being answered on it.
  const open = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
    if (open.size > max) closeIdlest(open);
  });
  server.on('request', (req, res) => {
    const socket: Socket = req.socket;
    const answering = open.get(socket);
    if (answering === undefined) return;
    open.set(socket, answering + 1);
    res.once('close', () => {
      const still = open.get(socket);
      if (still === undefined) return; // closed meanwhile
      open.delete(socket);
      open.set(socket, still - 1); // now the last in line to be closed
    });
  });
}

function closeIdlest(open: Map<Socket, number>): void {
  for (const [socket, answering] of open) {
    if (answering > 0) continue;
    open.delete(socket);
    socket.destroy();
    return;
  }
}
