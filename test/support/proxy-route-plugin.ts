// A wtr plugin that mounts the real showtime proxy (src/server) on the test server, so that
// browser tests load the widget in proxy mode the way an embedder's page does: same origin,
// through createShowtimeProxy, from the session's emulator.
//   /showtime-api/<emulator port>/...  the proxy, pointed at the emulator on that port
//   /showtime-api/<port>-<name>/...     another proxy at the same emulator, its cache cold: and to
//                                       the page another proxy-url, whose lists it has not kept; a name
//                                       with `wrong-secret` in it: a proxy whose secret the platform refuses;
//                                       with `base-elsewhere`: a proxy whose basePath is /elsewhere/
// Command `proxy-route-requests` gives the requests the proxy route got since the last
// `proxy-route-clear`: method, path and query, and whether they carried Authorization. Command `proxy-route-render`
// {mount, attributes, now} answers renderShowtimeFinder's HTML for the element, read through that mount's proxy. Command
// `proxy-route-cut` {mount, down} cuts a mount's network (its connections dropped unanswered) or brings it back.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TestRunnerPlugin } from '@web/test-runner';
import { createShowtimeProxy, renderShowtimeFinder } from '../../src/server/index.js';
import type { ShowtimeProxy } from '../../src/server/index.js';
import { demoClientOf } from './emulator-plugin.js';
import { fetchRequest, send } from './token-route-plugin.js';

export interface ProxyRouteRequest {
  method: string;
  pathAndQuery: string;
  authorization: boolean;
}

const proxyPath = /^\/showtime-api\/((\d+)(?:-[\w-]+)?)\//;

export function proxyRoutePlugin(): TestRunnerPlugin {
  const proxies = new Map<string, ShowtimeProxy>();
  let seen: ProxyRouteRequest[] = [];
  const cut = new Set<string>();

  /** The proxy mounted at `/showtime-api/<mount>/`, where `mount` is the emulator's port and perhaps a name. */
  function proxyFor(mount: string): ShowtimeProxy {
    let proxy = proxies.get(mount);
    if (!proxy) {
      const apiBase = `http://127.0.0.1:${mount.split('-')[0]}`;
      const client = demoClientOf(apiBase);
      const basePath = mount.includes('base-elsewhere') ? '/elsewhere/' : `/showtime-api/${mount}/`;
      const clientSecret = mount.includes('wrong-secret') ? 'wrong' : client.secret;
      proxy = createShowtimeProxy({ apiBase, clientId: client.id, clientSecret, basePath });
      proxies.set(mount, proxy);
    }
    return proxy;
  }

  return {
    name: 'proxy-route',

    serverStart({ server }) {
      // In front of the listener chain, as the token route plugin does (see there why).
      if (!server) throw new Error('proxy-route plugin: the test server has no HTTP server');
      const [next] = server.listeners('request') as RequestListener[];
      if (!next) throw new Error('proxy-route plugin: the test server has no request listener');
      server.removeAllListeners('request');
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
        const mount = proxyPath.exec(url.pathname)?.[1];
        if (mount === undefined) return void next(request, response);
        // A mount whose network is cut: the connection drops, as a train in a tunnel drops it.
        if (cut.has(mount)) return void request.socket.destroy();
        const method = request.method ?? 'GET';
        seen.push({ method, pathAndQuery: url.pathname + url.search, authorization: !!request.headers.authorization });
        void proxyFor(mount)(fetchRequest(request, url)).then((answer) => {
          // A mount named `...-uncached...` is kept by no browser cache: a later page asks the network again (Chromium
          // would serve stale-while-revalidate, Firefox a kept answer when the network fails).
          if (mount.includes('-uncached')) answer.headers.set('Cache-Control', 'no-store');
          send(response, answer);
        });
      });
    },

    async executeCommand({ command, payload }) {
      if (command === 'proxy-route-requests') return seen;
      if (command === 'proxy-route-cut') {
        const { mount, down } = payload as { mount: string; down: boolean };
        if (down) cut.add(mount);
        else cut.delete(mount);
        return true;
      }
      if (command === 'proxy-route-render') {
        const { mount, attributes, now } = payload as {
          mount: string;
          attributes: Record<string, string>;
          now: string;
        };
        return renderShowtimeFinder(attributes, { proxy: proxyFor(mount), now: () => Date.parse(now) });
      }
      if (command === 'proxy-route-clear') {
        seen = [];
        return true;
      }
      return undefined;
    },
  };
}
