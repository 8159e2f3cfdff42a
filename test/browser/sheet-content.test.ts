// What the showtime sheet says (issue 22, point 2), drawn by its real template from a schedule: the day and time in
// the cinema's zone, named where the viewer's offset differs; the end, "about" where it is only estimated; the sales
// window; the directions link; and every text of its own in every language.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { directionsUrl } from '../../src/sheet/directions-url.js';
import { scheduleOf } from '../support/programs.js';
import type { CinemaSummary } from '../../src/schedule/types.js';
import { sheetContent } from '../../src/sheet/sheet-content.js';
import { sheetTexts } from '../../src/sheet/sheet-texts.js';
import { formatDate, formatTime } from '../../src/i18n/locale.js';
import { loadEveryLanguage, spoken } from '../support/languages.js';
import { showing } from '../support/showing-factory.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const berlin = { id: 7, name: 'Kino Sonnenallee', street: 'Sonnenallee 112', postalCode: '12045', city: 'Berlin' };
const movie = { id: 550, title: 'Fight Club', runtime: 139 };

const drawn: HTMLElement[] = [];
afterEach(() => drawn.splice(0).forEach((container) => container.remove()));

/** The sheet of one showing with these fields, drawn into a fresh element, in a language, seen from a zone. */
function drawnSheet(fields: Record<string, unknown>, tag = 'en', viewerTimeZone = 'America/Los_Angeles'): HTMLElement {
  const schedule = scheduleOf(
    [
      showing({
        startDatetime: '2026-11-22T20:30:00',
        cinema: { ...berlin, timezone: 'Europe/Berlin' },
        content: { movieId: 550, movie },
        onlineTicketUrl: 'https://tickets.example/1',
        ...fields,
      }),
    ],
    { now: NOW, days: 7, dayStartMinutes: 180, viewerTimeZone },
  );
  const language = spoken(tag);
  const request = { showtime: schedule.showtimes[0]!, schedule, language, opener: document.body };
  // In the page, so that innerText reads the lines as laid out.
  const container = document.body.appendChild(document.createElement('div'));
  drawn.push(container);
  const view = { request, texts: sheetTexts(language), status: '', onSelect() {}, onShare() {}, onClose() {} };
  render(sheetContent(view), container);
  return container;
}

/** Each fact's heading and value, as read. */
function facts(sheet: HTMLElement): Record<string, string> {
  const values = [...sheet.querySelectorAll('dd')];
  return Object.fromEntries(
    [...sheet.querySelectorAll('dt')].map((term, index) => [term.textContent, values[index]!.innerText]),
  );
}

before(loadEveryLanguage);

describe('the sheet: time, end and sales', () => {
  it("names the cinema's zone beside its time where the viewer's offset differs, and not where it is the same", () => {
    expect(facts(drawnSheet({}))['When']).to.equal('Sunday, November 22, 2026, 8:30 PM GMT+1\nEnds about 10:49 PM');
    expect(facts(drawnSheet({}, 'en', 'Europe/Paris'))['When']).to.equal(
      'Sunday, November 22, 2026, 8:30 PM\nEnds about 10:49 PM',
    );
  });

  it("ends at the platform's endDatetime without 'about', and says no end where none is known", () => {
    expect(facts(drawnSheet({ endDatetime: '2026-11-22T22:41:00' }, 'en', 'Europe/Berlin'))['When']).to.equal(
      'Sunday, November 22, 2026, 8:30 PM\nEnds 10:41 PM',
    );
    const untimed = { content: { movieId: 551, movie: { id: 551, title: 'Untimed' } } };
    expect(facts(drawnSheet(untimed, 'en', 'Europe/Berlin'))['When']).to.equal('Sunday, November 22, 2026, 8:30 PM');
  });

  it('gives the end its weekday where it falls on another date than the start, in every language', () => {
    // 21:45 in Berlin, 139 minutes: about 00:04 on Monday. The platform's end: 00:24. The weekday and time as Intl
    // says them in each engine (Firefox: "00:04" in German, Chromium: "0:04"); the words around them are the sheet's.
    const late = { startDatetime: '2026-11-22T21:45:00' };
    const expected = {
      en: ['Ends about {w} {t}', 'Ends {w} {t}'],
      de: ['Ende gegen {w} {t}', 'Ende {w} {t}'],
      fr: ['Fin le {w} vers {t}', 'Fin le {w} à {t}'],
      it: ['Fine {w} verso le {t}', 'Fine {w} alle {t}'],
      es: ['Termina el {w} hacia las {t}', 'Termina el {w} a las {t}'],
      nl: ['Einde {w} rond {t}', 'Einde {w} {t}'],
      pl: ['Koniec {w} około {t}', 'Koniec {w} o {t}'],
    };
    for (const [tag, [estimated, stated]] of Object.entries(expected)) {
      const language = spoken(tag);
      const said = (text: string, time: string) =>
        text.replace('{w}', formatDate('2026-11-23', 'weekday', language)).replace('{t}', formatTime(time, language));
      const end = (fields: Record<string, unknown>) =>
        facts(drawnSheet({ ...late, ...fields }, tag, 'Europe/Berlin'))[sheetTexts(language).when]!.split('\n')[1];
      expect(end({}), tag).to.equal(said(estimated!, '00:04'));
      expect(end({ endDatetime: '2026-11-23T00:24:00' }), tag).to.equal(said(stated!, '00:24'));
    }
    expect(facts(drawnSheet(late, 'en', 'Europe/Berlin'))['When']).to.match(/\nEnds about Mon 12:04\sAM$/);
    // On the start's date, no weekday.
    const sameDay = { startDatetime: '2026-11-22T21:00:00', endDatetime: '2026-11-22T23:59:00' };
    expect(facts(drawnSheet(sameDay, 'en', 'Europe/Berlin'))['When']).to.match(/\nEnds 11:59\sPM$/);
  });

  it('tells the sales window: until when sales are open, from when they open, that they closed', () => {
    const open = drawnSheet({ endSaleDatetime: '2026-11-22T20:00:00' }, 'en', 'Europe/Berlin');
    expect(facts(open)['Tickets']).to.equal('On sale until Sun, Nov 22, 8:00 PM');
    expect(open.querySelector('[part~="book"]')).to.not.equal(null);
    const soon = drawnSheet({ startSaleDatetime: '2026-11-21T10:00:00' }, 'en', 'Europe/Berlin');
    expect(facts(soon)['Tickets']).to.equal('Sales open Sat, Nov 21, 10:00 AM');
    expect(soon.querySelector('[part~="book"]')).to.equal(null);
    const closed = drawnSheet({ endSaleDatetime: '2026-11-20T11:00:00Z' }, 'en', 'Europe/Berlin');
    expect(facts(closed)['Tickets']).to.equal('Sales closed');
    expect(closed.querySelector('[part~="book"]')).to.equal(null);
    expect(facts(drawnSheet({ onlineTicketUrl: null }, 'en'))['Tickets']).to.equal('No online booking');
  });
});

