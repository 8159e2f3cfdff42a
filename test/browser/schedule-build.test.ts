import { expect } from '@open-wc/testing';
import { scheduleOf } from '../support/programs.js';
import type { ScheduleOptions, Showtime } from '../../src/schedule/types.js';
import { berlin, showing, sydney } from '../support/showing-factory.js';

const options = (overrides: Partial<ScheduleOptions> = {}): ScheduleOptions => ({
  now: new Date('2026-11-20T12:00:00Z'),
  days: 7,
  dayStartMinutes: 180,
  viewerTimeZone: 'UTC',
  ...overrides,
});

/** The one showtime a schedule of one showing has. */
function only(fields: Record<string, unknown>, overrides: Partial<ScheduleOptions> = {}): Showtime {
  const { showtimes } = scheduleOf([showing(fields)], options(overrides));
  expect(showtimes).to.have.length(1);
  return showtimes[0]!;
}

describe('buildSchedule: cinema-local times and business days', () => {
  it('shows a 00:30 show on the evening before, with its real date in datetime', () => {
    const showtime = only({ startDatetime: '2026-11-23T00:30:00' });
    expect(showtime.businessDate).to.equal('2026-11-22');
    expect(showtime.local).to.deep.equal({ date: '2026-11-23', time: '00:30', offset: '+01:00' });
    expect(showtime.datetime).to.equal('2026-11-23T00:30+01:00');
    expect(showtime.listedOnEveningBefore).to.equal(true);
    expect(showtime.instant.toISOString()).to.equal('2026-11-22T23:30:00.000Z');
    expect(showtime.timeZone).to.equal('Europe/Berlin');
  });

  it('shows a 00:30 show on its calendar date when the day starts at 00:00', () => {
    const showtime = only({ startDatetime: '2026-11-23T00:30:00' }, { dayStartMinutes: 0 });
    expect(showtime.businessDate).to.equal('2026-11-23');
    expect(showtime.listedOnEveningBefore).to.equal(false);
  });

  it('lists a 02:30 show in the spring-forward gap as the 03:30 it becomes, on its own date', () => {
    const showtime = only({ startDatetime: '2027-03-28T02:30:00' }, { now: new Date('2027-03-25T09:00:00Z') });
    expect(showtime.datetime).to.equal('2027-03-28T03:30+02:00');
    expect(showtime.businessDate).to.equal('2027-03-28');
    expect(showtime.listedOnEveningBefore).to.equal(false);
  });

  it('offers 7 Berlin days across the spring DST change, each 20:00 show at the offset of its day', () => {
    const dates = ['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31'];
    const schedule = scheduleOf(
      dates.map((date) => showing({ startDatetime: `${date}T20:00:00` })),
      options({ now: new Date('2027-03-25T09:00:00Z') }),
    );
    expect(schedule.days.map(({ date, hasShowings }) => ({ date, hasShowings }))).to.deep.equal(
      dates.map((date) => ({ date, hasShowings: true })),
    );
    expect(schedule.days.map((day) => day.relative)).to.deep.equal(['today', 'tomorrow', ...Array(5).fill(undefined)]);
    expect(schedule.showtimes.map((showtime) => [showtime.businessDate, showtime.datetime])).to.deep.equal([
      ['2027-03-25', '2027-03-25T20:00+01:00'],
      ['2027-03-26', '2027-03-26T20:00+01:00'],
      ['2027-03-27', '2027-03-27T20:00+01:00'],
      ['2027-03-28', '2027-03-28T20:00+02:00'],
      ['2027-03-29', '2027-03-29T20:00+02:00'],
      ['2027-03-30', '2027-03-30T20:00+02:00'],
      ['2027-03-31', '2027-03-31T20:00+02:00'],
    ]);
    expect(schedule.showtimes.map((showtime) => showtime.instant.toISOString().slice(11, 16))).to.deep.equal([
      '19:00',
      '19:00',
      '19:00',
      '18:00',
      '18:00',
      '18:00',
      '18:00',
    ]);
  });

  it("offers days from the earliest business today: Berlin's, while it is already tomorrow in Sydney", () => {
    // 20:00Z: 21:00 on the 20th in Berlin, 07:00 on the 21st in Sydney.
    const now = new Date('2026-11-20T20:00:00Z');
    const both = scheduleOf(
      [
        showing({ startDatetime: '2026-11-20T22:00:00' }),
        showing({ cinema: sydney, startDatetime: '2026-11-21T19:00:00' }),
      ],
      options({ now, days: 3 }),
    );
    expect(both.days).to.deep.equal([
      { date: '2026-11-20', hasShowings: true, relative: 'today' },
      { date: '2026-11-21', hasShowings: true, relative: 'tomorrow' },
      { date: '2026-11-22', hasShowings: false },
    ]);
    const sydneyOnly = scheduleOf(
      [showing({ cinema: sydney, startDatetime: '2026-11-21T19:00:00' })],
      options({ now, days: 2 }),
    );
    expect(sydneyOnly.days.map((day) => day.date)).to.deep.equal(['2026-11-21', '2026-11-22']);
  });

  it('still counts 02:30 in Sydney as the previous business day', () => {
    // 15:30Z is 02:30 on the 21st in Sydney: before the 03:00 day start, so still the 20th there.
    const schedule = scheduleOf(
      [showing({ cinema: sydney, startDatetime: '2026-11-21T19:00:00' })],
      options({ now: new Date('2026-11-20T15:30:00Z'), days: 2 }),
    );
    expect(schedule.days).to.deep.equal([
      { date: '2026-11-20', hasShowings: false, relative: 'today' },
      { date: '2026-11-21', hasShowings: true, relative: 'tomorrow' },
    ]);
  });

  it('shows Kolkata and Kathmandu times at +05:30 and +05:45', () => {
    const kolkata = only({
      cinema: { id: 5, name: 'PVR', timezone: 'Asia/Kolkata' },
      startDatetime: '2026-11-22T21:15:00',
    });
    expect(kolkata.datetime).to.equal('2026-11-22T21:15+05:30');
    expect(kolkata.instant.toISOString()).to.equal('2026-11-22T15:45:00.000Z');
    const kathmandu = only({
      cinema: { id: 6, name: 'QFX', timezone: 'Asia/Kathmandu' },
      startDatetime: '2026-11-22 21:15:00',
    });
    expect(kathmandu.datetime).to.equal('2026-11-22T21:15+05:45');
    expect(kathmandu.instant.toISOString()).to.equal('2026-11-22T15:30:00.000Z');
  });

  it("shows a date-time given with Z at the cinema's wall time", () => {
    expect(only({ startDatetime: '2026-11-22T19:30:00Z' }).datetime).to.equal('2026-11-22T20:30+01:00');
  });

  it('places the days by the time-zone option, else the viewer zone, when no cinema has showtimes', () => {
    const now = new Date('2026-11-20T20:00:00Z');
    expect(scheduleOf([], options({ now, days: 1, fallbackTimeZone: 'Australia/Sydney' })).days).to.deep.equal([
      { date: '2026-11-21', hasShowings: false, relative: 'tomorrow' },
    ]);
    expect(scheduleOf([], options({ now, days: 1, viewerTimeZone: 'America/Los_Angeles' })).days).to.deep.equal([
      { date: '2026-11-20', hasShowings: false, relative: 'today' },
    ]);
  });
});

