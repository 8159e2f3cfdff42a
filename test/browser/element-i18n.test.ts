import { expect, fixture, html } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, nextOutcome, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

/** The first showtime at Kino Sonnenallee (Berlin) today: its time text. */
function firstBerlinTime(element: ShowtimeFinderElement): string {
  return text(one(element, '[part~="cinema"][data-cinema-id="101"] [part~="showtime"] time').parentElement!);
}

describe('languages in the element', () => {
  it('speaks German with 24-hour times and German zone names for lang="de"', async () => {
    const { element } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'cinema-ids': '101',
      lang: 'de',
    });
    expect(all(element, '[part~="day"] > span:first-child').slice(0, 3).map(text)).to.deep.equal([
      'Heute',
      'Morgen',
      'Di',
    ]);
    expect(firstBerlinTime(element)).to.match(/^\d{1,2}:\d{2}, Sonntag, 22. November 2026, Kino Sonnenallee\b/);
    expect(text(one(element, '[part~="cinema"][data-cinema-id="101"] .zone'))).to.equal('MEZ');
    expect(one(element, '[role="radiogroup"]').getAttribute('aria-label')).to.equal('Tag');
    // The format chips, one toolbar, named in German too.
    const chips = await renderWidget({ 'api-base': info.url, token, movie: '550', lang: 'de' });
    expect(one(chips.element, '[role="toolbar"]').getAttribute('aria-label')).to.equal('Formate');
  });

  it('speaks German with Swiss formats for gsw, French for fr and Italian for it', async () => {
    const swiss = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '101', lang: 'gsw' });
    expect(text(all(swiss.element, '[part~="day"] > span:first-child')[0]!)).to.equal('Heute');
    const french = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '101', lang: 'fr' });
    expect(text(all(french.element, '[part~="day"] > span:first-child')[1]!)).to.equal('Demain');
    const italian = await renderWidget({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '101', lang: 'it' });
    expect(text(all(italian.element, '[part~="day"] > span:first-child')[0]!)).to.equal('Oggi');
  });

  it('speaks Spanish for es, Dutch for nl and Polish for pl', async () => {
    // Every cinema, so that the cinema search, with its label, shows.
    const attributes = { 'api-base': info.url, token, movie: '550' };
    const spanish = await renderWidget({ ...attributes, lang: 'es' });
    expect(text(all(spanish.element, '[part~="day"] > span:first-child')[0]!)).to.equal('Hoy');
    expect(text(all(spanish.element, '[part~="day"] .meta')[0]!)).to.equal('22 nov');
    expect(text(one(spanish.element, 'label.search'))).to.equal('Cine');
    const dutch = await renderWidget({ ...attributes, lang: 'nl' });
    expect(text(all(dutch.element, '[part~="day"] > span:first-child')[1]!)).to.equal('Morgen');
    expect(text(one(dutch.element, 'label.search'))).to.equal('Bioscoop');
    const polish = await renderWidget({ ...attributes, lang: 'pl' });
    expect(text(all(polish.element, '[part~="day"] > span:first-child')[0]!)).to.equal('Dzisiaj');
    expect(text(one(polish.element, 'label.search'))).to.equal('Kino');
    expect(one(polish.element, '[role="radiogroup"]').getAttribute('aria-label')).to.equal('Dzień');
  });

  it('speaks English with Portuguese formats for pt, and follows the nearest lang ancestor', async () => {
    const { element } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'cinema-ids': '101',
      lang: 'pt',
    });
    expect(text(all(element, '[part~="day"] > span:first-child')[0]!)).to.equal('Today');
    expect(text(all(element, '[part~="day"] .meta')[0]!)).to.equal('22 de nov.');
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="it"></div>`);
    const inner = document.createElement('showtime-finder');
    for (const [name, value] of Object.entries({ 'api-base': info.url, token, movie: '550', 'cinema-ids': '101' }))
      inner.setAttribute(name, value);
    const loaded = nextOutcome(inner);
    wrapper.append(inner);
    await loaded;
    await inner.updateComplete;
    expect(text(all(inner, '[part~="day"] > span:first-child')[0]!)).to.equal('Oggi');
  });

  it('re-renders in the new language when lang changes, without fetching again', async () => {
    const { element } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'cinema-ids': '101',
      lang: 'en-US',
    });
    let loads = 0;
    element.addEventListener('showtimes-load', () => (loads += 1));
    // The time buttons too, though the view keeps the cinemas it drew for as long as its list stands.
    const firstTime = () => text(all(element, '[part~="showtime"] time')[0]!);
    expect(firstTime()).to.match(/^\d{1,2}:\d{2}\s[AP]M$/);
    element.lang = 'de';
    await element.updateComplete;
    expect(text(all(element, '[part~="day"] > span:first-child')[0]!)).to.equal('Heute');
    expect(firstTime()).to.match(/^\d{2}:\d{2}$/);
    expect(loads).to.equal(0);
  });

  it('speaks German for lang="de_DE", a POSIX name read as de-DE', async () => {
    const { element, outcome } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'cinema-ids': '101',
      lang: 'de_DE',
    });
    expect(outcome.type).to.equal('showtimes-load');
    expect(text(all(element, '[part~="day"] > span:first-child')[0]!)).to.equal('Heute');
  });

  it('reads English for a language without texts, and says so once in the console, naming the languages shipped', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const attributes = { 'api-base': info.url, token, movie: '550', 'cinema-ids': '101', lang: 'xx' };
      const { element, outcome } = await renderWidget(attributes);
      await renderWidget(attributes);
      expect(outcome.type).to.equal('showtimes-load');
      expect(text(all(element, '[part~="day"] > span:first-child')[0]!)).to.equal('Today');
    } finally {
      console.warn = warn;
    }
    const told = warnings.filter((warning) => warning.includes('lang="xx"'));
    expect(told).to.deep.equal([
      'showtime-finder: lang="xx" has no texts, so the widget reads English; texts ship in en, de, fr, it, es, nl, pl.',
    ]);
  });

  it('shows invalid-config for an invalid lang', async () => {
    const { outcome } = await renderWidget({ 'api-base': info.url, token, movie: '550', lang: 'x_invalid!' });
    expect(outcome.detail).to.have.property('code', 'invalid-config');
  });
});
