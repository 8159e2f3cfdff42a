import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { clearEmulatorRequests, emulatorAt, emulatorRequests, fetchToken, setClock } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import {
  all,
  businessDateOf,
  contractDatetime,
  drawAllCinemas,
  one,
  platformShowings,
  renderWidget,
  text,
} from '../support/widget.js';
import type { RawShowing } from '../support/widget.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;
let fightClub: RawShowing[];

/** Fight Club's showings the widget must offer: published, not started at `now`. */
function offered(showings: RawShowing[]): RawShowing[] {
  return showings.filter((showing) => showing.state !== 'draft' && new Date(showing.startDatetime) > new Date(now));
}

before(async () => {
  ({ info, token } = await emulatorAt(now));
  fightClub = offered(await platformShowings(info.url, token, '/showings?movieId=550'));
});

describe('movie mode', () => {
  it('asks GET /showings with the numeric movieId, 100 per page, sorted by start: the first day, then the other offered days, a window each', async () => {
    await clearEmulatorRequests();
    const { outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    expect(outcome.type).to.equal('showtimes-load');
    const requests = (await emulatorRequests()).filter((request) => request.path === '/showings');
    const window = (from: string, to: string) =>
      `movieId=550&startDatetimeFrom=${encodeURIComponent(from)}&startDatetimeTo=${encodeURIComponent(to)}` +
      '&sort=startDatetime&order=asc&limit=100&page=1&perPage=100';
    // Now (12:00Z) to 24 h and a quarter later first, then a day each (asked together, so in any order), the last on
    // to the end of the seventh day in any zone.
    const [first, ...others] = requests
      .filter((request) => request.query.includes('&page=1&'))
      .map((request) => request.query);
    expect(first).to.equal(window('2026-11-22T12:00:00.000Z', '2026-11-23T12:15:00.000Z'));
    expect(others.sort()).to.deep.equal([
      window('2026-11-23T12:15:00.000Z', '2026-11-24T12:15:00.000Z'),
      window('2026-11-24T12:15:00.000Z', '2026-11-25T12:15:00.000Z'),
      window('2026-11-25T12:15:00.000Z', '2026-11-26T12:15:00.000Z'),
      window('2026-11-26T12:15:00.000Z', '2026-11-27T12:15:00.000Z'),
      window('2026-11-27T12:15:00.000Z', '2026-11-28T12:15:00.000Z'),
      window('2026-11-28T12:15:00.000Z', '2026-11-29T13:15:00.000Z'),
    ]);
    expect(requests.every((request) => !request.query.includes('serviceMovieId'))).to.equal(true);
  });

  it('offers seven business days from today, labelled Today, Tomorrow, then weekdays', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const days = all(element, '[part~="day"]');
    expect(days.map((day) => day.dataset['date'])).to.deep.equal([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days.map((day) => text(day.firstElementChild!))).to.deep.equal([
      'Today',
      'Tomorrow',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(days[0]!.getAttribute('aria-checked')).to.equal('true');
  });

  it('offers as many days as the days attribute says', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '3' });
    expect(all(element, '[part~="day"]').map((day) => day.dataset['date'])).to.deep.equal([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('lists exactly the cinemas playing on the chosen day, by name, each with its showtimes at cinema-local time', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const today = fightClub.filter((showing) => businessDateOf(showing.startDatetime) === '2026-11-22');
    const names = [...new Set(today.map((showing) => showing.cinema.name))].sort((a, b) => a.localeCompare(b));
    await drawAllCinemas(element);
    const cinemas = all(element, '[part~="cinema"]');
    expect(cinemas.map((cinema) => text(cinema.querySelector('h2')!))).to.deep.equal(names);
    for (const cinema of cinemas) {
      const expected = today
        .filter((showing) => String(showing.cinemaId) === cinema.dataset['cinemaId'])
        .map((showing) => contractDatetime(showing.startDatetime))
        .sort();
      const shown = [...cinema.querySelectorAll('[part~="showtime"] time')]
        .map((time) => time.getAttribute('datetime')!)
        .sort();
      expect(shown, cinema.dataset['cinemaId']).to.deep.equal(expected);
    }
  });

  it("shows a Berlin time in the cinema's convention with the zone's name, since the viewer is in Los Angeles", async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '106' });
    const showing = fightClub.find(
      (candidate) => candidate.cinemaId === 106 && businessDateOf(candidate.startDatetime) === '2026-11-22',
    )!;
    const showtime = one(element, `[data-showing-id="${showing.id}"]`);
    const [hours, minutes] = showing.startDatetime.slice(11, 16).split(':').map(Number) as [number, number];
    const twelveHour = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    expect(text(showtime.querySelector('time')!.parentElement!).startsWith(`${twelveHour}, `)).to.equal(true);
    expect(all(element, '.zone').map(text)).to.deep.equal(['GMT+1']);
  });

  it('shows a 00:15 show on the evening before, marked with its own weekday and dated right in its name', async () => {
    // Kino Limmat, Zürich: 2026-11-23T00:15+01:00 belongs to the business day of Sunday the 22nd.
    const late = fightClub.find(
      (showing) => showing.cinemaId === 201 && showing.startDatetime.startsWith('2026-11-23T00:15'),
    )!;
    expect(late, 'the seed has the late show').to.not.equal(undefined);
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '201' });
    expect(one(element, '[part~="day"][aria-checked="true"]').dataset['date']).to.equal('2026-11-22');
    const showtime = one(element, `[data-showing-id="${late.id}"]`);
    expect(showtime.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-23T00:15+01:00');
    expect(text(showtime.querySelector('.mark')!)).to.equal('Mon');
    expect(text(showtime.querySelector('.time')!)).to.match(
      /^Mon 12:15 AM, Monday, November 23, 2026 \(after midnight\), Kino Limmat\b/,
    );
    expect(text(showtime.querySelector('.sr-only')!)).to.match(
      /^, Monday, November 23, 2026 \(after midnight\), Kino Limmat\b/,
    );
  });

  it('resolves a legacy movie id to the same showtimes as the numeric id', async () => {
    const numeric = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const legacy = await renderWidget({ 'api-base': info.url, token, movie: 'tt0137523' });
    expect(legacy.outcome).to.deep.equal(numeric.outcome);
    await Promise.all([drawAllCinemas(legacy.element), drawAllCinemas(numeric.element)]);
    expect(all(legacy.element, '[part~="showtime"]').length).to.equal(
      all(numeric.element, '[part~="showtime"]').length,
    );
  });

  it('links a showtime to its https booking page in a new tab, and a tel: URL to nothing', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    for (const showtime of all(element, '[part~="showtime"]')) {
      const raw = fightClub.find((showing) => String(showing.id) === showtime.dataset['showingId'])!;
      const url = (raw['onlineTicketUrl'] ?? raw['bookingUrlExternal'] ?? (raw['ticketUrls'] as string[])[0]) as
        string | undefined;
      const link = showtime.querySelector('a');
      const salesOpen =
        raw['startSaleDatetime'] === null || new Date(raw['startSaleDatetime'] as string) <= new Date(now);
      if (url?.startsWith('https:') && salesOpen) {
        expect(link?.getAttribute('href'), String(raw.id)).to.equal(url);
        expect(link?.target).to.equal('_blank');
        expect(link?.rel).to.equal('noopener');
      } else {
        expect(link, String(raw.id)).to.equal(null);
      }
    }
  });

  it('fires a cancelable showtime-select before the link opens; cancelling it keeps the page', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const link = one<HTMLAnchorElement>(element, '[part~="showtime"] a');
    const seen: { url: string; id: number; prevented: boolean }[] = [];
    element.addEventListener('showtime-select', (event) => event.preventDefault(), { once: true });
    const watch = (event: MouseEvent) => {
      seen.push({ url: '', id: 0, prevented: event.defaultPrevented });
      event.preventDefault();
    };
    element.addEventListener('showtime-select', (event) =>
      seen.push({ url: event.detail.url, id: event.detail.showing.id, prevented: false }),
    );
    document.addEventListener('click', watch);
    try {
      link.click();
      link.click();
    } finally {
      document.removeEventListener('click', watch);
    }
    const id = Number(link.closest<HTMLElement>('[part~="showtime"]')!.dataset['showingId']);
    expect(seen).to.deep.equal([
      { url: link.href, id, prevented: false },
      { url: '', id: 0, prevented: true },
      { url: link.href, id, prevented: false },
      { url: '', id: 0, prevented: false },
    ]);
  });

  it('reports the showtime of the button clicked, from its time as from its edge, on another day, and nothing beside it', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    one(element, '[part~="day"][data-date="2026-11-23"]').click();
    await element.updateComplete;
    const last = all<HTMLAnchorElement>(element, '[part~="showtime"] a').at(-1)!;
    const ids: number[] = [];
    element.addEventListener('showtime-select', (event) => {
      ids.push(event.detail.showing.id);
      event.preventDefault();
    });
    last.querySelector('time')!.click();
    last.click();
    last.closest('[part~="cinema"]')!.querySelector('h2')!.click();
    const id = Number(last.closest<HTMLElement>('[part~="showtime"]')!.dataset['showingId']);
    expect(businessDateOf(fightClub.find((showing) => showing.id === id)!.startDatetime)).to.equal('2026-11-23');
    expect(ids).to.deep.equal([id, id]);
  });

  it('moves the day choice with arrow keys, Home and End, focus following it so the chosen day is announced', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    const checked = () => one(element, '[part~="day"][aria-checked="true"]');
    checked().focus();
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(checked().dataset['date']).to.equal('2026-11-23');
    expect(element.shadowRoot!.activeElement).to.equal(checked());
    const count = fightClub.filter((showing) => businessDateOf(showing.startDatetime) === '2026-11-23').length;
    expect(checked().getAttribute('role')).to.equal('radio');
    expect(text(checked())).to.equal('Tomorrow Nov 23');
    await drawAllCinemas(element);
    expect(all(element, '[part~="showtime"]')).to.have.length(count);
    checked().focus();
    await sendKeys({ press: 'End' });
    await element.updateComplete;
    expect(checked().dataset['date']).to.equal('2026-11-28');
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(checked().dataset['date']).to.equal('2026-11-22');
    await sendKeys({ press: 'ArrowLeft' });
    await element.updateComplete;
    expect(checked().dataset['date']).to.equal('2026-11-28');
    await sendKeys({ press: 'Home' });
    await element.updateComplete;
    expect(checked().dataset['date']).to.equal('2026-11-22');
    expect(all(element, '[part~="day"]').map((day) => day.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1, -1]);
  });

  it('shows the chosen day when a day is clicked', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550' });
    one(element, '[part~="day"][data-date="2026-11-25"]').click();
    await drawAllCinemas(element);
    const expected = fightClub
      .filter((showing) => businessDateOf(showing.startDatetime) === '2026-11-25')
      .map((showing) => contractDatetime(showing.startDatetime))
      .sort();
    expect(
      all(element, '[part~="showtime"] time')
        .map((time) => time.getAttribute('datetime'))
        .sort(),
    ).to.deep.equal(expected);
  });
});

