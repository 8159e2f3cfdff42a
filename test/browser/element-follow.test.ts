// "Follow in your calendar" (issue 40, point 4): in proxy mode a webcal: link to the proxy's calendar of the movie,
// beside the day strip and in the sheet, in the viewer's language; the calendar it names is served by the real proxy
// in front of the real emulator; token mode shows none.
import { expect, waitUntil } from '@open-wc/testing';
import { fetchToken, proxiedEmulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { openSheet } from '../support/sheet.js';
import { all, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let proxyUrl: string;

before(async () => ({ info, proxyUrl } = await proxiedEmulatorAt(now)));

/** The follow links of the widget's view, once its chunk, loaded after the first showtimes, has drawn them. */
async function followLinks(element: ShowtimeFinderElement): Promise<HTMLAnchorElement[]> {
  await waitUntil(() => all(element, '[part~="follow"]').length > 0, 'the follow link shows', { timeout: 10_000 });
  return all<HTMLAnchorElement>(element, '[part~="follow"]');
}

describe('follow in your calendar', () => {
  it('links the proxy calendar of the movie at the cinemas asked for, as webcal:, beside the day strip', async () => {
    const { element } = await renderWidget({ 'proxy-url': proxyUrl, movie: '550', 'cinema-ids': '101,102' });
    const [link] = await followLinks(element);
    expect(link!.getAttribute('href')).to.equal(
      `webcal://${location.host}${proxyUrl}/calendar.ics?movie=550&cinemas=101%2C102`,
    );
    expect(link!.textContent).to.equal('Follow in your calendar');
    expect(link!.previousElementSibling!.getAttribute('role')).to.equal('radiogroup');
    // The calendar it names is there: the same URL over http(s) answers the movie's showings as text/calendar.
    const feed = await fetch(link!.href.replace(/^webcal:/, location.protocol));
    expect([feed.status, feed.headers.get('Content-Type')]).to.deep.equal([200, 'text/calendar; charset=utf-8']);
    expect(await feed.text()).to.match(/^BEGIN:VCALENDAR\r\n[^]*BEGIN:VEVENT\r\n/);
  });

  it('follows the movie at every cinema where no cinema-ids are set, in the viewer’s language', async () => {
    const { element } = await renderWidget({ 'proxy-url': proxyUrl, movie: '550', lang: 'de' });
    const [link] = await followLinks(element);
    expect(link!.getAttribute('href')).to.equal(`webcal://${location.host}${proxyUrl}/calendar.ics?movie=550`);
    expect(link!.textContent).to.equal('Im Kalender folgen');
  });

  it('shows the link in the sheet too', async () => {
    const attributes = { 'proxy-url': proxyUrl, movie: '550', 'showtime-action': 'details', lang: 'fr' };
    const { element } = await renderWidget(attributes);
    await followLinks(element);
    const sheet = await openSheet(element);
    const link = sheet.querySelector<HTMLAnchorElement>('[part~="follow"]')!;
    expect([link.getAttribute('href'), link.textContent]).to.deep.equal([
      `webcal://${location.host}${proxyUrl}/calendar.ics?movie=550`,
      'Suivre dans votre agenda',
    ]);
  });

  it('shows none in token mode, where no proxy serves a calendar', async () => {
    const token = await fetchToken(info);
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    // What a proxy-mode widget would have drawn by now: its chunk loads after the first showtimes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await element.updateComplete;
    expect(all(element, '[part~="follow"]')).to.deep.equal([]);
  });
});
