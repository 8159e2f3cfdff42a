// node:http's server with the bounds a public server needs; node-http.mjs, express.mjs and hono.mjs
// make theirs here. A crowd of connections that send nothing, or send slowly, cannot keep a visitor
// out nor end the process:
// - the headers within 10 s, the whole request within 15 s. Node checks both every
//   `connectionsCheckingInterval` (30 s by default, which makes "within 10 s" 10-40 s); here every
//   second, so a connection that sends nothing is closed 10-11 s after it opened;
// - a connection idle between requests closes after 5 s (Node's `keepAliveTimeout`);
// - at most MAX_CONNECTIONS connections (default 768, nginx's in Debian), well below the files the
//   process may hold open (`ulimit -n`: 1024 where systemd starts it), which its platform
//   connections and logs need too. One more closes the connection that has waited longest with no
//   request being answered: a silent crowd makes way for a visitor;
// - should the files run out all the same (MAX_CONNECTIONS above the limit), libuv closes at once
//   each connection it cannot accept (it keeps a spare file for that) and the server goes on.
import { createServer } from 'node:http';

const BOUNDS = { headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 1_000 };

export function createSiteServer(listener, { maxConnections = Number(process.env.MAX_CONNECTIONS ?? 768) } = {}) {
  const server = createServer(BOUNDS, listener);
  boundConnections(server, maxConnections);
  return server;
}

/** Keeps at most `max` connections open, closing the one idle longest to make room for a new one. */
function boundConnections(server, max) {
  // Open connections, the one idle longest first; each with the requests being answered on it.
  const open = new Map();
  server.on('connection', (socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
    if (open.size > max) closeIdlest(open);
  });
  server.on('request', (req, res) => {
    const { socket } = req;
    if (!open.has(socket)) return;
    open.set(socket, open.get(socket) + 1);
    res.once('close', () => {
      if (!open.has(socket)) return; // closed meanwhile
      const answering = open.get(socket) - 1;
      open.delete(socket);
      open.set(socket, answering); // now the last in line to be closed
    });
  });
}

function closeIdlest(open) {
  for (const [socket, answering] of open) {
    if (answering > 0) continue;
    open.delete(socket);
    socket.destroy();
    return;
  }
}
