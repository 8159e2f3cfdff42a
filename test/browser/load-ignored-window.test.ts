// When token mode takes a platform's answer for all it has (src/load/ignored-window.ts): only for showings well outside
// the window asked, never for those a platform that filters naive wall times as UTC sends just outside it.
import { expect } from '@open-wc/testing';
import { ignoredWindow } from '../../src/load/ignored-window.js';
import type { Program } from '../../src/program/program.js';

const window = { from: new Date('2026-11-22T12:00:00Z'), to: new Date('2026-11-23T12:15:00Z') };

function programAt(...starts: string[]): Program {
  return {
    format: 'showtime-program/1',
    from: '2026-11-22T00:00:00Z',
    to: '2026-11-30T00:00:00Z',
    movie: 550,
    complete: true,
    cinemas: [],
    movies: [],
    showings: starts.map((startDatetime, index) => ({ id: index + 1, cinemaId: 1, startDatetime })),
  };
}

describe('a window the platform ignored', () => {
  it('is one whose answer holds a showing more than 14 hours outside it', () => {
    expect(ignoredWindow(programAt('2026-11-22T13:00:00Z', '2026-11-25T20:00:00Z'), window)).to.equal(true);
    expect(ignoredWindow(programAt('2026-11-21T20:00:00Z'), window)).to.equal(true);
  });

  it('is not one whose answer holds showings within 14 hours of it (naive times filtered as UTC)', () => {
    expect(ignoredWindow(programAt('2026-11-22T01:00:00Z', '2026-11-24T01:00:00Z'), window)).to.equal(false);
    expect(ignoredWindow(programAt(), window)).to.equal(false);
  });
});
