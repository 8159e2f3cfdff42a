// Reflow, contrast and targets (issue 26): at 320 px with the page's text at 200 % nothing scrolls the
// page sideways; the search's placeholder, its label and the muted text reach 4.5:1 against what is
// behind them in both schemes, computed from the styles; every control is 44 px tall under a coarse
// pointer (Chromium's touch emulation), while a mouse keeps the denser layout.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { setViewport } from '../support/viewport.js';
import { all, one, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

let info: EmulatorInfo;
let token: string;

/** The WCAG relative luminance of a computed `rgb(...)` colour. */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The computed background behind `node`: its own, or the nearest ancestor's (through the shadow root) that is not transparent. */
function backgroundOf(node: Element): string {
  for (let at: Element | null = node; at; at = at.parentElement ?? (at.getRootNode() as ShadowRoot).host ?? null) {
    const background = getComputedStyle(at).backgroundColor;
    if (background !== 'rgba(0, 0, 0, 0)') return background;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * What reaches past the widget's own right edge, outside the strips that scroll sideways (docs/design.md:
 * nothing reaches past the host's edge except inside a scroll container of its own).
 */
function pastTheEdge(element: ShowtimeFinderElement): string[] {
  const edge = element.getBoundingClientRect().right;
  return all(element, '*')
    .filter((node) => !node.closest('.strip, .sr-only') && node.getBoundingClientRect().right > edge + 0.5)
    .map((node) => `${node.localName}.${node.className}: ${Math.round(node.getBoundingClientRect().right - edge)} px`);
}

describe('reflow at 320 px with text at 200 %', () => {
  before(async () => {
    // The demo's screenshots' clock (scripts/screenshots.ts): Sunday afternoon in Berlin.
    ({ info, token } = await emulatorAt('2026-11-22T15:00:00Z'));
    await setViewport({ width: 320, height: 640 });
    // Text at 200 %, on a page like the demo's (its font, and margins of 1rem a side): the widget gets 256 px.
    document.documentElement.style.fontSize = '200%';
    Object.assign(document.body.style, { font: '1rem/1.5 system-ui, sans-serif', margin: '0 1rem' });
  });
  after(() => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('movie mode (days, chips, search, near me, cinemas): the document is as wide as the viewport', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(getComputedStyle(element).fontSize).to.equal('32px');
    const search = one(element, '[part~="search"]').getBoundingClientRect();
    expect(search.right, 'the search field within the widget').to.be.at.most(element.getBoundingClientRect().right);
    expect(search.width, 'the search field, under its label, wide enough to type in').to.be.at.least(
      element.clientWidth / 2,
    );
    expect(document.documentElement.scrollWidth).to.equal(window.innerWidth);
    expect(pastTheEdge(element)).to.deep.equal([]);
  });

  it('cinema mode in German (posters, long words): the document is as wide as the viewport, posters shrink', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '101', lang: 'de' });
    const posters = all(element, '.poster');
    expect(posters.length).to.be.greaterThan(0);
    for (const poster of posters) expect(poster.getBoundingClientRect().width).to.be.lessThan(3.5 * 32);
    expect(document.documentElement.scrollWidth).to.equal(window.innerWidth);
    expect(pastTheEdge(element)).to.deep.equal([]);
  });

  it('a show after midnight, its weekday mark beside the time, next to a poster: nothing past the widget', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '201', lang: 'de' });
    expect(all(element, '.mark').filter((mark) => mark.textContent).length).to.be.greaterThan(0);
    expect(pastTheEdge(element)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.equal(window.innerWidth);
  });

  it('words longer than the screen is wide (a cinema, its street, a movie) break instead of widening the page', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/words`,
      token,
      'cinema-ids': '70',
    });
    expect(all(element, '[part~="movie"] h3').map((title) => title.textContent)).to.deep.equal([
      'Kinderfilmfestspielwochenendsonderprogramm',
    ]);
    expect(document.documentElement.scrollWidth).to.equal(window.innerWidth);
    expect(pastTheEdge(element)).to.deep.equal([]);
  });

  it('the error state (a long message): the document is as wide as the viewport', async () => {
    const apiBase = `api.example/${'a-path-without-a-space-'.repeat(4)}`;
    const { element } = await renderWidget({ 'api-base': apiBase, token, movie: '550' });
    expect(one(element, '[part~="error"]').textContent).to.contain('api.example/a-path-without-a-space-a-path');
    expect(document.documentElement.scrollWidth).to.equal(window.innerWidth);
    expect(pastTheEdge(element)).to.deep.equal([]);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`contrast, ${scheme} scheme`, () => {
    before(async () => {
      ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
    });

    it('the search placeholder, its label and the muted text reach 4.5:1 against their background', async () => {
      const { element } = await renderWidget(
        { 'api-base': info.url, token, movie: '550' },
        { setup: (widget) => widget.style.setProperty('color-scheme', scheme) },
      );
      const search = one<HTMLInputElement>(element, '[part~="search"]');
      const label = search.closest('label')!;
      const muted = all(element, '.meta');
      expect(search.placeholder).to.not.equal('');
      expect(
        label.getBoundingClientRect().width - search.getBoundingClientRect().width,
        'label text shows',
      ).to.be.above(20);
      const ratios = {
        placeholder: contrast(getComputedStyle(search, '::placeholder').color, backgroundOf(search)),
        label: contrast(getComputedStyle(label).color, backgroundOf(label)),
        muted: Math.min(...muted.map((text) => contrast(getComputedStyle(text).color, backgroundOf(text)))),
      };
      expect(getComputedStyle(search, '::placeholder').opacity).to.equal('1');
      for (const [what, ratio] of Object.entries(ratios)) expect(ratio, what).to.be.at.least(4.5);
    });
  });
}

describe('targets', () => {
  before(async () => {
    ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
    await setViewport({ width: 390, height: 844 });
  });
  afterEach(() => executeServerCommand('coarse-pointer', false));

  it('every control is at least 44 px tall under a coarse pointer; a mouse keeps the chips denser', async function () {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    one(element, '[part~="filter"]').click();
    await element.updateComplete;
    // The ones shown: the cinemas behind the more button are not drawn.
    const controls = () => all(element, 'button, input, a').filter((control) => control.getClientRects().length > 0);
    expect(Math.round(one(element, '[part~="filter"]').getBoundingClientRect().height)).to.be.below(44);
    // Only Chromium's touch emulation gives a page a coarse pointer here.
    if (!(await executeServerCommand('coarse-pointer', true))) this.skip();
    expect(matchMedia('(pointer: coarse)').matches).to.equal(true);
    const parts = new Set(controls().map((control) => control.getAttribute('part')));
    expect([...parts].sort()).to.deep.equal(['day', 'filter', 'filter-reset', 'near-me', 'search', null].sort());
    // More cinemas than the first screens draw: part="more" too.
    const many = await renderWidget({ 'api-base': `${location.origin}/fixed-platform/many`, token, movie: '99' });
    expect(Math.round(one(many.element, '[part~="more"]').getBoundingClientRect().height)).to.be.at.least(44);
    const short = controls()
      .filter((control) => control.getBoundingClientRect().height < 44)
      .map(
        (control) => `${control.getAttribute('part') ?? control.localName}: ${control.getBoundingClientRect().height}`,
      );
    expect(short).to.deep.equal([]);
  });
});