describe('buildSchedule: what is dropped and what is skipped', () => {
  it('drops drafts and showings that already started, without counting them as skipped', () => {
    const now = new Date('2026-11-22T19:30:00Z');
    const schedule = scheduleOf(
      [
        showing({ id: 1, state: 'draft', startDatetime: '2026-11-23T20:30:00' }),
        showing({ id: 2, state: 'DRAFT', startDatetime: '2026-11-23T20:30:00' }),
        showing({ id: 3, startDatetime: '2026-11-22T19:30:00Z' }),
        showing({ id: 4, startDatetime: '2026-11-22T20:29:00' }),
        showing({ id: 5, startDatetime: '2026-11-22T20:31:00' }),
        showing({ id: 6, state: 'published', startDatetime: '2026-11-23T20:30:00' }),
      ],
      options({ now }),
    );
    expect(schedule.showtimes.map((showtime) => showtime.id)).to.deep.equal([5, 6]);
    expect(schedule.skipped).to.equal(0);
  });

  it('skips and counts showings whose start cannot be read or that have no cinema', () => {
    const schedule = scheduleOf(
      [
        showing({ startDatetime: '2026-11-31T20:30:00' }),
        showing({ startDatetime: 'next friday evening' }),
        showing({ cinema: null, startDatetime: '2026-11-22T20:30:00' }),
        showing(),
      ],
      options(),
    );
    expect(schedule.showtimes).to.have.length(1);
    expect(schedule.skipped).to.equal(3);
  });

  it('skips and counts a naive time at a cinema with no zone when no time-zone is set', () => {
    const schedule = scheduleOf([showing({ cinema: { id: 9, name: 'Nowhere' } })], options());
    expect(schedule.showtimes).to.deep.equal([]);
    expect(schedule.cinemas).to.deep.equal([]);
    expect(schedule.skipped).to.equal(1);
  });

  it("skips a Z time at a cinema with no zone: Z says nothing of the cinema's wall clock", () => {
    const schedule = scheduleOf([showing({ cinema: { id: 9 }, startDatetime: '2026-11-22T19:30:00Z' })], options());
    expect(schedule.skipped).to.equal(1);
  });

  it('shows a time with a numeric offset at a cinema with no zone, at that offset', () => {
    const showtime = only({
      cinema: { id: 9, name: 'Nowhere' },
      startDatetime: '2026-11-23T00:30:00+02:00',
      startSaleDatetime: '2026-11-21T10:00:00',
    });
    expect(showtime.datetime).to.equal('2026-11-23T00:30+02:00');
    expect(showtime.timeZone).to.equal('+02:00');
    expect(showtime.businessDate).to.equal('2026-11-22');
    expect(showtime.sales).to.deep.equal({
      state: 'not-yet',
      opensAt: new Date('2026-11-21T08:00:00Z'),
    });
  });

  it('uses the time-zone option for a cinema without a zone, and only for it', () => {
    const schedule = scheduleOf(
      [showing({ cinema: { id: 9, name: 'Nowhere', timezone: 'Mars/Olympus_Mons' } }), showing()],
      options({ fallbackTimeZone: 'America/New_York' }),
    );
    expect(schedule.showtimes.map((showtime) => [showtime.cinemaId, showtime.datetime])).to.deep.equal([
      [1, '2026-11-22T20:30+01:00'],
      [9, '2026-11-22T20:30-05:00'],
    ]);
    // In the order of their first showtimes.
    expect(schedule.cinemas.map((cinema) => cinema.timeZone)).to.deep.equal(['Europe/Berlin', 'America/New_York']);
  });

  it('reads a showing that has only cinemaId in the zone its cinema has in another showing', () => {
    const schedule = scheduleOf(
      [
        showing({ cinema: null, cinemaId: 2, startDatetime: '2026-11-22T20:30:00' }),
        showing({ cinema: sydney, startDatetime: '2026-11-23T20:30:00' }),
      ],
      options(),
    );
    expect(schedule.showtimes.map((showtime) => showtime.datetime)).to.deep.equal([
      '2026-11-22T20:30+11:00',
      '2026-11-23T20:30+11:00',
    ]);
    expect(schedule.skipped).to.equal(0);
  });

  it('keeps a showing listed twice once', () => {
    const schedule = scheduleOf([showing({ id: 77 }), showing({ id: 77 })], options());
    expect(schedule.showtimes.map((showtime) => showtime.id)).to.deep.equal([77]);
  });

  it('restricts to the given cinemas and movie itself, whatever the server sent', () => {
    const schedule = scheduleOf(
      [
        showing({ id: 1, movieId: 550 }),
        showing({ id: 2, movieId: 551 }),
        showing({ id: 3, cinema: sydney, movieId: 550 }),
        showing({ id: 4, content: { movie: { id: 550, title: 'Fight Club' } } }),
        showing({ id: 5 }),
      ],
      options({ cinemaIds: [1], movieId: 550 }),
    );
    expect(schedule.showtimes.map((showtime) => showtime.id)).to.deep.equal([1, 4]);
    expect(schedule.skipped).to.equal(0);
  });

  it("takes the numeric movieId over the content's movie", () => {
    expect(
      only({ movieId: 550, serviceMovieId: 'ABC12', content: { movieId: 12, movie: { id: 12 } } }).movieId,
    ).to.equal(550);
    expect(only({ content: { movieId: 12, movie: { id: 13 } } }).movieId).to.equal(12);
    expect(only({ content: { movie: { id: 13 } } }).movieId).to.equal(13);
    expect(only({ serviceMovieId: 'ABC12' }).movieId).to.equal(undefined);
  });

  it('orders showtimes by instant, across zones, and keeps those beyond the window', () => {
    const schedule = scheduleOf(
      [
        showing({ id: 1, startDatetime: '2026-12-24T20:00:00' }),
        showing({ id: 2, startDatetime: '2026-11-22T20:00:00' }),
        showing({ id: 3, cinema: sydney, startDatetime: '2026-11-23T05:00:00' }),
      ],
      options(),
    );
    expect(schedule.showtimes.map((showtime) => showtime.id)).to.deep.equal([3, 2, 1]);
    expect(schedule.days.map((day) => day.hasShowings)).to.deep.equal([false, false, true, true, false, false, false]);
  });
});

