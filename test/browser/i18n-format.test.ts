import { expect } from '@open-wc/testing';
import {
  dayFieldName,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayName,
  formatFeature,
  formatLanguage,
  formatTime,
  formatUnit,
  formatZoneName,
  languageFor,
  loadLanguage,
  resolveLocale,
} from '../../src/i18n/locale.js';
import { localDateTime } from '../../src/schedule/zoned-time.js';
import { ENGINE } from '../support/engine.js';
import { loadEveryLanguage, spoken } from '../support/languages.js';

// 19:30 UTC on November 22, 2026: 20:30 in Berlin, 14:30 in New York, 06:30 next day in Sydney.
const instant = new Date('2026-11-22T19:30:00Z');

describe('texts', () => {
  it('has each language once its texts have loaded, English for a language without texts', async () => {
    expect(languageFor('it-CH'), 'Italian before its chunk').to.equal(undefined);
    await loadLanguage('it-CH');
    expect(languageFor('it-CH')?.messages.retry).to.equal('Riprova');
    expect(languageFor('it-CH')?.locales).to.deep.equal(['it-CH', 'it']);
    expect(languageFor('pt-BR'), 'English before its chunk').to.equal(undefined);
    await loadLanguage('pt-BR');
    expect(languageFor('pt-BR')?.messages.retry).to.equal('Try again');
    expect(languageFor('en-GB')?.messages.retry).to.equal('Try again');
  });
});

describe('languages', () => {
  before(loadEveryLanguage);

  it('speaks German for de, de-CH and gsw, keeping each locale for formats', () => {
    for (const tag of ['de', 'de-CH', 'gsw'])
      expect(formatDayName('2026-11-22', 'today', spoken(tag)), tag).to.equal('Heute');
    expect(spoken('gsw').messages.retry).to.equal('Erneut versuchen');
    expect(spoken('gsw').locales).to.deep.equal(['gsw', 'de']);
    expect(spoken('de-CH').locales).to.deep.equal(['de-CH', 'de']);
  });

  it('speaks French and Italian, and English for every other language with its own formats', () => {
    expect(formatDayName('2026-11-22', 'today', spoken('fr-CH'))).to.equal('Aujourd’hui');
    expect(formatDayName('2026-11-23', 'tomorrow', spoken('it'))).to.equal('Domani');
    expect(formatDayName('2026-11-22', 'today', spoken('pt-BR'))).to.equal('Today');
    expect(spoken('pt-BR').messages.retry).to.equal('Try again');
    expect(spoken('pt-BR').locales).to.deep.equal(['pt-BR', 'en']);
    expect(spoken('pt-BR').textLanguage).to.equal('en');
    expect(formatDate('2026-11-22', 'short', spoken('pt-BR'))).to.equal('dom., 22 de nov.');
  });

  it('speaks Spanish, Dutch and Polish, each locale keeping its own formats', () => {
    expect(formatDayName('2026-11-22', 'today', spoken('es-MX'))).to.equal('Hoy');
    expect(spoken('es-MX').messages.retry).to.equal('Reintentar');
    expect(spoken('es-MX').locales).to.deep.equal(['es-MX', 'es']);
    expect(formatDate('2026-11-22', 'short', spoken('es-MX'))).to.equal('dom 22 de nov');
    expect(formatDayName('2026-11-23', 'tomorrow', spoken('nl-BE'))).to.equal('Morgen');
    expect(spoken('nl-BE').messages.nearMe).to.equal('Bij mij in de buurt');
    expect(formatDayName('2026-11-22', 'today', spoken('pl'))).to.equal('Dzisiaj');
    expect(formatDate('2026-11-22', 'short', spoken('pl'))).to.equal('niedz., 22 lis');
    expect(spoken('pl').textLanguage).to.equal('pl');
  });

  it('says a count in the plural form of the text language: Polish has four', () => {
    const polish = spoken('pl');
    expect([1, 2, 5, 22, 112].map((count) => formatCount(count, polish.messages.showtimes, polish))).to.deep.equal([
      '1 seans',
      '2 seanse',
      '5 seansów',
      '22 seanse',
      '112 seansów',
    ]);
    expect(formatCount(0, spoken('fr').messages.showtimes, spoken('fr'))).to.equal('0 séance');
    expect(formatCount(3, spoken('pl').messages.more, polish)).to.equal('Pokaż jeszcze 3 kina');
    expect(formatCount(1, spoken('es').messages.more, spoken('es'))).to.equal('Mostrar 1 cine más');
  });

  it('reads an invalid tag as English', () => {
    expect(spoken('not a tag!').locales).to.deep.equal(['en']);
    expect(spoken('not a tag!').messages.retry).to.equal('Try again');
  });

  it("resolves the element's own lang, then the nearest lang up the tree, passing over invalid ones", () => {
    const outer = document.createElement('div');
    outer.lang = 'fr-CH';
    const middle = document.createElement('div');
    middle.setAttribute('lang', '!!');
    const inner = document.createElement('span');
    middle.append(inner);
    outer.append(middle);
    expect(resolveLocale(inner)).to.equal('fr-CH');
    inner.lang = 'it';
    expect(resolveLocale(inner)).to.equal('it');
    expect(resolveLocale(document.createElement('span'))).to.equal(navigator.language);
  });
});

