// When token mode and the proxy take a platform's answer for all it has (src/program/ignored-window.ts): only for a
// showing further outside the window than a platform that applied it could send, never for one a platform that
// compares naive wall times as UTC sends just outside it (14 h before at UTC+14, 12 h after at UTC-12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveInstant } from '../../src/schedule/zoned-time.js';
import { ignoredWindow } from '../../src/program/ignored-window.js';

const window = { from: new Date('2026-11-22T12:00:00Z'), to: new Date('2026-11-23T12:15:00Z') };
const startsAt = (...instants: string[]) => instants.map((instant) => Date.parse(instant));

/** What a platform that applied the window to naive wall times, read as UTC, sends of a cinema in `zone`. */
function filteredAsUtc(zone: string): number[] {
  return ['2026-11-22T12:00:00', '2026-11-23T12:15:00'].map((wall) => resolveInstant(wall, zone)!.getTime());
}

test('a window is ignored where a showing starts more than 14 hours before it', () => {
  assert.equal(ignoredWindow(startsAt('2026-11-21T21:59:00Z'), window), true);
  assert.equal(ignoredWindow(startsAt('2026-11-22T13:00:00Z', '2026-11-21T20:00:00Z'), window), true);
});

test('a window is ignored where a showing starts more than 12 hours after it', () => {
  assert.equal(ignoredWindow(startsAt('2026-11-24T00:16:00Z'), window), true);
  assert.equal(ignoredWindow(startsAt('2026-11-25T20:00:00Z'), window), true);
});

test('a window is not ignored by showings within 14 hours before it or 12 hours after it', () => {
  assert.equal(ignoredWindow(startsAt('2026-11-21T22:00:00Z', '2026-11-24T00:15:00Z'), window), false);
  assert.equal(ignoredWindow(startsAt('2026-11-22T12:00:00Z', '2026-11-23T12:15:00Z'), window), false);
  assert.equal(ignoredWindow([], window), false);
});

test('a window is not ignored by a platform that compares naive wall times as UTC, at either end of the offsets', () => {
  for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'America/Los_Angeles', 'Asia/Tokyo']) {
    assert.equal(ignoredWindow(filteredAsUtc(zone), window), false, zone);
  }
  // Kiritimati (UTC+14) lands its first showtime exactly 14 h early, a UTC-12 cinema its last exactly 12 h late.
  assert.deepEqual(filteredAsUtc('Pacific/Kiritimati')[0], Date.parse('2026-11-21T22:00:00Z'));
  assert.deepEqual(filteredAsUtc('Etc/GMT+12')[1], Date.parse('2026-11-24T00:15:00Z'));
});