describe('buildSchedule: sales window', () => {
  it('is not yet open before startSaleDatetime, which is read in the cinema zone', () => {
    const { sales } = only({ startSaleDatetime: '2026-11-21T10:00:00' });
    expect(sales.state).to.equal('not-yet');
    if (sales.state !== 'not-yet') return;
    expect(sales.opensAt.toISOString()).to.equal('2026-11-21T09:00:00.000Z');
  });

  it('is open between the bounds and at the opening instant itself', () => {
    expect(
      only({ startSaleDatetime: '2026-11-20T13:00:00', endSaleDatetime: '2026-11-22T20:00:00' }).sales,
    ).to.deep.equal({ state: 'open' });
    expect(only({ startSaleDatetime: '2026-11-20T12:00:00Z' }).sales).to.deep.equal({ state: 'open' });
  });

  it('is closed from endSaleDatetime on', () => {
    expect(only({ endSaleDatetime: '2026-11-20T13:00:00' }).sales).to.deep.equal({ state: 'closed' });
    expect(only({ endSaleDatetime: '2026-11-20T12:00:00Z' }).sales).to.deep.equal({ state: 'closed' });
  });

  it('is open when the bounds cannot be read', () => {
    expect(only({ startSaleDatetime: 'next friday', endSaleDatetime: '' }).sales).to.deep.equal({ state: 'open' });
  });
});

