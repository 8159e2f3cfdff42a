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
    // As a list, not a Set: a failure then names the paths.
    expect([...new Set(paths)]).to.deep.equal(['/cinemas/102/showings-future']);
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
        trailerUrl?: string;
        movie: { title: string; runtime: number };
      };
      expect(text(movie.querySelector('h3')!)).to.equal(content.movie.title);
      const trailer = `Trailer: ${content.movie.title}, opens in a new tab`;
      expect(text(movie.querySelector('.meta')!)).to.equal(
        [`${content.movie.runtime} min`, ...(content.ageRating ? [`Rated ${content.ageRating}`] : []), trailer].join(
          ' · ',
        ),
      );
      const link = movie.querySelector('.meta a')!;
      expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).to.deep.equal([
        content.trailerUrl,
        '_blank',
        'noopener',
      ]);
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
