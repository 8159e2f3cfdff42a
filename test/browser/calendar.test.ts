// What the showtime sheet's calendar offers (issue 22, point 2): the .ics file, read back with ical.js (written by
// others from RFC 5545), and the Google Calendar and Outlook links; each built from a schedule's showtime.
import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import { calendarEvent } from '../../src/calendar/calendar-event.js';
import type { CalendarEvent } from '../../src/calendar/calendar-event.js';
import { googleCalendarUrl, outlookCalendarUrl } from '../../src/calendar/calendar-links.js';
import { icsDataUrl, icsFile } from '../../src/calendar/ics-file.js';
import { scheduleOf } from '../support/programs.js';
import type { Schedule } from '../../src/schedule/types.js';
import { showing } from '../support/showing-factory.js';

const STAMP = new Date('2026-11-20T09:15:00Z');

function scheduleWith(fields: Record<string, unknown>): Schedule {
  return scheduleOf([showing(fields)], {
    now: new Date('2026-11-20T12:00:00Z'),
    days: 7,
    dayStartMinutes: 180,
    viewerTimeZone: 'America/Los_Angeles',
  });
}

/** The calendar event of the one showtime of a schedule made of one showing with these fields. */
function eventOf(fields: Record<string, unknown>): CalendarEvent {
  const { showtimes, cinemas, movies } = scheduleWith(fields);
  return calendarEvent(showtimes[0]!, cinemas[0]!, movies[0]);
}

/** The file's one VEVENT, as ical.js reads it. */
function parsedEvent(file: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.length).to.equal(1);
  return events[0]!;
}

const fightClub = {
  startDatetime: '2026-11-22T20:30:00',
  content: { movieId: 550, movie: { id: 550, title: 'Fight Club', runtime: 139 } },
  cinema: {
    id: 7,
    name: 'Kino Sonnenallee',
    street: 'Sonnenallee 112',
    postalCode: '12045',
    city: 'Berlin',
    timezone: 'Europe/Berlin',
  },
  onlineTicketUrl: 'https://tickets.example/550?seat=any&lang=de',
};

describe('the .ics file', () => {
  it('reads back in ical.js as one event with its UID, DTSTAMP, UTC start and end, title, location and booking link', () => {
    const event = parsedEvent(icsFile(eventOf({ ...fightClub, id: 4711 }), STAMP));
    expect(event.getFirstPropertyValue('uid')).to.equal('showing-4711@showtime-finder');
    const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
    expect(time('dtstamp').toJSDate().toISOString()).to.equal('2026-11-20T09:15:00.000Z');
    // 20:30 in Berlin in November is 19:30 UTC; the end is the start plus the 139 minutes' runtime.
    expect(time('dtstart').toJSDate().toISOString()).to.equal('2026-11-22T19:30:00.000Z');
    expect(time('dtstart').zone).to.equal(ICAL.Timezone.utcTimezone);
    expect(time('dtend').toJSDate().toISOString()).to.equal('2026-11-22T21:49:00.000Z');
    expect(event.getFirstPropertyValue('summary')).to.equal('Fight Club');
    expect(event.getFirstPropertyValue('location')).to.equal('Kino Sonnenallee, Sonnenallee 112, 12045 Berlin');
    expect(event.getFirstPropertyValue('url')).to.equal('https://tickets.example/550?seat=any&lang=de');
    expect(event.getFirstPropertyValue('description')).to.equal('https://tickets.example/550?seat=any&lang=de');
  });

  it("ends at the platform's endDatetime where it gives one, and has no DTEND where neither it nor a runtime is known", () => {
    const stated = parsedEvent(icsFile(eventOf({ ...fightClub, endDatetime: '2026-11-22T23:05:00' }), STAMP));
    expect((stated.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).to.equal(
      '2026-11-22T22:05:00.000Z',
    );
    const untimed = { ...fightClub, content: { movieId: 551, movie: { id: 551, title: 'Untimed' } } };
    expect(parsedEvent(icsFile(eventOf(untimed), STAMP)).hasProperty('dtend')).to.equal(false);
  });

  it('ends every line with CRLF and folds long lines at 75 octets, between UTF-8 characters', () => {
    const title = 'Die fabelhafte Welt der Amélie – Ð€😀 '.repeat(6).trim();
    const file = icsFile(eventOf({ ...fightClub, content: { movie: { id: 550, title }, movieId: 550 } }), STAMP);
    expect(file.endsWith('\r\n')).to.equal(true);
    const lines = file.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !/[\r\n]/.test(line))).to.equal(true);
    const utf8 = new TextEncoder();
    for (const line of lines) {
      const bytes = utf8.encode(line);
      expect(bytes.length, line).to.be.at.most(75);
      // A line that split a character's bytes would not decode.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).to.equal(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).to.be.greaterThan(2);
    expect(parsedEvent(file).getFirstPropertyValue('summary')).to.equal(title);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text, which come back as written', () => {
    const title = 'Back\\slash; semi, comma\nnew line\r\nand CRLF';
    const file = icsFile(eventOf({ ...fightClub, content: { movie: { id: 550, title }, movieId: 550 } }), STAMP);
    expect(file).to.include('SUMMARY:Back\\\\slash\\; semi\\, comma\\nnew line\\nand CRLF\r\n');
    expect(parsedEvent(file).getFirstPropertyValue('summary')).to.equal('Back\\slash; semi, comma\nnew line\nand CRLF');
  });

  it('is offered as a text/calendar data: URL that the browser reads back as the file, # and % included', async () => {
    const title = 'Fight Club #2: 100% Tyler';
    const file = icsFile(eventOf({ ...fightClub, content: { movie: { id: 550, title }, movieId: 550 } }), STAMP);
    const response = await fetch(icsDataUrl(file));
    expect(response.headers.get('content-type')).to.equal('text/calendar;charset=utf-8');
    expect(await response.text()).to.equal(file);
  });
});

describe('the calendar links', () => {
  it("Google Calendar's event template gets the title, the UTC start/end, the booking link and the location", () => {
    const url = new URL(googleCalendarUrl(eventOf(fightClub)));
    expect(url.origin + url.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      action: 'TEMPLATE',
      text: 'Fight Club',
      dates: '20261122T193000Z/20261122T214900Z',
      details: 'https://tickets.example/550?seat=any&lang=de',
      location: 'Kino Sonnenallee, Sonnenallee 112, 12045 Berlin',
    });
  });

  it("Outlook's compose deep link gets the title, ISO start and end in UTC, the booking link and the location", () => {
    const url = new URL(outlookCalendarUrl(eventOf(fightClub)));
    expect(url.origin + url.pathname).to.equal('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Fight Club',
      startdt: '2026-11-22T19:30:00.000Z',
      enddt: '2026-11-22T21:49:00.000Z',
      body: 'https://tickets.example/550?seat=any&lang=de',
      location: 'Kino Sonnenallee, Sonnenallee 112, 12045 Berlin',
    });
  });
});
