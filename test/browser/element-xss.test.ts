import { expect } from '@open-wc/testing';
import { setClock, startEmulator } from '../support/emulator.js';
import { hostileUrls, markupPayload, scriptPayload } from '../support/fixed-platform-plugin.js';
import { all, renderWidget, text } from '../support/widget.js';

const apiBase = `${location.origin}/fixed-platform/hostile`;
const xssWindow = window as unknown as { __xss?: number };

before(async () => {
  await startEmulator();
  await setClock('2026-11-22T12:00:00Z');
});

afterEach(() => {
  expect(xssWindow.__xss, 'no payload ran').to.equal(undefined);
});

/** Elements that only markup parsed from the data could have made. */
function injected(root: ShadowRoot): Element[] {
  return [
    ...root.querySelectorAll(
      'script, svg, b, i, img:not([part~="poster"]), [onerror], [onload], [onclick], [onmouseover]',
    ),
  ];
}

describe('hostile data from the platform', () => {
  it('renders every text field of movie mode as inert text', async () => {
    const { element, outcome } = await renderWidget({ 'api-base': apiBase, token: 'unused', movie: '77' });
    expect(outcome.type).to.equal('showtimes-load');
    const root = element.shadowRoot!;
    expect(injected(root)).to.deep.equal([]);
    const cinema = all(element, '[part~="cinema"]')[0]!;
    expect(text(cinema.querySelector('h2')!)).to.equal(`Kino ${markupPayload}`);
    expect(text(cinema.querySelector(':scope > .meta')!)).to.equal(
      `"><svg onload="window.__xss=1">, ${scriptPayload} Berlin ${scriptPayload}`,
    );
    const showtime = all(element, '[part~="showtime"]')[0]!;
    expect(text(showtime)).to.contain(`Saal ${markupPayload}`);
    expect([...showtime.querySelectorAll('.badge')].map(text)).to.deep.equal([`Q&A ${scriptPayload}`]);
    // A language field that names no language is no language: the version says only "Subtitled".
    expect(text(showtime.closest('[part~="version"]')!.querySelector('.label')!)).to.equal(
      'Original version · Subtitled',
    );
  });

  it('links only the https booking URL; javascript:, data:, vbscript: and relative URLs are no links at all', async () => {
    const { element } = await renderWidget({ 'api-base': apiBase, token: 'unused', movie: '77' });
    const links = all<HTMLAnchorElement>(element, 'a');
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      new URL(hostileUrls['safe-https']!['onlineTicketUrl'] as string).href,
    ]);
    expect(all(element, '[part~="showtime"]').length).to.equal(Object.keys(hostileUrls).length);
    expect(
      all(element, '[href^="javascript" i], [href^="data" i], [href^="vbscript" i], [src^="javascript" i]'),
    ).to.deep.equal([]);
  });

  it('renders the cinema-mode movie title, rating, poster and trailer safely: no javascript: poster or trailer link', async () => {
    const { element } = await renderWidget({ 'api-base': apiBase, token: 'unused', 'cinema-ids': '7' });
    const root = element.shadowRoot!;
    expect(injected(root)).to.deep.equal([]);
    const movie = all(element, '[part~="movie"]')[0]!;
    expect(text(movie.querySelector('h3')!)).to.equal(`Film ${markupPayload}`);
    expect(text(movie.querySelector('.meta')!)).to.equal('120 min · Rated <b onmouseover="window.__xss=1">16</b>');
    expect(movie.querySelector('img')).to.equal(null);
    expect(movie.querySelector('.meta a'), 'no trailer link').to.equal(null);
  });
});