describe('formats', () => {
  before(loadEveryLanguage);

  it("gives the cinema's wall time in the locale's convention, whatever the viewer's zone", () => {
    const at = (timeZone: string) => localDateTime(instant, timeZone).time;
    expect(formatTime(at('Europe/Berlin'), spoken('en-US'))).to.equal('8:30 PM');
    expect(formatTime(at('Europe/Berlin'), spoken('de'))).to.equal('20:30');
    expect(formatTime(at('America/New_York'), spoken('fr'))).to.equal('14:30');
    // Firefox pads a 24-hour clock's hour to two digits where Chromium and WebKit do not: each engine's own convention.
    const hour = (time: string) => (ENGINE === 'firefox' ? time.padStart(5, '0') : time);
    expect(formatTime(at('Australia/Sydney'), spoken('en-GB'))).to.equal(hour('6:30'));
    expect(formatTime(at('Asia/Kathmandu'), spoken('it'))).to.equal(hour('1:15'));
    expect(formatTime('00:05', spoken('en-US'))).to.equal('12:05 AM');
  });

  it('names the zone as the locale does', () => {
    expect(formatZoneName(instant, 'Europe/Berlin', spoken('en-US'))).to.equal('GMT+1');
    expect(formatZoneName(instant, 'Europe/Berlin', spoken('de'))).to.equal('MEZ');
    expect(formatZoneName(instant, 'America/New_York', spoken('en-US'))).to.equal('EST');
    expect(formatZoneName(new Date('2027-07-01T12:00:00Z'), 'Europe/Berlin', spoken('de'))).to.equal('MESZ');
  });

  it("formats a cinema date the same whatever the viewer's zone (Los Angeles here)", () => {
    expect(formatDate('2027-03-28', 'long', spoken('en-US'))).to.equal('Sunday, March 28, 2027');
    expect(formatDate('2027-03-28', 'short', spoken('de'))).to.equal('So., 28. März');
    expect(formatDate('2027-03-28', 'day', spoken('fr'))).to.equal('28 mars');
    expect(formatDate('2027-03-28', 'weekday', spoken('it'))).to.equal('dom');
  });

  it('labels the days the schedule marks today and tomorrow so, others by weekday', () => {
    const german = spoken('de');
    const days = [
      ['2026-11-22', 'today'],
      ['2026-11-23', 'tomorrow'],
      ['2026-11-24', undefined],
    ] as const;
    expect(days.map(([date, relative]) => formatDayName(date, relative, german))).to.deep.equal([
      'Heute',
      'Morgen',
      'Di',
    ]);
  });

  it('names the day choice in the language of the texts, as Intl says "day"', () => {
    const tags = ['en', 'de', 'gsw', 'fr-CH', 'it', 'es', 'nl', 'pl', 'pt'];
    expect(tags.map((tag) => dayFieldName(spoken(tag)))).to.deep.equal([
      'Day',
      'Tag',
      'Tag',
      'Jour',
      'Giorno',
      'Día',
      'Dag',
      'Dzień',
      'Day',
    ]);
  });

  it("gives sales openings in the cinema's zone", () => {
    expect(formatDateTime(instant, 'Europe/Berlin', spoken('en-US'))).to.equal('Sun, Nov 22, 8:30 PM');
  });

  it('names languages through Intl.DisplayNames and returns unknown text as it came', () => {
    expect(formatLanguage('de', spoken('en'))).to.equal('German');
    expect(formatLanguage('en', spoken('fr'))).to.equal('anglais');
    expect(formatLanguage('<b>x</b>', spoken('en'))).to.equal('<b>x</b>');
  });

  it("says a format's language in brackets after its name, and a brand as it is", () => {
    expect(formatFeature({ key: 'subtitled', language: 'de' }, spoken('en'))).to.equal('Subtitled (German)');
    expect(formatFeature({ key: 'dubbed', language: 'de' }, spoken('fr'))).to.equal('Doublé (allemand)');
    expect(formatFeature({ key: 'ov' }, spoken('it'))).to.equal('Versione originale');
    expect(formatFeature({ key: 'imax' }, spoken('de'))).to.equal('IMAX');
  });

  it('formats distances and runtimes with their units', () => {
    expect(formatUnit(3.24, 'kilometer', spoken('en'))).to.equal('3.2 km');
    expect(formatUnit(3.24, 'kilometer', spoken('de'))).to.equal('3,2 km');
    expect(formatUnit(139, 'minute', spoken('en'))).to.equal('139 min');
  });
});
