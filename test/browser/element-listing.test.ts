// How the chosen day's showtimes are listed: sales windows and highlights on each showtime, and
// a long day at one cinema shown whole (cinemas past ten collapse: element-glance.test.ts).
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { setViewport } from '../support/viewport.js';
import { all, one, renderWidget, text } from '../support/widget.js';

let token: string;
let apiBase: string;

before(async () => {
  const started = await emulatorAt('2026-11-22T12:00:00Z');
  ({ token } = started);
  apiBase = started.info.url;
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
    expect([...showtime(5000).querySelectorAll('.meta')].map(text)).to.include('Sales open Sun, Nov 22, 6:00 PM');
    expect([...showtime(5000).querySelectorAll('.badge')].map(text)).to.deep.equal(['Premiere']);
    expect(showtime(5001).querySelector('a')).to.equal(null);
    expect([...showtime(5001).querySelectorAll('.meta')].map(text)).to.include('Sales closed');
    expect([...showtime(5001).querySelectorAll('.badge')].map(text)).to.deep.equal(['Preview']);
    expect(showtime(5002).querySelector('a')!.getAttribute('href')).to.equal('https://tickets.example/5002');
  });
});

describe('long lists', () => {
  it('shows all twelve showtimes of a cinema as visible time buttons, none behind a more button', async () => {
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/long`,
      token,
      movie: '88',
    });
    const showtimes = all(element, '[part~="showtime"]');
    expect(showtimes.length).to.equal(12);
    expect(showtimes.filter((showtime) => showtime.offsetParent !== null).length).to.equal(12);
    expect(all(element, '[part~="more"]').length).to.equal(0);
  });
});

describe('columns of cinemas', () => {
  before(() => setViewport({ width: 1280, height: 900 }));

  it('gives a lone cinema, and the divider above it, the whole width at 1280 px; two cinemas share a row', async () => {
    const lone = await renderWidget({ 'api-base': apiBase, token, movie: '603', 'cinema-ids': '201' });
    const [cinema] = all(lone.element, '[part~="cinema"]');
    const list = cinema!.parentElement!;
    expect(list.clientWidth, 'wide enough for two columns').to.be.greaterThan(2 * 320);
    expect(cinema!.getBoundingClientRect().width).to.be.closeTo(list.getBoundingClientRect().width, 1);
    const pair = await renderWidget({ 'api-base': apiBase, token, movie: '550', 'cinema-ids': '101,102' });
    const [left, right] = all(pair.element, '[part~="cinema"]').map((item) => item.getBoundingClientRect());
    expect(right!.top, 'side by side').to.equal(left!.top);
  });
});
