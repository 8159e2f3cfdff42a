import { expect } from '@open-wc/testing';
import { clearEmulatorRequests, emulatorAt, emulatorRequests } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, businessDateOf, contractDatetime, platformShowings, renderWidget, text } from '../support/widget.js';

// 20:00 UTC: 21:00 on Sunday the 22nd in Berlin, already 07:00 on Monday the 23rd in Sydney.
const now = '2026-11-22T20:00:00Z';
let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt(now));
});

describe('cinema mode', () => {
  it("asks each cinema's showings-future and lists its movies with poster, title, runtime, age rating and showtimes", async () => {
    await clearEmulatorRequests();
    const { element } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '102', days: '2' });
    const paths = (await emulatorRequests()).map((request) => request.path);
    expect(paths.length).to.be.greaterThan(0);
    expect(new Set(paths)).to.deep.equal(new Set(['/cinemas/102/showings-future']));
    const raw = (await platformShowings(info.url, token, '/cinemas/102/showings-future')).filter(
      (showing) =>
        showing.state !== 'draft' &&
        new Date(showing.startDatetime) > new Date(now) &&
        businessDateOf(showing.startDatetime) === '2026-11-22',
    );
    const movies = all(element, '[part~="movie"]');
    const expectedIds = [...new Set(raw.map((showing) => String(showing['movieId'])))].sort();
    expect(movies.map((movie) => movie.dataset['movieId']).sort()).to.deep.equal(expectedIds);
    for (const movie of movies) {
      const ofMovie = raw.filter((showing) => String(showing['movieId']) === movie.dataset['movieId']);
      const content = ofMovie[0]!['content'] as {
        ageRating?: string;
        posterImageUrl?: string;
        movie: { title: string; runtime: number };
      };
      expect(text(movie.querySelector('h3')!)).to.equal(content.movie.title);
      expect(text(movie.querySelector('.meta')!)).to.equal(
        [`${content.movie.runtime} min`, ...(content.ageRating ? [`Rated ${content.ageRating}`] : [])].join(' · '),
      );
      expect(movie.querySelector('img')?.getAttribute('src')).to.equal(content.posterImageUrl);
      expect([...movie.querySelectorAll('time')].map((time) => time.getAttribute('datetime')).sort()).to.deep.equal(
        ofMovie.map((showing) => contractDatetime(showing.startDatetime)).sort(),
      );
    }
  });

  it("starts the days at the earliest business today: Berlin's Sunday while Sydney is on Monday", async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, 'cinema-ids': '101,601' });
    expect(all(element, '[part~="day"]')[0]!.dataset['date']).to.equal('2026-11-22');
    expect(all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId'])).to.deep.equal(['101']);
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    expect(
      all(element, '[part~="cinema"]')
        .map((cinema) => cinema.dataset['cinemaId'])
        .sort(),
    ).to.deep.equal(['101', '601']);
  });
});

describe('formats, search and distance', () => {
  it('offers chips for the formats present; chips combine, and a reset shows everything again', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '3' });
    const chips = all(element, '[part~="filter"]');
    const labels = chips.map(text);
    expect(labels).to.include.members(['Dolby Atmos', 'D-BOX']);
    const everything = all(element, '[part~="showtime"]').length;
    chips.find((chip) => text(chip) === 'Dolby Atmos')!.click();
    await element.updateComplete;
    const atmos = all(element, '[part~="showtime"]');
    expect(atmos.length).to.be.within(1, everything - 1);
    expect(
      atmos.every((showtime) =>
        [...showtime.querySelectorAll('.badge')].some((badge) => text(badge) === 'Dolby Atmos'),
      ),
    ).to.equal(true);
    const originalVersion = all(element, '[part~="filter"]').find((chip) => text(chip).startsWith('Original version'))!;
    originalVersion.click();
    await element.updateComplete;
    const both = all(element, '[part~="showtime"]');
    expect(
      both.every((showtime) =>
        [...showtime.querySelectorAll('.badge')].some((badge) => text(badge) === text(originalVersion)),
      ),
    ).to.equal(true);
    expect(both.length).to.be.at.most(atmos.length);
    expect(all(element, '[part~="filter"][aria-pressed="true"]').length).to.equal(2);
    all(element, '[part~="filter-reset"]')[0]!.click();
    await element.updateComplete;
    expect(all(element, '[part~="showtime"]').length).to.equal(everything);
    expect(all(element, '[part~="filter-reset"]').length).to.equal(0);
  });

  it('narrows the cinemas by name, city or postal code as the viewer types', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    // Monday: a full day everywhere (Sunday evening is nearly over in Europe).
    all(element, '[part~="day"]')[1]!.click();
    const search = all<HTMLInputElement>(element, '[part~="search"]')[0]!;
    const shown = () => all(element, '[part~="cinema"] h2').map(text).sort();
    search.value = 'wien';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown().length).to.be.greaterThan(0);
    expect(all(element, '[part~="cinema"] > .meta').every((meta) => text(meta).includes('Wien'))).to.equal(true);
    search.value = '8001';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown()).to.deep.equal(['Kino Limmat']);
    search.value = 'zurich';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown()).to.deep.equal(['Arthouse Seefeld', 'Kino Limmat']);
  });

  it('sorts by distance from the near attribute and shows each distance', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', near: '47.3769,8.5417' });
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    const cinemas = all(element, '[part~="cinema"]');
    expect(
      cinemas
        .slice(0, 2)
        .map((cinema) => cinema.dataset['cinemaId'])
        .sort(),
    ).to.deep.equal(['201', '202']);
    expect(text(cinemas[0]!.querySelector('.meta')!)).to.match(/ · \d+(\.\d)? km$/);
  });
});