describe('buildSchedule: booking URL', () => {
  it('takes onlineTicketUrl, then bookingUrlExternal, then the first ticketUrl', () => {
    const all = {
      onlineTicketUrl: 'https://tickets.example/1',
      bookingUrlExternal: 'https://partner.example/1',
      ticketUrls: ['https://t.example/a', 'https://t.example/b'],
    };
    expect(only(all).bookingUrl).to.equal('https://tickets.example/1');
    expect(only({ ...all, onlineTicketUrl: undefined }).bookingUrl).to.equal('https://partner.example/1');
    expect(only({ ...all, onlineTicketUrl: '  ', bookingUrlExternal: null }).bookingUrl).to.equal(
      'https://t.example/a',
    );
    expect(only({}).bookingUrl).to.equal(undefined);
  });

  it('accepts http and https only', () => {
    expect(only({ onlineTicketUrl: 'http://127.0.0.1:8080/book?id=1' }).bookingUrl).to.equal(
      'http://127.0.0.1:8080/book?id=1',
    );
    expect(only({ onlineTicketUrl: ' HTTPS://Tickets.Example/Book ' }).bookingUrl).to.equal(
      'https://tickets.example/Book',
    );
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/book/1',
      '//evil.example/x',
      'tickets.example/1',
      'https://',
      'http://[::1',
      'mailto:box@example.com',
    ]) {
      expect(only({ onlineTicketUrl: bad }).bookingUrl, bad).to.equal(undefined);
    }
  });

  it('gives no link when the first URL is unsafe rather than falling back to another', () => {
    expect(
      only({ onlineTicketUrl: 'javascript:alert(1)', bookingUrlExternal: 'https://partner.example/1' }).bookingUrl,
    ).to.equal(undefined);
  });
});

