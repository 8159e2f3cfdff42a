// The structured data from platform data that the seeded emulator does not have (the fixed
// platform, test/support/fixed-platform-plugin.ts): text that tries to end the script element in
// every field the markup carries, a trailer, an end that only the runtime gives, and each state
// of a sales window.
import { expect } from '@open-wc/testing';
import { setClock, startEmulator } from '../support/emulator.js';
import { scriptEnding } from '../support/found-scenarios.js';
import { structuredData } from '../support/structured-data.js';
import type { JsonObject } from '../support/structured-data.js';
import { renderWidget } from '../support/widget.js';

const xssWindow = window as unknown as { __xss?: number };

before(async () => {
  await startEmulator();
  await setClock('2026-11-22T12:00:00Z');
});

afterEach(() => {
  expect(xssWindow.__xss, 'no payload ran').to.equal(undefined);
});

const fixed = (scenario: string) => `${location.origin}/fixed-platform/${scenario}`;

describe('structured data from odd platform data', () => {
  it('no platform text ends the script or opens a comment in it: `<` is escaped, every text read back as sent', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('script-ending'), token: 'unused', movie: '91' });
    const { script, events } = await structuredData(element);
    expect(script.textContent).not.to.contain('<');
    expect(events).to.deep.equal([
      {
        '@type': 'ScreeningEvent',
        name: `Film ${scriptEnding}`,
        startDate: '2026-11-22T20:00+01:00',
        // No endDatetime: the start plus the movie's 101 minutes.
        endDate: '2026-11-22T21:41+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'MovieTheater',
          name: `Kino ${scriptEnding}`,
          address: {
            '@type': 'PostalAddress',
            streetAddress: `Hauptstraße 1 ${scriptEnding}`,
            postalCode: `10115 ${scriptEnding}`,
            addressLocality: `Berlin ${scriptEnding}`,
            addressCountry: `DE${scriptEnding}`,
          },
          geo: { '@type': 'GeoCoordinates', latitude: 52.52, longitude: 13.405 },
          url: new URL(`https://kino.example/${scriptEnding}`).href,
        },
        workPresented: {
          '@type': 'Movie',
          name: `Film ${scriptEnding}`,
          duration: 'PT1H41M',
          image: new URL(`https://posters.example/91.jpg?${scriptEnding}`).href,
          trailer: { '@type': 'VideoObject', url: new URL(`https://trailers.example/91?${scriptEnding}`).href },
        },
        videoFormat: ['2D'],
        inLanguage: 'en',
        subtitleLanguage: 'de',
        offers: {
          '@type': 'Offer',
          url: new URL(`https://tickets.example/9100?${scriptEnding}`).href,
          availability: 'https://schema.org/InStock',
          validFrom: '2026-11-20T10:00+01:00',
        },
      },
    ]);
    // The page's markup as a server or a crawler's snapshot writes it, parsed again: still the one
    // script with the same text, and nothing else.
    const written = element.innerHTML;
    const parsed = new DOMParser().parseFromString(`<div>${written}</div><p id="after"></p>`, 'text/html');
    const children = [...parsed.body.firstElementChild!.children];
    expect(children.map((child) => child.localName)).to.deep.equal(['script']);
    expect(children[0]!.textContent).to.equal(script.textContent);
    expect(parsed.getElementById('after')).not.to.equal(null);
  });

  it('follows the sales window: not yet open is a pre-order without a link, closed is sold out, open links', async () => {
    const { element } = await renderWidget({ 'api-base': fixed('sales'), token: 'unused', movie: '88' });
    const { events } = await structuredData(element);
    expect(events.map((event) => event['offers'])).to.deep.equal([
      { '@type': 'Offer', availability: 'https://schema.org/PreOrder', validFrom: '2026-11-22T18:00+01:00' },
      { '@type': 'Offer', availability: 'https://schema.org/SoldOut' },
      {
        '@type': 'Offer',
        url: 'https://tickets.example/5002',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-11-20T10:00+01:00',
      },
    ]);
    expect(events.map((event) => [event['startDate'], event['endDate']])).to.deep.equal([
      ['2026-11-22T20:00+01:00', '2026-11-22T21:35+01:00'],
      ['2026-11-22T21:00+01:00', '2026-11-22T22:35+01:00'],
      ['2026-11-22T22:00+01:00', '2026-11-22T23:35+01:00'],
    ]);
    expect((events[0]!['workPresented'] as JsonObject)['duration']).to.equal('PT1H35M');
  });
});