describe('movie at some cinemas (partner)', () => {
  it('asks only for those cinemas and shows only them', async () => {
    await clearEmulatorRequests();
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '101, 102' });
    const request = (await emulatorRequests()).find((entry) => entry.path === '/showings')!;
    expect(new URLSearchParams(request.query).getAll('cinemaIds[]')).to.deep.equal(['101', '102']);
    expect(
      all(element, '[part~="cinema"]')
        .map((cinema) => cinema.dataset['cinemaId'])
        .sort(),
    ).to.deep.equal(['101', '102']);
  });
});

describe("days across a DST change in the cinemas' zone", () => {
  it('gives each Berlin day its date, and every show +01:00 before the switch on March 28, 2027 and +02:00 after it', async () => {
    await setClock('2027-03-25T12:00:00Z');
    try {
      // A token of the new day (the old one has expired by the emulator's clock).
      const { element } = await renderWidget({
        'api-base': info.url,
        token: await fetchToken(info),
        movie: '550',
        'cinema-ids': '101,102',
      });
      const days = all(element, '[part~="day"]');
      expect(days.map((day) => day.dataset['date'])).to.deep.equal([
        '2027-03-25',
        '2027-03-26',
        '2027-03-27',
        '2027-03-28',
        '2027-03-29',
        '2027-03-30',
        '2027-03-31',
      ]);
      for (const day of days) {
        day.click();
        await element.updateComplete;
        const datetimes = all(element, '[part~="showtime"] time').map((time) => time.getAttribute('datetime')!);
        expect(datetimes.length, day.dataset['date']).to.be.greaterThan(0);
        for (const datetime of datetimes) {
          // Berlin wall clocks jump from 02:00 to 03:00 on March 28: later wall times are CEST.
          expect(datetime.slice(16), datetime).to.equal(
            datetime.slice(0, 16) >= '2027-03-28T03:00' ? '+02:00' : '+01:00',
          );
          expect(businessDateOf(`${datetime.slice(0, 16)}:00${datetime.slice(16)}`)).to.equal(day.dataset['date']);
        }
      }
    } finally {
      await setClock(now);
    }
  });
});
