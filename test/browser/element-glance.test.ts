// The at-a-glance layout (docs/styling-and-parts.md): per cinema one line per version with a wrapping row
// of equal time buttons, the zone named once per cinema and only where the viewer's clock
// differs, the viewer's own "Today", chips only for features that split the day, the cinemas
// past the first twenty behind part="more", and the measured goals on a 390 x 844 phone. The viewer is in
// Los Angeles (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { FIRST_CINEMAS } from '../../src/view/listing.js';
import { setViewport } from '../support/viewport.js';
import { emulatorAt } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import { until } from '../support/until.js';

const fixed = (scenario: string) => `${location.origin}/fixed-platform/${scenario}`;

describe('versions and time buttons', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
  });

  it('lists each version of a cinema with its label and its times, in the order of the first showtime', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    const cinema = one(element, '[part~="cinema"][data-cinema-id="301"]');
    const versions = [...cinema.querySelectorAll<HTMLElement>('[part~="version"]')].map((version) => [
      text(version.querySelector('.label')!),
      [...version.querySelectorAll('[part~="showtime"] time')].map((time) => time.getAttribute('datetime')),
    ]);
    expect(versions).to.deep.equal([
      ['Dolby Atmos', ['2026-11-22T13:00-08:00', '2026-11-22T17:30-08:00']],
      ['3D · Dolby Atmos', ['2026-11-22T14:30-08:00', '2026-11-22T19:00-08:00']],
      [
        'Dolby Atmos · Original version (English) · Subtitled (Spanish)',
        ['2026-11-22T16:00-08:00', '2026-11-22T20:30-08:00'],
      ],
    ]);
  });

  it('gives each time button an accessible name with time, date, cinema, version, room and the new tab, and 44 x 44 px', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    const link = one(element, '[data-showing-id="30008"] a');
    expect(text(link)).to.equal(
      '4:00 PM, Sunday, November 22, 2026, Cinema B, Dolby Atmos · Original version (English) · Subtitled (Spanish), ' +
        'Room 3, opens in a new tab',
    );
    const sizes = all(element, '[part~="showtime"] a').map((button) => button.getBoundingClientRect());
    expect(sizes.every((size) => size.width >= 44 && size.height >= 44)).to.equal(true);
    expect(new Set(sizes.map((size) => Math.round(size.width))).size, 'equal widths').to.equal(1);
  });

  it('offers chips only for features that split the day: every showing is Dolby Atmos, so Atmos has none', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    expect(all(element, '[part~="filter"]').map(text)).to.deep.equal([
      '3D',
      'Original version (English)',
      'Subtitled (Spanish)',
    ]);
  });

  it('names no zone for cinemas in Tijuana, whose offset is the viewer’s in Los Angeles', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    expect(all(element, '[part~="cinema"]').length).to.equal(8);
    expect(all(element, '.zone').length).to.equal(0);
  });

  it('says one more cinema in the singular, in every language', async () => {
    const oneMore = Array.from({ length: FIRST_CINEMAS + 1 }, (_, index) => 300 + index).join(',');
    for (const [lang, expected] of [
      ['en', 'Show 1 more cinema'],
      ['de', '1 weiteres Kino zeigen'],
      ['fr', 'Voir 1 cinéma de plus'],
      ['it', 'Mostra un altro cinema'],
    ]) {
      const { element } = await renderWidget({
        'api-base': fixed('many'),
        token,
        movie: '99',
        'cinema-ids': oneMore,
        lang,
      });
      expect(text(one(element, '[part~="more"]')), lang).to.equal(expected);
    }
  });

  it('draws twenty cinemas and the rest through part="more", focus on the first time it drew', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('many'), token, movie: '99' });
    const names = () => all(element, '[part~="cinema"] h2').map(text);
    expect(names()).to.have.length(FIRST_CINEMAS);
    expect(names().slice(0, 3)).to.deep.equal(['Cinema A', 'Cinema B', 'Cinema C']);
    const more = one(element, '[part~="more"]');
    expect(text(more)).to.equal('Show 3 more cinemas');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await until(() => names().length === 23, 'the last three cinemas were never drawn');
    await element.updateComplete;
    expect(element.shadowRoot!.activeElement, 'focus on the first time drawn').to.equal(
      one(element, `[part~="cinema"]:nth-child(${FIRST_CINEMAS + 1}) a`),
    );
    expect(all(element, '[part~="more"]').length).to.equal(0);
  });
});

