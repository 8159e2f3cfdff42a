// The proxy's subscribable calendar against the real emulator over loopback HTTP, read back with
// ical.js: its events are the program's showings of the same 14 days (each with its times, movie,
// cinema and booking link), it is cached and tagged as a program is, its lines are RFC 5545's, and
// it refuses what it does not take.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { startEmulator } from '../../emulator/src/index.js';
import type { RunningEmulator } from '../../emulator/src/index.js';
import type { Program, ProgramShowing } from '../../src/program/program.js';
import { programQuery, proxyFor } from '../support/proxy-harness.js';
import type { ProxyHarness } from '../support/proxy-harness.js';

const NOW = '2026-11-22T11:00:00Z';
/** The next 14 days from the start of the proxy's day (UTC), both bounds included. */
const FORTNIGHT = { from: '2026-11-22T00:00:00Z', to: '2026-12-05T23:59:59Z' };

let emulator: RunningEmulator;
let harness: ProxyHarness;

before(async () => {
  emulator = await startEmulator({ port: 0, now: NOW });
});

after(() => emulator.close());

beforeEach(() => {
  emulator.reset();
  harness = proxyFor(emulator, { now: () => Date.parse(NOW) });
});

async function calendarOf(query: string): Promise<{ response: Response; text: string; calendar: ICAL.Component }> {
  const response = await harness.ask(`calendar.ics?${query}`);
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return { response, text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

async function programOf(movie: number, cinemas?: number[]): Promise<Program> {
  const response = await harness.ask(programQuery({ movie, cinemas, ...FORTNIGHT }));
  assert.equal(response.status, 200);
  return (await response.json()) as Program;
}

/** What each event should say, from the program alone (its own reading of the booking link and the end). */
function expectedEvents(program: Program) {
  return program.showings.map((showing: ProgramShowing) => {
    const cinema = program.cinemas.find((candidate) => candidate.id === showing.cinemaId)!;
    const movie = program.movies.find((candidate) => candidate.id === showing.movieId);
    const runtimeEnd = movie?.runtime && Date.parse(showing.startDatetime) + movie.runtime * 60_000;
    const end = showing.endDatetime ? Date.parse(showing.endDatetime) : runtimeEnd;
    const link = showing.onlineTicketUrl ?? showing.bookingUrlExternal ?? showing.ticketUrls?.[0];
    return {
      uid: `showing-${showing.id}@showtime-finder`,
      start: new Date(showing.startDatetime).toISOString(),
      end: end ? new Date(end).toISOString() : undefined,
      summary: movie?.title,
      location: cinema.name,
      // Only an http(s) link books: the seed's `tel:` links are left out, as the time button leaves them.
      url: link?.startsWith('https://') || link?.startsWith('http://') ? link : undefined,
    };
  });
}

function eventsOf(calendar: ICAL.Component) {
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time | null)?.toJSDate().toISOString();
    return {
      uid: event.getFirstPropertyValue('uid'),
      start: time('dtstart'),
      end: time('dtend'),
      summary: event.getFirstPropertyValue('summary'),
      location: String(event.getFirstPropertyValue('location')).split(', ')[0],
      url: event.getFirstPropertyValue('url') ?? undefined,
    };
  });
}

describe('showtime proxy: a movie as a subscribable calendar', () => {
  it('holds one event per showing of the program for the next 14 days at the cinemas asked', async () => {
    const program = await programOf(550, [101, 102]);
    assert.ok(program.showings.length > 10, 'the seed plays the movie at both cinemas');
    const { response, calendar } = await calendarOf('movie=550&cinemas=101,102');
    assert.equal(response.headers.get('Content-Type'), 'text/calendar; charset=utf-8');
    assert.deepEqual(eventsOf(calendar), expectedEvents(program));
    assert.ok(eventsOf(calendar).some((event) => String(event.url).startsWith('https://')));
  });

  it('holds every cinema of the movie where no cinemas are asked', async () => {
    const { calendar } = await calendarOf('movie=550');
    const program = await programOf(550);
    assert.ok(new Set(program.showings.map((showing) => showing.cinemaId)).size > 2);
    assert.deepEqual(eventsOf(calendar), expectedEvents(program));
  });

  it('names itself and asks calendar applications to read it again every hour', async () => {
    const { calendar } = await calendarOf('movie=550&cinemas=101');
    const property = (name: string) => calendar.getFirstProperty(name);
    assert.deepEqual(
      ['version', 'prodid', 'calscale', 'method', 'x-wr-calname', 'x-published-ttl'].map((name) =>
        property(name)?.getFirstValue()?.toString(),
      ),
      ['2.0', '-//Showtime Finder//showtime-finder//EN', 'GREGORIAN', 'PUBLISH', 'Fight Club', 'PT1H'],
    );
    const refresh = property('refresh-interval')!;
    // ical.js reads the VALUE=DURATION parameter into the property's type.
    assert.deepEqual([refresh.type, refresh.getFirstValue()?.toString()], ['duration', 'PT1H']);
  });

  it('writes CRLF lines of at most 75 octets', async () => {
    const { text } = await calendarOf('movie=550');
    assert.ok(text.endsWith('END:VCALENDAR\r\n'));
    const lines = text.split('\r\n');
    assert.deepEqual(
      lines.filter((line) => line.includes('\n') || Buffer.byteLength(line) > 75),
      [],
    );
  });

  it('is cached like a program: the same Cache-Control, a strong ETag, 304 to If-None-Match, one platform read', async () => {
    const { response: first } = await calendarOf('movie=550&cinemas=101');
    const program = await harness.ask(programQuery({ movie: 550, cinemas: [101], ...FORTNIGHT }));
    assert.equal(first.headers.get('Cache-Control'), program.headers.get('Cache-Control'));
    assert.equal(program.headers.get('X-Showtime-Proxy-Cache'), 'hit');
    const etag = first.headers.get('ETag')!;
    assert.match(etag, /^"[\w-]+"$/);
    const again = await harness.ask('calendar.ics?movie=550&cinemas=101', { headers: { 'If-None-Match': etag } });
    assert.deepEqual([again.status, again.headers.get('X-Showtime-Proxy-Cache')], [304, 'hit']);
  });

  it('refuses a calendar without a movie, a window of its own, and unknown parameters, with bad-request', async () => {
    for (const query of ['cinemas=101', 'movie=550&from=2026-11-22T00:00:00Z', 'movie=550&days=3', 'movie=x!']) {
      const response = await harness.ask(`calendar.ics?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(((await response.json()) as { error: string }).error, 'bad-request', query);
    }
  });
});
