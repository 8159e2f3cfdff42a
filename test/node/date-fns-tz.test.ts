// Why date-fns-tz (named in the original design) is not in the bundle: its `fromZonedTime` gives
// a cinema's naive wall time an instant that depends on the viewer's own zone (in a DST overlap)
// and moves a time in a DST gap backwards. Each case runs in child processes whose TZ differs, as
// viewers' browsers do; the widget's `resolveInstant` answers the same everywhere and moves a gap
// time forward (Temporal's "compatible"). docs/development.md, "Dependencies", cites these cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolveInstant } from '../../src/schedule/zoned-time.js';

/** What `fromZonedTime(wallTime, zone)` answers for a viewer in `viewerZone`. */
function dateFnsTz(wallTime: string, zone: string, viewerZone: string): string {
  const script = `import('date-fns-tz').then(({ fromZonedTime }) => console.log(fromZonedTime(${JSON.stringify(wallTime)}, ${JSON.stringify(zone)}).toISOString()))`;
  return execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: viewerZone } })
    .toString()
    .trim();
}

test('a DST overlap: date-fns-tz answers by the viewer, the widget the earlier instant for everyone', () => {
  // New York falls back on 2026-11-01: 01:30 happens twice, at 05:30Z (EDT) and 06:30Z (EST).
  assert.equal(dateFnsTz('2026-11-01T01:30:00', 'America/New_York', 'America/Los_Angeles'), '2026-11-01T05:30:00.000Z');
  assert.equal(dateFnsTz('2026-11-01T01:30:00', 'America/New_York', 'Asia/Tokyo'), '2026-11-01T06:30:00.000Z');
  assert.equal(resolveInstant('2026-11-01T01:30:00', 'America/New_York')?.toISOString(), '2026-11-01T05:30:00.000Z');
  // Berlin on 2026-10-25: 02:30 is 00:30Z (CEST) or 01:30Z (CET).
  assert.equal(dateFnsTz('2026-10-25T02:30:00', 'Europe/Berlin', 'America/New_York'), '2026-10-25T00:30:00.000Z');
  assert.equal(dateFnsTz('2026-10-25T02:30:00', 'Europe/Berlin', 'Europe/Berlin'), '2026-10-25T01:30:00.000Z');
  assert.equal(resolveInstant('2026-10-25T02:30:00', 'Europe/Berlin')?.toISOString(), '2026-10-25T00:30:00.000Z');
});

test('a DST gap: date-fns-tz moves the time backwards, the widget forwards', () => {
  // Berlin springs forward on 2026-03-29: 02:30 does not exist; 01:30 CET is 00:30Z, 03:30 CEST 01:30Z.
  assert.equal(dateFnsTz('2026-03-29T02:30:00', 'Europe/Berlin', 'UTC'), '2026-03-29T00:30:00.000Z');
  assert.equal(resolveInstant('2026-03-29T02:30:00', 'Europe/Berlin')?.toISOString(), '2026-03-29T01:30:00.000Z');
});
