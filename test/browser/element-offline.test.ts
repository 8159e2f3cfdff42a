// A program that survives the subway (issue 40, point 3): the widget in a frame of its own (a fresh page: its own
// page-wide caches, the origin's IndexedDB) saves what it showed; with the proxy's network cut for real (its
// connections dropped), a new page shows the saved showtimes with part="offline" saying when they were saved; back
// online, it reads them again. Where the page forbids storage (indexedDB.open throws), it works as before.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { setClock, startEmulator } from '../support/emulator.js';
import { ENGINE } from '../support/engine.js';
import { until } from '../support/until.js';
import { savedCount } from '../support/saved-programs.js';

const now = '2026-11-22T12:00:00Z';
let port: string;

before(async () => {
  const info = await startEmulator();
  await setClock(now);
  port = new URL(info.url).port;
});

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

const cut = (mount: string, down: boolean) => executeServerCommand('proxy-route-cut', { mount, down });

/** A page of its own with one widget of `attributes`; `head` runs first (a page that forbids storage). */
async function widgetPage(attributes: Record<string, string>, head = ''): Promise<Window> {
  const frame = document.createElement('iframe');
  const widget = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  frame.srcdoc = `<!doctype html><html lang="en"><head><script>${head}</script>
    <script type="module" src="/src/showtime-finder-define.ts"></script></head>
    <body><showtime-finder ${widget}></showtime-finder></body></html>`;
  frame.style.width = '800px';
  frame.style.height = '600px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame.contentWindow!;
}

/** A page's script that notes when its widget's load has ended (`showtimes-load`, which every whole load sends). */
const LOAD_ENDED_SCRIPT = "document.addEventListener('showtimes-load', () => (window.loadEnded = true));";

function shadowOf(page: Window): ShadowRoot {
  return page.document.querySelector('showtime-finder')!.shadowRoot!;
}

/** The times shown, once some are (the first load's result drawn). */
async function shownTimes(page: Window): Promise<string[]> {
  await until(() => shadowOf(page)?.querySelector('[part~="showtime"] time'), 'showtimes show', 15_000);
  return [...shadowOf(page).querySelectorAll('[part~="showtime"] time')].map((time) => time.getAttribute('datetime')!);
}

/** How many programs the proxy mount `mount` has answered so far (the proxy route's own count of what it was asked). */
async function programsRead(mount: string): Promise<number> {
  const seen = (await executeServerCommand('proxy-route-requests')) as { pathAndQuery: string }[];
  return new Set(seen.map((request) => request.pathAndQuery).filter((path) => path.includes(`/${mount}/program?`)))
    .size;
}

/**
 * Waits until the store holds `count` programs of the mount: the widget saves them a window per idle task, after its
 * first showtimes, the first read first (the first day's, read before it shows).
 */
async function programsSaved(mount: string, count: number): Promise<void> {
  expect(count).to.be.greaterThan(0);
  await until(async () => (await savedCount(mount)) >= count, 'the programs read are saved', 15_000);
}

