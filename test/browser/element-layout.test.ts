// The layout a moviegoer reads at a glance on a phone (the widget 390 px wide, a screen 844 px
// tall): many showtimes in the first screen, compact rows, the zone named only where the viewer's clock differs. Figures from the
// glance scenario: 8 Berlin cinemas, 6 showings each in 2 or 3 versions.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';

let token: string;

before(async () => {
  ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

/** Renders the widget 390 px wide, as on a phone: its layout follows its container's width. */
function onPhone(element: HTMLElement): void {
  element.style.width = '390px';
}

describe('layout on a phone', () => {
  it('puts at least 12 showtimes in the first 844 px, at most 45 px of widget per showtime', async () => {
    const { element } = await renderWidget(
      { 'api-base': `${location.origin}/fixed-platform/glance`, token, movie: '99' },
      { setup: onPhone },
    );
    const top = element.getBoundingClientRect().top;
    const showtimes = all(element, '[part~="showtime"]');
    expect(showtimes.length).to.equal(48);
    const inFirstScreen = showtimes.filter((showtime) => showtime.getBoundingClientRect().bottom - top <= 844);
    const perShowtime = element.getBoundingClientRect().height / showtimes.length;
    expect(inFirstScreen.length, `${inFirstScreen.length} showtimes in the first 844 px`).to.be.at.least(12);
    expect(perShowtime, `${perShowtime.toFixed(1)} px per showtime`).to.be.at.most(45);
  });

  it('keeps the chips, and the search with near me, each on one line', async () => {
    const { element } = await renderWidget(
      { 'api-base': `${location.origin}/fixed-platform/glance`, token, movie: '99' },
      { setup: onPhone },
    );
    const chips = all(element, '[part~="filter"]');
    expect(chips.map(text)).to.deep.equal([
      'IMAX',
      'Original version (English)',
      'Subtitled (German)',
      'Dubbed (German)',
    ]);
    expect(new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size).to.equal(1);
    const search = one(element, '[part~="search"]').getBoundingClientRect();
    const nearMe = one(element, '[part~="near-me"]').getBoundingClientRect();
    expect(Math.abs(search.top - nearMe.top)).to.be.below(1);
  });
});

describe('zone labels', () => {
  it("names no zone for a cinema at the viewer's offset (Tijuana seen from Los Angeles), and names Berlin's", async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/pacific`,
      token,
      movie: '99',
    });
    const zone = (id: number) => element.shadowRoot!.querySelector(`[data-cinema-id="${id}"] .zone`)?.textContent ?? '';
    expect(zone(290)).to.equal('');
    expect(zone(291)).to.equal('Times in GMT+1');
  });
});
