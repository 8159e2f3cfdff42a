import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatInZone, instantOfWallTime } from '../src/seed/zone-time.js';

test('a wall time in a spring-forward gap moves forward by the gap (02:30 -> 03:30 CEST)', () => {
  const instant = instantOfWallTime('2027-03-28T02:30:00', 'Europe/Berlin');
  assert.equal(instant.toISOString(), '2027-03-28T01:30:00.000Z');
  assert.equal(formatInZone(instant, 'Europe/Berlin', 'offset'), '2027-03-28T03:30:00+02:00');
});

test('a wall time in a fall-back overlap takes the earlier instant', () => {
  assert.equal(instantOfWallTime('2026-10-25T02:30:00', 'Europe/Berlin').toISOString(), '2026-10-25T00:30:00.000Z');
  assert.equal(instantOfWallTime('2026-04-05T02:30:00', 'Australia/Sydney').toISOString(), '2026-04-04T15:30:00.000Z');
});

test('offsets come from the cinema zone, whatever the process zone, 45-minute zones included', () => {
  assert.equal(formatInZone(new Date('2027-03-28T01:30:00Z'), 'Europe/Berlin', 'offset'), '2027-03-28T03:30:00+02:00');
  assert.equal(formatInZone(new Date('2026-11-22T14:45:00Z'), 'Asia/Kathmandu', 'offset'), '2026-11-22T20:30:00+05:45');
  assert.equal(formatInZone(new Date('2026-11-22T14:45:00Z'), 'Asia/Kathmandu', 'naive'), '2026-11-22T20:30:00');
});
