// Every text fits (issue 22): at 320, 390 and 1280 px, in every language, each text's glyphs stay
// inside the box of the part that holds them (Range.getBoundingClientRect over each text node), the
// search's placeholder inside its field, and nothing reaches past the widget's edge but the day strip
// and the chip row, which fade out at their end while there is more to scroll to. The program is the
// fixed platform's `fit` scenario: a long cinema name, room names, movie title and version labels, a
// long highlight, a sales date and shows after midnight, on a page like the demo's.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { setViewport } from '../support/viewport.js';
import { all, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

const fit = `${location.origin}/fixed-platform/fit`;
const WIDTHS = [320, 390, 1280];
const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'];
const MODES: { name: string; attributes: Record<string, string> }[] = [
  { name: 'movie mode', attributes: { movie: '61' } },
  { name: 'cinema mode', attributes: { 'cinema-ids': '60' } },
];

/**
 * Whether `inner` reaches past `outer` on any side, beyond half a pixel of rounding sideways, and
 * beyond 1.5 px up or down: a text's box is its font's whole height, a little taller than a tight
 * line (`line-height: 1.2`), while its glyphs stay inside it.
 */
function outside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left < outer.left - 0.5 ||
    inner.right > outer.right + 0.5 ||
    inner.top < outer.top - 1.5 ||
    inner.bottom > outer.bottom + 1.5
  );
}

/** The texts whose glyphs reach past the part that holds them (the widget itself where no part does). */
function textsOutsideTheirPart(element: ShowtimeFinderElement): string[] {
  const walker = document.createTreeWalker(element.shadowRoot!, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const holder = node.parentElement!;
    if (!node.textContent!.trim() || holder.closest('.sr-only')) continue;
    range.selectNodeContents(node);
    const glyphs = range.getBoundingClientRect();
    if (glyphs.width === 0 && glyphs.height === 0) continue;
    const part = holder.closest('[part]') ?? element;
    const box = part.getBoundingClientRect();
    if (outside(glyphs, box)) {
      const by = [glyphs.left - box.left, box.right - glyphs.right, glyphs.top - box.top, box.bottom - glyphs.bottom];
      found.push(`"${node.textContent!.trim()}" in ${part.getAttribute('part') ?? 'the widget'} ${by.map(Math.round)}`);
    }
  }
  return found;
}

/** What reaches past the widget's edges, outside the strips that scroll sideways. */
function pastTheWidget(element: ShowtimeFinderElement): string[] {
  const edge = element.getBoundingClientRect();
  return all(element, '*')
    .filter((node) => !node.closest('.strip, .sr-only'))
    .filter((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5);
    })
    .map((node) => `${node.localName}.${node.className}`);
}

/** The strips with more to scroll to that do not fade out at their end. */
function stripsWithoutCue(element: ShowtimeFinderElement): string[] {
  return all(element, '.strip')
    .filter((strip) => strip.scrollWidth > strip.clientWidth + 1)
    .filter((strip) => {
      const style = getComputedStyle(strip);
      return (style.maskImage || style.getPropertyValue('-webkit-mask-image') || 'none') === 'none';
    })
    .map((strip) => strip.getAttribute('aria-label') ?? strip.className);
}

/**
 * The search field's placeholder, when wider than the field's text box: written in as the field's value
 * for a moment, it scrolls the field (the box is narrower than the field by its clear button's room).
 */
function placeholderCut(element: ShowtimeFinderElement): string[] {
  return all<HTMLInputElement>(element, '[part~="search"]')
    .filter((search) => {
      search.value = search.placeholder;
      const cut = search.scrollWidth > search.clientWidth;
      search.value = '';
      return cut;
    })
    .map((search) => search.placeholder);
}

/** The zones named on a line of their own, below their cinema's name, where they would fit beside it. */
function zonesBelowTheirName(element: ShowtimeFinderElement): string[] {
  return all(element, '.zone')
    .filter((zone) => {
      const name = document.createRange();
      name.selectNodeContents(zone.parentElement!.querySelector('h2')!);
      const lastLine = [...name.getClientRects()].at(-1)!;
      return (
        zone.getBoundingClientRect().top >= lastLine.bottom - 1 &&
        lastLine.right + zone.offsetWidth < zone.parentElement!.getBoundingClientRect().right - 8
      );
    })
    .map((zone) => zone.textContent!);
}

describe('every text fits', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
    // A page like the demo's: its font, and margins of 1rem a side.
    Object.assign(document.body.style, { font: '16px/1.5 system-ui, sans-serif', margin: '0 1rem' });
  });
  after(async () => {
    document.body.removeAttribute('style');
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of WIDTHS) {
    for (const { name, attributes } of MODES) {
      it(`${name} at ${width} px, in ${LANGUAGES.join(', ')}: texts inside their parts, nothing past the edge`, async () => {
        await setViewport({ width, height: 800 });
        for (const lang of LANGUAGES) {
          const { element } = await renderWidget({ 'api-base': fit, token, lang, ...attributes });
          expect(all(element, '.mark').filter((mark) => mark.textContent).length, 'shows after midnight').to.equal(2);
          expect(textsOutsideTheirPart(element), `${lang}: texts past their part`).to.deep.equal([]);
          expect(placeholderCut(element), `${lang}: the search's placeholder cut`).to.deep.equal([]);
          expect(zonesBelowTheirName(element), `${lang}: zones below their cinema's name`).to.deep.equal([]);
          expect(pastTheWidget(element), `${lang}: past the widget's edge`).to.deep.equal([]);
          expect(stripsWithoutCue(element), `${lang}: strips that hide that they scroll`).to.deep.equal([]);
          expect(document.documentElement.scrollWidth, `${lang}: the page scrolls sideways`).to.equal(innerWidth);
          element.remove();
        }
      });
    }
  }
});