describe('at a glance on a 390 x 844 phone', () => {
  let token: string;
  before(async () => {
    ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
    await setViewport({ width: 390, height: 844 });
  });

  it('shows at least 12 showtimes in the first 844 px and takes at most 45 px per showtime', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    const top = element.getBoundingClientRect().top;
    const showtimes = all(element, '[part~="showtime"]');
    const firstScreen = showtimes.filter((showtime) => showtime.getBoundingClientRect().bottom - top <= 844);
    const perShowtime = element.getBoundingClientRect().height / showtimes.length;
    console.log(`glance at 390 px: ${firstScreen.length} showtimes in 844 px, ${perShowtime.toFixed(1)} px each`);
    expect(showtimes.length).to.equal(48);
    expect(firstScreen.length).to.be.at.least(12);
    expect(perShowtime).to.be.at.most(45);
  });

  it('orders the time buttons for the keyboard as they are read: row by row, left to right', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    const places = all(element, '[part~="showtime"] a').map((link) => {
      const { top, left } = link.getBoundingClientRect();
      return [Math.round(top), Math.round(left)] as const;
    });
    const reading = [...places].sort(([topA, leftA], [topB, leftB]) => topA - topB || leftA - leftB);
    expect(places).to.deep.equal(reading);
    // The strips that scroll take tabindex -1 to be no stop of their own (controls.ts), and their controls are one
    // stop each (roving tabindex: the days, the format toolbar with the ends-by choice in it); nothing else orders stops.
    const ordered = all(
      element,
      '[tabindex]:not(.strip[tabindex="-1"], .strip > [part~="day"], .strip > button, .strip > [part~="ends-by"] > button)',
    );
    expect(ordered.length, 'no tabindex outside the two strips').to.equal(0);
  });

  it('never widens the page: days without showings past the strip’s edge scroll with it', async () => {
    // The glance program plays on Nov 22 only: the six later days carry a hidden "no showings".
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    expect(all(element, '[part~="day"].none').length).to.equal(6);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
  });

  it('keeps the chips in one row that scrolls sideways, and search with near-me on one line', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('glance'), token, movie: '99' });
    const chipTops = new Set(all(element, '[part~="filter"]').map((chip) => chip.getBoundingClientRect().top));
    expect(chipTops.size).to.equal(1);
    expect(one(element, '[part~="search"]').getBoundingClientRect().top).to.equal(
      one(element, '[part~="near-me"]').getBoundingClientRect().top,
    );
  });
});

describe("zones and the viewer's today", () => {
  it('names a Berlin cinema’s zone once, beside its name, for a viewer in Los Angeles, and calls its day Tomorrow', async () => {
    // 03:30Z: 04:30 on the 23rd in Berlin, 19:30 on the 22nd in Los Angeles.
    const { token } = await emulatorAt('2026-11-23T03:30:00Z');
    const { element } = await renderWidget({ 'api-base': fixed('zones'), token, movie: '99', 'cinema-ids': '41' });
    expect(all(element, '.zone').map(text)).to.deep.equal(['GMT+1']);
    expect(text(one(element, '[part~="cinema"] .zone').previousElementSibling!)).to.equal('Kino Berlin');
    expect(
      all(element, '[part~="day"]')
        .slice(0, 2)
        .map((day) => [day.dataset['date'], text(day.firstElementChild!)]),
    ).to.deep.equal([
      ['2026-11-23', 'Tomorrow'],
      ['2026-11-24', 'Tue'],
    ]);
  });

  it('calls the viewer’s today Today at a Honolulu cinema that is still on the day before', async () => {
    // 11:30Z: 03:30 on the 23rd in Los Angeles, 01:30 on the 23rd in Honolulu (business day 22).
    const { token } = await emulatorAt('2026-11-23T11:30:00Z');
    const { element } = await renderWidget({ 'api-base': fixed('zones'), token, movie: '99', 'cinema-ids': '42' });
    expect(all(element, '.zone').map(text)).to.deep.equal(['HST']);
    expect(
      all(element, '[part~="day"]')
        .slice(0, 3)
        .map((day) => [day.dataset['date'], text(day.firstElementChild!)]),
    ).to.deep.equal([
      ['2026-11-22', 'Sun'],
      ['2026-11-23', 'Today'],
      ['2026-11-24', 'Tomorrow'],
    ]);
  });
});
