// Schedule math (docs/performance.md): the cinema-local wall time of 10,000 showings across 8
// zones, by our zoned-time (one cached Intl formatter per zone, offsets per quarter hour), against
// a naive new Intl.DateTimeFormat per call and against date-fns-tz's formatInTimeZone (named in
// the original design; a devDependency for this comparison only, never in the bundle). Also
// buildSchedule on the same 10,000 and on 5x as many, to show it grows linearly.
import { formatInTimeZone } from 'date-fns-tz';
import { programOf } from '../test/support/programs.js';
import { buildSchedule } from '../src/schedule/schedule.js';
import { localDateTime } from '../src/schedule/zoned-time.js';
import { medianMs } from './support/median-time.js';
import { report } from './support/results.js';

const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Auckland',
];
const NOW = new Date('2027-03-20T12:00:00Z');

function instants(count: number): Date[] {
  return Array.from(
    { length: count },
    (_, index) => new Date(NOW.getTime() + 3_600_000 + (index % 2_000) * 15 * 60_000),
  );
}

function showings(count: number) {
  return instants(count).map((instant, index) => ({
    id: index + 1,
    startDatetime: instant.toISOString(),
    cinema: { id: (index % 400) + 1, name: `Cinema ${index % 400}`, timezone: ZONES[index % ZONES.length] },
    movieId: 550,
  }));
}

const moments = instants(10_000);
const ours = medianMs(() => moments.map((instant, index) => localDateTime(instant, ZONES[index % ZONES.length]!)));
const naive = medianMs(() =>
  moments.map((instant, index) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONES[index % ZONES.length],
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    }).format(instant),
  ),
);
const dateFnsTz = medianMs(() =>
  moments.map((instant, index) => formatInTimeZone(instant, ZONES[index % ZONES.length]!, "yyyy-MM-dd'T'HH:mmxxx")),
);
const options = { now: NOW, days: 7, dayStartMinutes: 180, viewerTimeZone: 'UTC' };
// Shaped once, as the proxy or token mode hands the schedule its programs.
const tenThousand = programOf(showings(10_000));
const fiftyThousand = programOf(showings(50_000));
const build10k = medianMs(() => buildSchedule(tenThousand, options), 5);
const build50k = medianMs(() => buildSchedule(fiftyThousand, options), 3);

report('schedule math, 10,000 showings in 8 zones', [
  { name: 'ours: localDateTime x 10,000', value: ours, unit: 'ms' },
  { name: 'naive: new Intl.DateTimeFormat per call', value: naive, unit: 'ms' },
  { name: 'date-fns-tz: formatInTimeZone', value: dateFnsTz, unit: 'ms' },
  { name: 'ratio naive / ours', value: naive / ours, unit: 'x' },
  { name: 'ratio date-fns-tz / ours', value: dateFnsTz / ours, unit: 'x' },
  { name: 'buildSchedule, 10,000 showings', value: build10k, unit: 'ms' },
  { name: 'buildSchedule, 50,000 showings', value: build50k, unit: 'ms' },
  { name: 'ratio 50,000 / 10,000 (5 would be linear)', value: build50k / build10k, unit: 'x' },
]);