describe('the sheet: directions', () => {
  const cinema: CinemaSummary = { ...berlin, timeZone: 'Europe/Berlin' };

  it("leads to the cinema's coordinates where the platform gives them, else to its name and address", () => {
    const toPoint = new URL(directionsUrl({ ...cinema, latitude: 52.4791, longitude: 13.4367 })!);
    expect(toPoint.origin + toPoint.pathname).to.equal('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(toPoint.searchParams)).to.deep.equal({ api: '1', destination: '52.4791,13.4367' });
    const toAddress = new URL(directionsUrl(cinema)!);
    expect(toAddress.searchParams.get('destination')).to.equal('Kino Sonnenallee, Sonnenallee 112, 12045 Berlin');
    expect(directionsUrl({ id: 1, name: 'Nowhere', timeZone: 'UTC' })).to.equal(undefined);
  });

  it('opens in a new tab that gets neither the page nor its address, and says so', () => {
    const sheet = drawnSheet({ cinema: { ...berlin, timezone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 } });
    const link = sheet.querySelector<HTMLAnchorElement>('[part~="directions"]')!;
    expect(link.protocol).to.equal('https:');
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(link.textContent).to.equal('Directions, opens in a new tab');
  });
});

describe('the sheet: its own texts in every language', () => {
  const expected = {
    en: ['Close', 'Book tickets', 'Add to calendar', 'Share', 'Directions', 'Ends about'],
    de: ['Schließen', 'Tickets buchen', 'Zum Kalender hinzufügen', 'Teilen', 'Route', 'Ende gegen'],
    fr: ['Fermer', 'Réserver', 'Ajouter au calendrier', 'Partager', 'Itinéraire', 'Fin vers'],
    it: ['Chiudi', 'Prenota', 'Aggiungi al calendario', 'Condividi', 'Indicazioni', 'Fine verso le'],
    es: ['Cerrar', 'Comprar entradas', 'Añadir al calendario', 'Compartir', 'Cómo llegar', 'Termina hacia las'],
    nl: ['Sluiten', 'Tickets bestellen', 'Aan agenda toevoegen', 'Delen', 'Routebeschrijving', 'Einde rond'],
    pl: ['Zamknij', 'Kup bilety', 'Dodaj do kalendarza', 'Udostępnij', 'Dojazd', 'Koniec około'],
  };
  for (const [tag, [close, book, calendar, share, directions, endsAbout]] of Object.entries(expected)) {
    it(`speaks ${tag}`, () => {
      const sheet = drawnSheet(
        { cinema: { ...berlin, timezone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 } },
        tag,
      );
      // A link's own text, without the words for the ear after it.
      const own = (node: Element | null) =>
        [...node!.childNodes]
          .filter((child) => child.nodeType === Node.TEXT_NODE)
          .map((child) => child.textContent)
          .join('');
      expect(sheet.querySelector('.sheet-head button')!.textContent).to.equal(close);
      expect(own(sheet.querySelector('[part~="book"]'))).to.equal(book);
      expect(sheet.querySelector('[part~="calendar"] a')!.textContent).to.equal(calendar);
      expect(sheet.querySelector('[part~="share"]')!.textContent).to.equal(share);
      expect(own(sheet.querySelector('[part~="directions"]'))).to.equal(directions);
      expect(sheet.querySelector('dd')!.innerText.split('\n')[1]!.startsWith(`${endsAbout} `)).to.equal(true);
    });
  }
});
