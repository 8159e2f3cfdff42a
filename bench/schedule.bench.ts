// Times buildSchedule on a large movie-mode answer: 5,000 showings across 30 cinemas in ten zones
// (half-hour and 45-minute offsets, both hemispheres' DST), half of them naive wall times that
// need the DST-safe resolution. Prints figures; never fails on time.
import { performance } from 'node:perf_hooks';
import { showingSchema } from '../src/platform/schemas.js';
import type { Showing } from '../src/platform/schemas.js';
import { buildSchedule } from '../src/schedule/schedule.js';
import { showtimesOn } from '../src/schedule/select.js';

const zones = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'America/Sao_Paulo',
  'Pacific/Auckland',
];
const cinemas = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Cinema ${index + 1}`,
  timezone: zones[index % zones.length],
  latitude: '52.5',
  longitude: '13.4',
}));
const now = new Date('2027-03-20T12:00:00Z');

const showings: Showing[] = Array.from({ length: 5_000 }, (_, index) => {
  const start = new Date(now.getTime() + (index % 600) * 45 * 60_000 + 3_600_000);
  const naive = start.toISOString().slice(0, 19);
  return showingSchema.parse({
    id: index + 1,
    cinema: cinemas[index % cinemas.length],
    movieId: 550 + (index % 12),
    startDatetime: index % 2 === 0 ? naive : `${naive}Z`,
    startSaleDatetime: naive.replace('T', ' '),
    onlineTicketUrl: `https://tickets.example/${index}`,
    isThreeDimensional: index % 3 === 0,
    isOriginalLanguage: index % 4 === 0,
    originalLanguage: 'en',
    subtitledLanguage: index % 5 === 0 ? 'de' : undefined,
    isPremiere: index % 50 === 0,
  });
});

const options = { now, days: 7, dayStartMinutes: 180, viewerTimeZone: 'UTC' };

function measure(label: string, run: () => unknown, minimumMs = 2_000): void {
  for (let warmUp = 0; warmUp < 3; warmUp += 1) run();
  let runs = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minimumMs) {
    run();
    runs += 1;
    elapsed = performance.now() - started;
  }
  console.log(
    `${label}: ${(runs / (elapsed / 1000)).toFixed(1)} ops/s, ${(elapsed / runs).toFixed(2)} ms per run (${runs} runs)`,
  );
}

const schedule = buildSchedule(showings, options);
console.log(
  `schedule of ${showings.length} showings at ${cinemas.length} cinemas: ${schedule.showtimes.length} showtimes, ` +
    `${schedule.days.filter((day) => day.hasShowings).length}/${schedule.days.length} days with showings, ${schedule.skipped} skipped`,
);
measure('buildSchedule', () => buildSchedule(showings, options));
measure('showtimesOn (one day, one filter)', () => showtimesOn(schedule, schedule.days[0]!.date, new Set(['3d'])));