describe('buildSchedule: features and highlights', () => {
  it('turns every format flag into a feature, in badge order', () => {
    const showtime = only({
      isLive: true,
      isHFR: true,
      isDbox: true,
      isScreenX: true,
      is4DX: true,
      isDolbyCinema: true,
      isDolbyVision: true,
      isDolbyAtmos: true,
      isImax: true,
      isThreeDimensional: true,
    });
    expect(showtime.features.map((feature) => feature.key)).to.deep.equal([
      '3d',
      'imax',
      'dolby-atmos',
      'dolby-vision',
      'dolby-cinema',
      '4dx',
      'screenx',
      'dbox',
      'hfr',
      'live',
    ]);
  });

  it('gives a feature for a true flag only, none for a false or absent one; an odd flag fails its showing', () => {
    expect(only({ isImax: true, isThreeDimensional: true, isHFR: false, isDbox: undefined }).features).to.deep.equal([
      { key: '3d' },
      { key: 'imax' },
    ]);
    expect(only({ isPremiere: false, isPreview: true }).highlights).to.deep.equal([{ kind: 'preview' }]);
    // The spec's flags are booleans: the schema skips a showing with another value, as for any mistyped field.
    expect(() => showing({ is4DX: 'true' })).to.throw(/is4DX: expected boolean, got string/);
    expect(() => showing({ isPremiere: 1 })).to.throw(/isPremiere: expected boolean, got number/);
  });

  it('names the language of original version, subtitles and dubbing as canonical codes', () => {
    const showtime = only({
      isOriginalLanguage: true,
      originalLanguage: 'EN',
      isSubtitled: true,
      subtitledLanguage: 'de-ch',
      isDubbed: true,
      dubbedLanguage: 'fra',
    });
    expect(showtime.features).to.deep.equal([
      { key: 'ov', language: 'en' },
      { key: 'subtitled', language: 'de-CH' },
      { key: 'dubbed', language: 'fr' },
    ]);
  });

  it('infers subtitled and dubbed from a language alone, but not original version', () => {
    expect(only({ subtitledLanguage: 'de', originalLanguage: 'en' }).features).to.deep.equal([
      { key: 'subtitled', language: 'de' },
    ]);
    expect(only({ dubbedLanguage: 'it' }).features).to.deep.equal([{ key: 'dubbed', language: 'it' }]);
  });

  it('keeps a flag but drops a language that is not a language code', () => {
    expect(only({ isSubtitled: true, subtitledLanguage: 'German' }).features).to.deep.equal([{ key: 'subtitled' }]);
    expect(only({ isOriginalLanguage: true, originalLanguage: '<b>en</b>' }).features).to.deep.equal([{ key: 'ov' }]);
    expect(only({ subtitledLanguage: 'OmU' }).features).to.deep.equal([]);
    expect(only({ isDubbed: true, dubbedLanguage: 'xx' }).features).to.deep.equal([{ key: 'dubbed' }]);
  });

  it('takes the showing language for original version when originalLanguage is missing', () => {
    expect(only({ isOriginalLanguage: true, language: 'ja' }).features).to.deep.equal([{ key: 'ov', language: 'ja' }]);
  });

  it('gives premiere, preview and the highlight text, in that order', () => {
    expect(
      only({ highlightText: '  Q&A with the director ', isPreview: true, isPremiere: true }).highlights,
    ).to.deep.equal([{ kind: 'premiere' }, { kind: 'preview' }, { kind: 'text', text: 'Q&A with the director' }]);
    expect(only({ highlightText: '   ' }).highlights).to.deep.equal([]);
  });

  it('gives the room name when there is one', () => {
    expect(only({ cinemaRoom: { id: 3, name: ' Saal 3 ' } }).roomName).to.equal('Saal 3');
    expect(only({ cinemaRoom: { id: 3 } }).roomName).to.equal(undefined);
  });
});

describe('buildSchedule: cinemas and movies', () => {
  it('summarises each cinema once from its data', () => {
    const schedule = scheduleOf(
      [
        showing({
          cinema: {
            ...berlin,
            street: 'Hardenbergstraße 29a',
            postalCode: '10623',
            latitude: '52.5058',
            longitude: '13.3372',
            distance: 2.5,
          },
        }),
        showing({ startDatetime: '2026-11-23T20:30:00' }),
      ],
      options(),
    );
    expect(schedule.cinemas).to.deep.equal([
      {
        id: 1,
        name: 'Kino Berlin',
        city: 'Berlin',
        street: 'Hardenbergstraße 29a',
        postalCode: '10623',
        latitude: 52.5058,
        longitude: 13.3372,
        distance: 2.5,
        timeZone: 'Europe/Berlin',
      },
    ]);
  });

  it('names a cinema without a name after its id and drops impossible coordinates', () => {
    const schedule = scheduleOf(
      [showing({ cinema: { id: 12, timezone: 'Europe/Zurich', latitude: 123, longitude: 8.5, distance: -1 } })],
      options(),
    );
    expect(schedule.cinemas).to.deep.equal([{ id: 12, name: 'Cinema 12', timeZone: 'Europe/Zurich' }]);
  });

  it('summarises each movie from its showings, first value found for each field', () => {
    const schedule = scheduleOf(
      [
        showing({
          movieId: 550,
          content: { name: 'Fight Club (OV)', duration: 139, ageRating: '18', posterImageUrl: 'javascript:alert(1)' },
        }),
        showing({
          movieId: 550,
          content: {
            ageRating: '16',
            posterImageUrl: 'https://img.example/fc.jpg',
            movie: { id: 550, title: 'Fight Club', runtime: 139.4 },
          },
        }),
        showing({ movieId: 551, content: { posterImageUrl: '/relative.jpg', movie: { id: 551 } } }),
      ],
      options(),
    );
    expect(schedule.movies).to.deep.equal([
      { id: 550, title: 'Fight Club (OV)', runtime: 139, ageRating: '18', posterUrl: 'https://img.example/fc.jpg' },
      { id: 551, title: 'Movie 551' },
    ]);
  });
});
