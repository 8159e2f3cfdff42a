/**
 * An embedder's site for the browser benchmarks: a page with `widgets` copies of
 * `<showtime-finder>` (attributes from the query), the built bundle served compressed as a CDN
 * would, the token handler at /showtime-token, and the showtime proxy at /showtime-api/ (the page
 * uses it with `?proxy=1`); against an emulator on another port, so tokens, preflights and CORS
 * are real. Everything on loopback and free ports.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compress } from 'hono/compress';
import { build } from 'vite';
import type { StartEmulatorOptions } from '../../emulator/src/index.js';
import { startPageSite } from '../../test/support/page-site.js';
import type { PageSite } from '../../test/support/page-site.js';
import { createShowtimeProxy } from '../../src/server/index.js';
import type { ShowtimeProxyOptions } from '../../src/server/index.js';

let scripts: Map<string, string> | undefined;

/** The production bundle, built once per process: the module and the chunks beside it (the texts among them), by path. */
async function builtScripts(): Promise<Map<string, string>> {
  if (!scripts) {
    const outDir = mkdtempSync(join(tmpdir(), 'showtime-finder-bench-site-'));
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    scripts = new Map(
      readdirSync(outDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')]),
    );
  }
  return scripts;
}

function page(query: URLSearchParams, apiBase: string): string {
  const widgets = Number(query.get('widgets') ?? 1);
  const attributes = [...query]
    .filter(([name]) => name !== 'widgets' && name !== 'proxy')
    .map(([name, value]) => ` ${name}="${value}"`);
  const source = query.has('proxy') ? 'proxy-url="/showtime-api"' : `api-base="${apiBase}" token-url="/showtime-token"`;
  const widget = `<showtime-finder ${source}${attributes.join('')}></showtime-finder>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<script type="module" src="/showtime-finder.js"></script></head><body>${widget.repeat(widgets)}</body></html>`;
}

/** What the site answers at its root for a query: the page's HTML, its widgets pointed at the emulator's `apiBase`. */
export type PageRenderer = (query: URLSearchParams, apiBase: string) => string;

/**
 * The page at the site's root (`url`, with a trailing slash), its widgets' attributes in the query; `renderPage`, a
 * page of another shape (the Lighthouse bench's landing page).
 */
export async function startSite(
  emulatorOptions: StartEmulatorOptions,
  proxyOptions: Partial<ShowtimeProxyOptions> = {},
  renderPage: PageRenderer = page,
): Promise<PageSite> {
  const built = await builtScripts();
  return startPageSite((app, emulator) => {
    const client = emulator.clients.find((candidate) => !candidate.admin)!;
    const proxy = createShowtimeProxy({
      apiBase: emulator.url,
      clientId: client.id,
      clientSecret: client.secret,
      basePath: '/showtime-api/',
      ...proxyOptions,
    });
    return app
      .use(compress())
      .all('/showtime-api/*', (c) => proxy(c.req.raw))
      .get('/', (c) => c.html(renderPage(new URL(c.req.url).searchParams, emulator.url)))
      .get('*', (c) => {
        const script = built.get(c.req.path);
        return script === undefined
          ? c.notFound()
          : c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      });
  }, emulatorOptions);
}
