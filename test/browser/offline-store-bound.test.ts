// The page's store of programs is bounded (src/offline/keep-programs.ts): past the bound, windows already over go
// first, then the furthest ahead, so that a viewer without network keeps the next hours, whatever order a load's
// windows were saved in.
import { expect } from '@open-wc/testing';
import { evicted } from '../../src/offline/keep-programs.js';
import { MAX_BYTES } from '../../src/offline/program-store.js';
import type { SavedProgram } from '../../src/offline/program-store.js';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T15:00:00Z');
/** What the save that makes room is saving. */
const saving = new Set(['movie 550']);

/** A saved window `fromHours` after now, six hours long, a third of the bound, saved `savedAgo` ms before now. */
function saved(key: string, fromHours: number, savedAgo = 0, data = 'movie 550'): SavedProgram {
  const from = now + fromHours * HOUR;
  const program = { format: 'showtime-program/1', from: '', to: '', movie: 550, complete: true } as const;
  const window = { data, from, to: from + 6 * HOUR };
  return {
    key,
    ...window,
    savedAt: now - savedAgo,
    program: { ...program, cinemas: [], movies: [], showings: [] },
    bytes: MAX_BYTES / 3,
  };
}

describe('the bound of the page’s store of programs', () => {
  it('keeps everything within the bound', () => {
    expect(evicted([saved('today', -3), saved('tomorrow', 21)], now, saving)).to.deep.equal([]);
  });

  it('throws out the furthest ahead first, though today’s windows were saved first', () => {
    const load = [saved('today', -3, 2), saved('tonight', 3, 1), saved('tomorrow', 21), saved('day after', 45)];
    expect(evicted(load, now, saving)).to.deep.equal(['day after']);
  });

  it('throws out windows already over before any ahead', () => {
    const kept = [saved('yesterday', -30), saved('today', -3), saved('tomorrow', 21), saved('day after', 45)];
    expect(evicted(kept, now, saving)).to.deep.equal(['yesterday']);
  });

  it('throws out other loads’ windows, the earliest saved first, before any of what it saves', () => {
    const kept = [
      saved('cinema, a week ago', 3, 7 * 24 * HOUR, 'cinema 101'),
      saved('cinema, today', 3, HOUR, 'cinema 101'),
    ];
    const load = [saved('today', -3), saved('tomorrow', 21), saved('day after', 45)];
    expect(evicted([...kept, ...load], now, saving)).to.deep.equal(['cinema, a week ago', 'cinema, today']);
  });
});
