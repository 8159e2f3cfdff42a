// A wtr plugin that serves the classic script as `npm run build` writes it, on a page of an old site whose charset is
// not UTF-8 (docs/script-and-versions.md, "Where the script comes from"):
//   /classic-script/showtime-finder.iife.js   dist/showtime-finder.iife.js, built once per test run, served without a
//                                             charset (a classic script then reads in its page's charset)
//   /classic-script/latin-1-page?<attributes> a page served as `text/html; charset=iso-8859-1`, its own text in
//                                             Latin-1 bytes, loading that script with a classic <script> and holding
//                                             one <showtime-finder> with the query's attributes
// The routes sit in front of the dev server (as in ./token-route-plugin.ts), so that no transform of the test server
// reads or rewrites their bytes.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TestRunnerPlugin } from '@web/test-runner';
import { build } from 'vite';

let classicScript: Promise<Buffer> | undefined;

/** The classic script, built on first use. */
function builtClassicScript(): Promise<Buffer> {
  classicScript ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-classic-'));
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    return readFileSync(join(outDir, 'showtime-finder.iife.js'));
  })();
  return classicScript;
}

/** The page, as Latin-1 bytes: "für" is one byte 0xFC there, as on a site that never moved to UTF-8. */
function latin1Page(attributes: URLSearchParams): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const written = [...attributes].map(([name, value]) => `${name}="${escape(value)}"`).join(' ');
  const page = `<!doctype html><html lang="de"><head><title>Kinoprogramm</title>
<script src="/classic-script/showtime-finder.iife.js"></script></head>
<body><h1>Spielzeiten für Berlin</h1><showtime-finder ${written}></showtime-finder></body></html>`;
  return Buffer.from(page, 'latin1');
}

export function classicScriptPlugin(): TestRunnerPlugin {
  return {
    name: 'classic-script',

    serverStart({ server }) {
      if (!server) throw new Error('classic-script plugin: the test server has no HTTP server');
      const [next] = server.listeners('request') as RequestListener[];
      if (!next) throw new Error('classic-script plugin: the test server has no request listener');
      server.removeAllListeners('request');
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
        if (url.pathname === '/classic-script/showtime-finder.iife.js') {
          void builtClassicScript().then(
            (script) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script),
            (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
          );
        } else if (url.pathname === '/classic-script/latin-1-page') {
          const headers = { 'Content-Type': 'text/html; charset=iso-8859-1' };
          response.writeHead(200, headers).end(latin1Page(url.searchParams));
        } else {
          next(request, response);
        }
      });
    },
  };
}
