// A good guest (issue 44): the widget leaves the host's styles where they are and takes from the host only what it
// documents (docs/styling-and-parts.md). A container's inherited text styles that would change the layout are reset at
// `:host`: the widget draws the same boxes inside such a container as without. Its colour scheme follows the host
// page's `color-scheme`: a page that declares none, or `light`, gets the light colours whatever the viewer prefers; a
// page that declares `light dark` gets the viewer's; a scheme set on the element, and the custom properties, win.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { proxiedEmulatorAt, setClock } from '../support/emulator.js';
import { ENGINE } from '../support/engine.js';
import { all, nextOutcome } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const now = '2026-11-22T12:00:00Z';
let proxyUrl: string;

/** What a host page's text container might set, each inherited by whatever it holds. */
const HOST_TEXT_STYLES: Record<string, string> = {
  'text-align': 'center',
  'line-height': '3',
  'letter-spacing': '5px',
  'word-spacing': '10px',
  'text-transform': 'uppercase',
  'white-space': 'pre',
  'font-style': 'italic',
  'text-indent': '50px',
};

/** The default colours (docs/styling-and-parts.md) as computed: background, then text. */
const LIGHT = { background: 'rgb(255, 255, 255)', color: 'rgb(27, 27, 31)' };
const DARK = { background: 'rgb(27, 27, 31)', color: 'rgb(236, 236, 241)' };

/**
 * Every shown element of the widget's shadow root: its part or class, its box within the host's, and its computed
 * text styles. The same text in the same font gives the same lines, whichever font the engine has.
 */
function layoutOf(element: ShowtimeFinderElement): string[] {
  const host = element.getBoundingClientRect();
  return all(element, '*')
    .filter((node) => node.getClientRects().length > 0)
    .map((node) => {
      const box = node.getBoundingClientRect();
      const place = [box.left - host.left, box.top - host.top, box.width, box.height].map(Math.round).join(',');
      const style = getComputedStyle(node);
      const text = Object.keys(HOST_TEXT_STYLES).map((name) => style.getPropertyValue(name));
      return [node.localName, node.getAttribute('part') ?? node.getAttribute('class'), place, ...text].join(' ');
    });
}

/**
 * The widget's layout once it has settled: loaded, its root no longer busy, and two looks a quarter second apart
 * alike (what comes after the first showtimes, such as the follow link and the ends-by choice, has come).
 */
async function settledLayout(element: ShowtimeFinderElement): Promise<string[]> {
  let last: string[] = [];
  await until(
    () => {
      const seen = element.shadowRoot!.querySelector('.root[aria-busy="true"]') ? [] : layoutOf(element);
      const settled = seen.length > 0 && seen.join('\n') === last.join('\n');
      last = seen;
      return settled;
    },
    'the widget settles',
    15_000,
    250,
  );
  return last;
}

/** The widget in proxy mode inside a 600 px wide container with `styles`, at the top of the page; its layout settled. */
async function layoutInContainer(attributes: Record<string, string>, styles: Record<string, string>) {
  const container = document.createElement('div');
  container.style.width = '600px';
  for (const [name, value] of Object.entries(styles)) container.style.setProperty(name, value);
  const element = document.createElement('showtime-finder') as ShowtimeFinderElement;
  for (const [name, value] of Object.entries({ 'proxy-url': proxyUrl, ...attributes })) {
    element.setAttribute(name, value);
  }
  const outcome = nextOutcome(element);
  container.append(element);
  document.body.prepend(container);
  try {
    expect((await outcome).type).to.equal('showtimes-load');
    await element.updateComplete;
    expect(all(element, '[part~="showtime"]').length, 'showtimes shown').to.be.greaterThan(0);
    return await settledLayout(element);
  } finally {
    container.remove();
  }
}

/** The lines of `layout` that differ from `baseline`'s, by index, and any count that differs. */
function differences(layout: string[], baseline: string[]): string[] {
  const changed = layout.flatMap((line, index) => (line === baseline[index] ? [] : [`${index}: ${line}`]));
  return layout.length === baseline.length ? changed : [`${layout.length} boxes, not ${baseline.length}`, ...changed];
}

describe("a host container's inherited text styles", () => {
  const scenarios: { name: string; attributes: Record<string, string> }[] = [
    { name: 'movie mode', attributes: { movie: '550' } },
    { name: 'cinema mode, in German', attributes: { 'cinema-ids': '101', lang: 'de' } },
  ];
  before(async () => ({ proxyUrl } = await proxiedEmulatorAt(now)));

  it('--showtime-finder-font, line height and style included, wins over the reset', async () => {
    const font = { '--showtime-finder-font': 'italic 20px/2 serif', ...HOST_TEXT_STYLES };
    const layout = await layoutInContainer({ movie: '550' }, font);
    // A cinema's line: its part, its box, then text-align, line-height, ... font-style, text-indent.
    const cinema = layout.find((line) => line.startsWith('li cinema '))!.split(' ');
    expect([cinema[4], cinema[9]], 'a cinema, in the line height and style asked for').to.deep.equal([
      '40px',
      'italic',
    ]);
  });

  for (const { name, attributes } of scenarios) {
    describe(name, () => {
      let baseline: string[];
      before(async () => (baseline = await layoutInContainer(attributes, {})));

      for (const [property, value] of Object.entries(HOST_TEXT_STYLES)) {
        it(`${property}: ${value} on the container draws the same boxes as without`, async () => {
          const layout = await layoutInContainer(attributes, { [property]: value });
          expect(differences(layout, baseline)).to.deep.equal([]);
        });
      }

      it('all of them at once draw the same boxes as without', async () => {
        expect(differences(await layoutInContainer(attributes, HOST_TEXT_STYLES), baseline)).to.deep.equal([]);
      });
    });
  }
});

