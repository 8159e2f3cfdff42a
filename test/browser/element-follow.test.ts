// "Follow in your calendar" (issue 40, point 4): in proxy mode a webcal: link to the proxy's calendar of the movie,
// beside the day strip and in the sheet, in the viewer's language; the calendar it names is served by the real proxy
// in front of the real emulator; token mode shows none.
import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import { fetchToken, proxiedEmulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { openSheet } from '../support/sheet.js';
import { all, renderWidget } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';
import { forgetPrograms, savedCount } from '../support/saved-programs.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let proxyUrl: string;

before(async () => ({ info, proxyUrl } = await proxiedEmulatorAt(now)));

/** The follow links of the widget's view, once its chunk, loaded after the first showtimes, has drawn them. */
async function followLinks(element: ShowtimeFinderElement): Promise<HTMLAnchorElement[]> {
  await until(() => all(element, '[part~="follow"]').length > 0, 'the follow link shows', 10_000);
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

  it('names a calendar whose events, read with ical.js, are the program’s showings of its 14 days', async () => {
    const { element } = await renderWidget({ 'proxy-url': proxyUrl, movie: '550', 'cinema-ids': '101,102' });
    const [link] = await followLinks(element);
    const answer = await fetch(link!.href.replace(/^webcal:/, location.protocol));
    const events = new ICAL.Component(ICAL.parse(await answer.text())).getAllSubcomponents('vevent').map((event) => {
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      return `${String(event.getFirstPropertyValue('uid'))} ${start.toJSDate().toISOString()}`;
    });
    // The proxy's calendar: the 14 whole UTC days from its today (its wall clock, which its answer's Date says; this
    // page's clock may be pinned elsewhere).
    const day = 86_400_000;
    const from = new Date(Math.floor(Date.parse(answer.headers.get('Date')!) / day) * day);
    const to = new Date(from.getTime() + 14 * day - 1000);
    const window = new URLSearchParams({ movie: '550', cinemas: '101,102', from: stamp(from), to: stamp(to) });
    const program = (await (await fetch(`${proxyUrl}/program?${window}`)).json()) as {
      showings: { id: number; startDatetime: string }[];
    };
    const showings = program.showings.map(
      ({ id, startDatetime }) => `showing-${id}@showtime-finder ${new Date(startDatetime).toISOString()}`,
    );
    expect(events.length).to.be.greaterThan(0);
    expect([...events].sort()).to.deep.equal([...showings].sort());
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
    await forgetPrograms(info.url);
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    // The chunk that draws a proxy-mode widget's link, loaded after the first showtimes, saves the programs read and
    // then has the widget drawn again: once a program is saved, the link would be there.
    await until(async () => (await savedCount(info.url)) > 0, 'the chunk after the first showtimes saves the programs');
    await element.updateComplete;
    expect(all(element, '[part~="follow"]')).to.deep.equal([]);
  });
});

/** An instant as the proxy's queries write it: `YYYY-MM-DDTHH:mm:ssZ`. */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
