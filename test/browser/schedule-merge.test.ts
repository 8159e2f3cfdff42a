// Merging the schedules of a load's windows (src/schedule/merge.ts) gives what building all their
// showings at once gives: the same showtimes in the same order, each once, the same cinemas,
// movies and days.
import { expect } from '@open-wc/testing';
import { scheduleOf } from '../support/programs.js';
import { mergeSchedules } from '../../src/schedule/merge.js';
import type { ScheduleOptions } from '../../src/schedule/types.js';
import { berlin, showing, sydney } from '../support/showing-factory.js';

const options: ScheduleOptions = {
  now: new Date('2026-11-22T08:00:00Z'),
  days: 4,
  dayStartMinutes: 180,
  viewerTimeZone: 'America/Los_Angeles',
};

const content = { movieId: 7, name: 'The Long Night', duration: 128 };
const showings = [
  showing({ startDatetime: '2026-11-22T20:30:00', content }),
  showing({ startDatetime: '2026-11-23T00:30:00', content }),
  showing({ startDatetime: '2026-11-23T18:00:00', cinema: sydney, content: { ...content, ageRating: 'M' } }),
  showing({ startDatetime: '2026-11-24T21:15:00', cinema: sydney, content }),
  showing({ startDatetime: '2026-11-25T19:00:00', content }),
];

describe('merging the schedules of windows', () => {
  it('gives what one build of all their showings gives, whichever window landed first', () => {
    const whole = scheduleOf(showings, options);
    const early = scheduleOf(showings.slice(0, 2), options);
    const late = scheduleOf(showings.slice(2), options);
    for (const parts of [
      [early, late],
      [late, early],
    ]) {
      const merged = mergeSchedules(parts, options);
      expect(merged.showtimes.map((showtime) => showtime.id)).to.deep.equal(
        whole.showtimes.map((showtime) => showtime.id),
      );
      expect(merged.days).to.deep.equal(whole.days);
      expect(merged.cinemas.map((cinema) => cinema.id).sort()).to.deep.equal([berlin.id, sydney.id]);
    }
  });

  it('counts a showing that two windows hold (their common bound) once', () => {
    const first = scheduleOf(showings.slice(0, 3), options);
    const second = scheduleOf(showings.slice(2), options);
    const merged = mergeSchedules([first, second], options);
    expect(merged.showtimes.map((showtime) => showtime.id)).to.deep.equal(
      scheduleOf(showings, options).showtimes.map((showtime) => showtime.id),
    );
  });

  it("fills in what a movie's first summary left open from a later window", () => {
    const withoutRating = scheduleOf(showings.slice(0, 2), options);
    const withRating = scheduleOf(showings.slice(2, 3), options);
    const [movie] = mergeSchedules([withoutRating, withRating], options).movies;
    expect(movie).to.deep.include({ id: 7, title: 'The Long Night', runtime: 128, ageRating: 'M' });
  });

  it('offers the days of the zones of every window: a cinema that lands later can move the first day', () => {
    // 03:00 on Nov 23 in Sydney, still Nov 22 in Berlin.
    const evening = { ...options, now: new Date('2026-11-22T16:00:00Z') };
    const sydneyOnly = scheduleOf(showings.slice(2, 4), evening);
    const berlinOnly = scheduleOf([...showings.slice(0, 2), showings[4]!], evening);
    expect(sydneyOnly.days[0]!.date).to.equal('2026-11-23');
    expect(mergeSchedules([sydneyOnly, berlinOnly], evening).days).to.deep.equal(scheduleOf(showings, evening).days);
    expect(mergeSchedules([sydneyOnly, berlinOnly], evening).days[0]!.date).to.equal('2026-11-22');
    expect(mergeSchedules([], options).days).to.have.length(4);
  });
});