/** A host page of its own in a frame: `head` in its head, and the widget's module (the test server compiles it). */
async function hostPage(head: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  const module = new URL('../../src/showtime-finder-define.ts', import.meta.url).href;
  frame.srcdoc = `<!doctype html><html><head>${head}<script type="module" src="${module}"></script></head></html>`;
  frame.style.width = '600px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  await frame.contentWindow!.customElements.whenDefined('showtime-finder');
  return frame;
}

/**
 * Has the viewer prefer `scheme` in the frame's page, and answers whether it does: Chromium emulates the media
 * feature; Firefox has an embedded page prefer the used scheme of its frame element; WebKit can do neither.
 */
async function preferScheme(frame: HTMLIFrameElement, scheme: 'light' | 'dark'): Promise<boolean> {
  if (ENGINE === 'chromium') await emulateMedia({ colorScheme: scheme });
  else frame.style.colorScheme = scheme;
  const query = frame.contentWindow!.matchMedia(`(prefers-color-scheme: ${scheme})`);
  // Firefox tells the frame's page at its next rendering.
  return until(() => query.matches, `the frame prefers ${scheme}`, 2000).then(
    () => true,
    () => false,
  );
}

/** The widget loaded in the frame's page, `styles` set on the element; its colours as computed on the host. */
async function colours(frame: HTMLIFrameElement, styles: Record<string, string> = {}) {
  const page = frame.contentDocument!;
  const element = page.createElement('showtime-finder') as ShowtimeFinderElement;
  element.setAttribute('proxy-url', proxyUrl);
  element.setAttribute('movie', '550');
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value);
  const outcome = nextOutcome(element);
  page.body.append(element);
  expect((await outcome).type).to.equal('showtimes-load');
  await element.updateComplete;
  const style = frame.contentWindow!.getComputedStyle(element);
  return { background: style.backgroundColor, color: style.color };
}

describe("the host page's colour scheme", () => {
  let frame: HTMLIFrameElement | undefined;
  // The frame's page runs on the wall clock: so does the emulator for these.
  before(async () => {
    ({ proxyUrl } = await proxiedEmulatorAt(now));
    await setClock(null);
  });
  afterEach(async () => {
    frame?.remove();
    if (ENGINE === 'chromium') await emulateMedia({ colorScheme: 'light' });
  });

  /** The frame's page with `head`, its viewer preferring `scheme`; skipped where the engine cannot emulate that. */
  async function pageFor(context: Mocha.Context, head: string, scheme: 'light' | 'dark') {
    frame = await hostPage(head);
    // WebKit: WebDriver classic emulates no media feature, and a frame element's color-scheme does not reach its page.
    if (!(await preferScheme(frame, scheme))) context.skip();
    return frame;
  }

  it('a page that declares none gets the light colours when the viewer prefers dark', async function () {
    expect(await colours(await pageFor(this, '', 'dark'))).to.deep.equal(LIGHT);
  });

  it('a page that declares light gets the light colours when the viewer prefers dark', async function () {
    expect(await colours(await pageFor(this, '<style>:root { color-scheme: light }</style>', 'dark'))).to.deep.equal(
      LIGHT,
    );
  });

  for (const scheme of ['dark', 'light'] as const) {
    it(`a page that declares light dark gets the viewer's ${scheme} colours`, async function () {
      const page = await pageFor(this, '<style>:root { color-scheme: light dark }</style>', scheme);
      expect(await colours(page)).to.deep.equal(scheme === 'dark' ? DARK : LIGHT);
    });
  }

  it("a page that declares light dark in its color-scheme meta tag gets the viewer's dark colours", async function () {
    const page = await pageFor(this, '<meta name="color-scheme" content="light dark">', 'dark');
    expect(await colours(page)).to.deep.equal(DARK);
  });

  it('a scheme set on the element wins over the page: dark on a page that declares none', async function () {
    expect(await colours(await pageFor(this, '', 'light'), { 'color-scheme': 'dark' })).to.deep.equal(DARK);
  });

  it('a custom property set on the page wins over the dark default', async function () {
    const head = '<style>:root { color-scheme: light dark; --showtime-finder-background: rgb(1, 2, 3) }</style>';
    expect(await colours(await pageFor(this, head, 'dark'))).to.deep.equal({ ...DARK, background: 'rgb(1, 2, 3)' });
  });
});
