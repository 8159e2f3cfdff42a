// How the chosen day's showtimes are listed: versions of time buttons, sales windows and
// highlights on each button, and many cinemas collapsed behind part="more" with every showtime
// still in the shadow DOM.
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';

let token: string;

before(async () => {
  ({ token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

describe('sales windows and highlights', () => {
  it('says when sales open or that they closed, links only an open sale, and shows premiere and preview', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/sales`,
      token,
      movie: '88',
    });
    const showtime = (id: number) => one(element, `[data-showing-id="${id}"]`);
    expect(showtime(5000).querySelector('a')).to.equal(null);
    expect(text(showtime(5000).querySelector('.note')!)).to.equal('Premiere · Sales open Sun, Nov 22, 6:00 PM');
    expect(showtime(5001).querySelector('a')).to.equal(null);
    expect(text(showtime(5001).querySelector('.note')!)).to.equal('Preview · Sales closed');
    expect(showtime(5002).querySelector('a')!.getAttribute('href')).to.equal('https://tickets.example/5002');
  });
});

describe('versions', () => {
  it("lists a cinema's day as one labelled row of equal time buttons per version, in the order of the first showtime", async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/glance`,
      token,
      movie: '99',
      'cinema-ids': '201',
    });
    const versions = all(element, '[part~="cinema"][data-cinema-id="201"] [part~="version"]');
    expect(versions.map((version) => text(version.querySelector('.label')!))).to.deep.equal([
      'Dubbed (German)',
      'Original version (English) · Subtitled (German)',
      'IMAX · Dubbed (German)',
    ]);
    expect(versions.map((version) => [...version.querySelectorAll('time')].map(text))).to.deep.equal([
      ['2:00 PM', '6:30 PM'],
      ['3:30 PM', '8:00 PM'],
      ['5:00 PM', '9:30 PM'],
    ]);
    const widths = all(element, '[part~="showtime"] .slot').map((slot) => slot.getBoundingClientRect().width);
    expect(Math.max(...widths) - Math.min(...widths)).to.be.below(1);
  });

  it('names each time button with its time, room, date, cinema and version', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/glance`,
      token,
      movie: '99',
      'cinema-ids': '201',
    });
    const slot = one(element, '[data-showing-id="7011"] .slot');
    expect(text(slot)).to.equal(
      '3:30 PM Saal 2, Sunday, November 22, 2026, Kino B, Original version (English) · Subtitled (German)',
    );
    const { width, height } = slot.getBoundingClientRect();
    expect(width).to.be.at.least(44);
    expect(height).to.be.at.least(44);
  });
});

describe('many cinemas', () => {
  it('shows the first ten cinemas, keeps the rest in the DOM, and reveals them through part="more"', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/many`,
      token,
      movie: '99',
      near: '52.52,13.4',
    });
    const cinemas = all(element, '[part~="cinema"]');
    expect(cinemas.length).to.equal(13);
    expect(all(element, '[part~="showtime"]').length).to.equal(13 * 6);
    const visible = () => all(element, '[part~="cinema"]').filter((cinema) => cinema.offsetParent !== null);
    // Nearest first: the cinemas go east from the near point, one km apart.
    expect(visible().map((cinema) => cinema.dataset['cinemaId'])).to.deep.equal(
      Array.from({ length: 10 }, (_, index) => String(200 + index)),
    );
    const more = one(element, '[part~="more"]');
    expect(text(more)).to.equal('Show 3 more cinemas');
    more.click();
    await element.updateComplete;
    expect(visible().length).to.equal(13);
    expect(all(element, '[part~="more"]').length).to.equal(0);
  });
});
