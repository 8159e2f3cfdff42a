/**
 * The demo site as a value (honojs/examples): the pages that play the three embedders, an older
 * site with the classic script, and the configurator, the built widget (compressed, as a CDN would
 * send it), the embedder's token handler at /showtime-token, and its showtime proxy under
 * /showtime-api/ (the partner page's). `start.ts` runs it; tests and the screenshot script call it in-process.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ShowtimeProxy, TokenHandler } from '../src/server/index.js';
import { subresourceIntegrity } from '../scripts/integrity.js';
import { readCatalogue } from './catalogue.js';

const PAGES_DIR = new URL('./pages/', import.meta.url);

/**
 * What a careful embedder's page sends: no inline script or style, Trusted Types enforced
 * (lit-html's policy allowed, and the widget's own for its structured data), API calls only to the platform.
 */
function contentSecurityPolicy(apiBase: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${apiBase}`,
    `img-src 'self' ${apiBase} data:`,
    "require-trusted-types-for 'script'",
    'trusted-types lit-html showtime-finder',
  ].join('; ');
}

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** What the pages' placeholders stand for. */
interface PageValues {
  apiBase: string;
  /** The widget script's Subresource Integrity: the pages load it pinned, and the configurator's snippet shows it. */
  integrity: string;
  /** The classic script's, for the page that loads it. */
  classicIntegrity: string;
}

/** Every page of demo/pages, with the shared nav, the platform's address and the widget's hash and version filled in. */
function readPages({ apiBase, integrity, classicIntegrity }: PageValues): Map<string, string> {
  const nav = readFileSync(new URL('_nav.html', PAGES_DIR), 'utf8');
  const pages = new Map<string, string>();
  for (const file of readdirSync(PAGES_DIR).filter((name) => name.endsWith('.html') && !name.startsWith('_'))) {
    const html = readFileSync(new URL(file, PAGES_DIR), 'utf8');
    pages.set(
      file === 'index.html' ? '/' : `/${file}`,
      html
        .replace('<!--nav-->', nav)
        .replaceAll('<!--api-base-->', apiBase)
        .replaceAll('<!--integrity-->', integrity)
        .replaceAll('<!--integrity-classic-->', classicIntegrity)
        .replaceAll('<!--version-->', VERSION),
    );
  }
  return pages;
}

export interface DemoAppOptions {
  apiBase: string;
  tokens: TokenHandler;
  /** Mounted with `basePath: '/showtime-api/'`. */
  proxy: ShowtimeProxy;
  /** The built ES module bundle. */
  widget: string;
  /** The built classic script (`showtime-finder.iife.js`). */
  classic: string;
  /** The chunks it imports from beside itself, by file name (`in-page-*.js`). */
  chunks: ReadonlyMap<string, string>;
  /** The configurator page's built script. */
  configurator: string;
}

/**
 * A page as sent: in the charset its `<meta charset>` names. The classic script's page plays an
 * older site in `iso-8859-1`; every other page is UTF-8.
 */
function pageAnswer(html: string, policy: string): Response {
  const latin1 = /<meta charset="iso-8859-1"/.test(html);
  return new Response(latin1 ? Buffer.from(html, 'latin1') : html, {
    headers: {
      'Content-Type': `text/html; charset=${latin1 ? 'iso-8859-1' : 'utf-8'}`,
      'Content-Security-Policy': policy,
    },
  });
}

export function createDemoApp({ apiBase, tokens, proxy, widget, classic, chunks, configurator }: DemoAppOptions): Hono {
  const pages = readPages({
    apiBase,
    integrity: subresourceIntegrity(widget),
    classicIntegrity: subresourceIntegrity(classic),
  });
  const css = readFileSync(new URL('./demo.css', import.meta.url), 'utf8');
  const favicon = readFileSync(new URL('./favicon.svg', import.meta.url));
  const catalogue = readCatalogue();
  const script = { 'Content-Type': 'text/javascript; charset=utf-8' };
  const policy = contentSecurityPolicy(apiBase);
  const app = new Hono().use(compress());
  for (const [path, html] of pages) app.get(path, () => pageAnswer(html, policy));
  const widgetScript = { ...script, 'Access-Control-Allow-Origin': '*' };
  for (const [file, chunk] of chunks) app.get(`/${file}`, (c) => c.body(chunk, 200, widgetScript));
  // Any page may load the bundle, as from a CDN: a module script from another origin is fetched with CORS.
  return (
    app
      .get('/showtime-finder.js', (c) => c.body(widget, 200, widgetScript))
      // Without a charset of its own: a classic script reads in its page's (pure ASCII, it reads right in any).
      .get('/showtime-finder.iife.js', (c) => c.body(classic, 200, { 'Content-Type': 'text/javascript' }))
      .get('/configurator.js', (c) => c.body(configurator, 200, script))
      .get('/catalogue.json', (c) => c.json(catalogue))
      .get('/demo.css', (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
      // Every page links it; a browser that asks for /favicon.ico anyway gets it too, not a 404.
      .get('/favicon.svg', (c) => c.body(favicon, 200, { 'Content-Type': 'image/svg+xml' }))
      .get('/favicon.ico', (c) => c.body(favicon, 200, { 'Content-Type': 'image/svg+xml' }))
      .all('/showtime-token', (c) => tokens(c.req.raw))
      .all('/showtime-api/*', (c) => proxy(c.req.raw))
  );
}

/** The paths of the demo's pages, for tests and screenshots. */
export function demoPagePaths(): string[] {
  return [...readPages({ apiBase: '', integrity: '', classicIntegrity: '' }).keys()];
}
