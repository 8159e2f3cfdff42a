// The one polite live region (issue 26, "Announcements"): there from the first render, empty, and the
// only region; what it says once showtimes are ready, after a search (once, not per keystroke), after
// a chip, and after an error (in the viewer's words, without the request's URL).
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configureEmulator, emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, drawAllCinemas, nextOutcome, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

let info: EmulatorInfo;
let token: string;

/** Every live region in the widget: `role="status"`, `role="alert"` or `aria-live`. */
const LIVE = '[role="status"], [role="alert"], [aria-live]';

/**
 * What the region says, once it says something other than `before` (nothing, unless given): the region writes a
 * text only once it stayed the same for a moment (src/view/live-region.ts).
 */
async function said(element: ShowtimeFinderElement, ...before: string[]): Promise<string> {
  const region = one(element, LIVE);
  if (before.length === 0) before.push('');
  const saying = () => region.textContent ?? '';
  await until(() => !before.includes(saying()), `the region says something other than ${JSON.stringify(before)}`);
  return saying();
}

/** The showtimes the chosen day shows. */
const showtimeCount = (element: ShowtimeFinderElement) => all(element, '[part~="showtime"]').length;

/** How many showtimes, said in English. */
const showtimes = (count: number) => (count === 1 ? '1 showtime' : `${count} showtimes`);

describe('the live region', () => {
  before(async () => {
    ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
  });

  it('is there, empty and polite, from the first render, and alone; then says how many showtimes which day has', async () => {
    const element = document.createElement('showtime-finder');
    element.setAttribute('api-base', info.url);
    element.setAttribute('token', token);
    element.setAttribute('movie', '550');
    const outcome = nextOutcome(element);
    await fixture(html`${element}`);
    expect(all(element, LIVE).map((region) => [region.getAttribute('role'), region.textContent])).to.deep.equal([
      ['status', ''],
    ]);
    expect(one(element, LIVE).closest('[aria-busy]'), 'outside the busy part').to.equal(null);
    await outcome;
    await element.updateComplete;
    const announced = await said(element);
    // It speaks of every cinema of the day, drawn or not.
    await drawAllCinemas(element);
    expect(announced).to.equal(`Sunday, November 22, 2026: ${showtimes(showtimeCount(element))}.`);
    expect(all(element, LIVE)).to.have.length(1);
  });

  it('says the count once after the viewer typed a search, not at each keystroke, and the count of a chip', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    const sunday = await said(element);
    all(element, '[part~="day"]')[1]!.click();
    const first = await said(element, sunday);
    const monday = (count: number) => `Monday, November 23, 2026: ${showtimes(count)}.`;
    expect(first).to.equal(monday(showtimeCount(element)));
    const changes: string[] = [];
    new MutationObserver(() => changes.push(one(element, LIVE).textContent ?? '')).observe(one(element, LIVE), {
      childList: true,
      characterData: true,
      subtree: true,
    });
    one(element, '[part~="search"]').focus();
    await sendKeys({ type: 'wien' });
    const afterSearch = await said(element, first);
    // Nothing more is to come: the region writes only a text that differs from the one it said, after it stayed the
    // same for a moment, and the widget, drawn, would say now what it said.
    await element.updateComplete;
    expect(all(element, '[part~="cinema"]').length).to.be.within(1, 4);
    expect(afterSearch).to.equal(monday(showtimeCount(element)));
    expect(changes, 'one announcement for four keystrokes').to.deep.equal([afterSearch]);
    all(element, '[part~="filter"]')[0]!.click();
    await element.updateComplete;
    expect(await said(element, afterSearch)).to.equal(monday(showtimeCount(element)));
    expect(showtimeCount(element)).to.be.lessThan(Number(/(\d+) showtimes?\.$/.exec(afterSearch)![1]));
  });

  it('says a search that matches no cinema as a count of none', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    const first = await said(element);
    one(element, '[part~="search"]').focus();
    await sendKeys({ type: 'xyzzy' });
    expect(await said(element, first)).to.equal('Sunday, November 22, 2026: 0 showtimes.');
    expect(text(one(element, '[part~="empty"]'))).to.equal('No cinema matches.');
  });

  it('says one showtime, and none, in the plural form of each language', async () => {
    // One showing a night at Kino Berlin on the 23rd and the 24th, and none on the 22nd.
    const fixed = `${location.origin}/fixed-platform/zones`;
    for (const [lang, oneSaid, noneSaid] of [
      ['en', 'Monday, November 23, 2026: 1 showtime.', 'Sunday, November 22, 2026: 0 showtimes.'],
      ['de', 'Montag, 23. November 2026: 1 Vorstellung.', 'Sonntag, 22. November 2026: 0 Vorstellungen.'],
      ['fr', 'lundi 23 novembre 2026 : 1 séance.', 'dimanche 22 novembre 2026 : 0 séance.'],
      ['it', 'lunedì 23 novembre 2026: 1 spettacolo.', 'domenica 22 novembre 2026: 0 spettacoli.'],
    ]) {
      const { element } = await renderWidget({ 'api-base': fixed, token, movie: '99', 'cinema-ids': '41', lang });
      const first = await said(element);
      expect(first, lang).to.equal(oneSaid);
      all(element, '[part~="day"]')[0]!.click();
      expect(await said(element, first), lang).to.equal(noneSaid);
    }
  });

  it('says in the viewer’s language that showtimes cannot be shown, without the URL, which goes to the console', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 500, times: 3 }] });
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...parts: unknown[]) => logged.push(parts.join(' '));
    try {
      const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '13', lang: 'de' });
      expect(outcome.type).to.equal('showtimes-error');
      // A load that retries takes a while: the region may say it is loading first.
      expect(await said(element, '', 'Spielzeiten werden geladen…')).to.equal(
        'Spielzeiten können nicht angezeigt werden.',
      );
      expect(logged.some((line) => line.includes(`${info.url}/showings?movieId=13`))).to.equal(true);
    } finally {
      console.error = consoleError;
      await configureEmulator({ faults: [] });
    }
  });
});