describe('a program that survives the subway', function () {
  // Each page loads the widget's modules afresh, and the cut network's reads are retried before the saved program.
  this.timeout(120_000);

  it('shows the saved showtimes with when they were saved where the network is cut, and reads again online', async () => {
    const mount = `${port}-uncached-offline-${Math.random().toString(36).slice(2)}`;
    const attributes = { 'proxy-url': `/showtime-api/${mount}`, movie: '550', 'cinema-ids': '101' };
    // The load ends once every offered day is read (the other days while the page idles): then every program it will
    // read is read, and saving them is all that is left.
    const first = await widgetPage(attributes, LOAD_ENDED_SCRIPT);
    const seen = await shownTimes(first);
    expect(seen.length).to.be.greaterThan(0);
    await until(() => (first as Window & { loadEnded?: boolean }).loadEnded, 'the first page read every day', 30_000);
    await programsSaved(mount, await programsRead(mount));
    document.querySelector('iframe')!.remove();

    await cut(mount, true);
    try {
      const page = await widgetPage(attributes);
      const notice = await until(
        () => shadowOf(page)?.querySelector('[part="offline"]'),
        'the notice shows',
        20_000,
      ).then(() => shadowOf(page).querySelector('[part="offline"]')!);
      expect(await shownTimes(page)).to.deep.equal(seen);
      expect(notice.textContent).to.match(/^Saved at \d{1,2}:\d{2}(\s?[AP]M)? — times may have changed$/);
      expect(shadowOf(page).querySelector('[part="error"]')).to.equal(null);

      await cut(mount, false);
      page.dispatchEvent(new Event('online'));
      await until(() => !shadowOf(page).querySelector('[part="offline"]'), 'read again online', 15_000);
      expect(await shownTimes(page)).to.deep.equal(seen);
    } finally {
      await cut(mount, false);
    }
  });

  it('shows a saved showtime that has started since as started, without its booking link', async () => {
    const mount = `${port}-uncached-started-${Math.random().toString(36).slice(2)}`;
    const attributes = { 'proxy-url': `/showtime-api/${mount}`, movie: '550' };
    const first = await widgetPage(attributes);
    await shownTimes(first);
    const firstDay = await programsRead(mount);
    // The day is drawn in slices: wait for two showtimes at different times, the earliest of which will have started.
    const distinct = async () => [...new Set(await shownTimes(first))].sort((a, b) => Date.parse(a) - Date.parse(b));
    await until(async () => (await distinct()).length > 1, 'two showtimes at different times', 15_000);
    const [earliest, next] = await distinct();
    await programsSaved(mount, firstDay);
    document.querySelector('iframe')!.remove();

    // A minute after the earliest showtime began: the page's windows are no longer those it saved (today's quarters
    // move on), and the saved programs that overlap them stand in.
    const later = Date.parse(earliest!) + 60_000;
    const pinClock = `const NativeDate = Date; window.Date = class extends NativeDate {
      constructor(...args) { if (args.length) super(...args); else super(${later}); }
      static now() { return ${later}; } };`;
    await cut(mount, true);
    try {
      const page = await widgetPage(attributes, pinClock);
      await until(() => shadowOf(page)?.querySelector('[part="offline"]'), 'the notice shows', 20_000);
      expect(await shownTimes(page)).to.include(earliest);
      const showtimeAt = (datetime: string) => shadowOf(page).querySelector(`time[datetime="${datetime}"]`)!;
      const started = showtimeAt(earliest!).closest('[part~="showtime"]')!;
      expect(started.textContent).to.contain('Started');
      expect(started.closest('a') ?? started.querySelector('a')).to.equal(null);
      expect(showtimeAt(next!).closest('[part~="showtime"]')!.textContent).not.to.contain('Started');
    } finally {
      await cut(mount, false);
    }
  });

  it('works as without a store where the page forbids storage: no error, one console line at most', async function () {
    // WebKit's MiniBrowser sometimes keeps retrying the dropped connections past any bound this file can wait (101 s
    // seen), though the case passed there alone: Chromium and Firefox prove it.
    if (ENGINE === 'webkit') this.skip();
    const mount = `${port}-uncached-refused-${Math.random().toString(36).slice(2)}`;
    const attributes = { 'proxy-url': `/showtime-api/${mount}`, movie: '550' };
    const forbid = `window.opens = 0;
      indexedDB.open = () => { opens += 1; throw new DOMException('The user denied permission.', 'SecurityError'); };
      window.said = []; for (const kind of ['error', 'warn']) console[kind] = (...args) => said.push(args.join(' '));`;
    const page = await widgetPage(attributes, forbid);
    expect((await shownTimes(page)).length).to.be.greaterThan(0);
    // The saving chunk, loaded after the first showtimes, runs into the refusal (the store is opened once a page).
    const refused = page as Window & { said: string[]; opens: number };
    await until(() => refused.opens > 0, 'the widget tries to save the programs read');
    expect(refused.said.length).to.be.at.most(1);

    await cut(mount, true);
    try {
      const offline = await widgetPage(attributes, forbid);
      await until(() => shadowOf(offline)?.querySelector('[part="error"]'), 'the error shows', 90_000);
      expect(shadowOf(offline).querySelector('[part="error"]')!.getAttribute('data-error-code')).to.equal('network');
      expect(shadowOf(offline).querySelector('[part="offline"]')).to.equal(null);
    } finally {
      await cut(mount, false);
    }
  });
});
