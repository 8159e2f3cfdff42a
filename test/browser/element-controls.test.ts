// The controls a viewer narrows the day with: format chips, the cinema search, the near
// attribute and "near me" (the browser's position, asked for only on click).
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';

let info: EmulatorInfo;
let token: string;

/** The features of a showtime's version, as its label names them. */
function versionOf(showtime: HTMLElement): string[] {
  return text(showtime.closest('[part~="version"]')!.querySelector('.label')!).split(' · ');
}

describe('formats, search and distance', () => {
  before(async () => {
    // 21:00 on Sunday in Berlin, already Monday morning in Sydney.
    ({ info, token } = await emulatorAt('2026-11-22T20:00:00Z'));
  });

  it('offers chips for the formats present; chips combine, and a reset shows everything again', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', days: '3' });
    const chips = all(element, '[part~="filter"]');
    const labels = chips.map(text);
    expect(labels).to.include.members(['Dolby Atmos', 'D-BOX']);
    const everything = all(element, '[part~="showtime"]').length;
    chips.find((chip) => text(chip) === 'Dolby Atmos')!.click();
    await element.updateComplete;
    const atmos = all(element, '[part~="showtime"]');
    expect(atmos.length).to.be.within(1, everything - 1);
    expect(atmos.every((showtime) => versionOf(showtime).includes('Dolby Atmos'))).to.equal(true);
    const originalVersion = all(element, '[part~="filter"]').find((chip) => text(chip).startsWith('Original version'))!;
    originalVersion.click();
    await element.updateComplete;
    const both = all(element, '[part~="showtime"]');
    expect(both.every((showtime) => versionOf(showtime).includes(text(originalVersion)))).to.equal(true);
    expect(both.length).to.be.at.most(atmos.length);
    expect(all(element, '[part~="filter"][aria-pressed="true"]').length).to.equal(2);
    all(element, '[part~="filter-reset"]')[0]!.click();
    await element.updateComplete;
    expect(all(element, '[part~="showtime"]').length).to.equal(everything);
    expect(all(element, '[part~="filter-reset"]').length).to.equal(0);
  });

  it('narrows the cinemas by name, city or postal code as the viewer types', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    // Monday: a full day everywhere (Sunday evening is nearly over in Europe).
    all(element, '[part~="day"]')[1]!.click();
    const search = all<HTMLInputElement>(element, '[part~="search"]')[0]!;
    const shown = () => all(element, '[part~="cinema"] h2').map(text).sort();
    search.value = 'wien';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown().length).to.be.greaterThan(0);
    expect(all(element, '[part~="cinema"] > .meta').every((meta) => text(meta).includes('Wien'))).to.equal(true);
    search.value = '8001';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown()).to.deep.equal(['Kino Limmat']);
    search.value = 'zurich';
    search.dispatchEvent(new InputEvent('input'));
    await element.updateComplete;
    expect(shown()).to.deep.equal(['Arthouse Seefeld', 'Kino Limmat']);
  });

  it('sorts by distance from the near attribute and shows each distance', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603', near: '47.3769,8.5417' });
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    const cinemas = all(element, '[part~="cinema"]');
    expect(
      cinemas
        .slice(0, 2)
        .map((cinema) => cinema.dataset['cinemaId'])
        .sort(),
    ).to.deep.equal(['201', '202']);
    expect(text(cinemas[0]!.querySelector('.meta')!)).to.match(/ · \d+(\.\d)? km$/);
  });
});

describe('near me', () => {
  before(async () => {
    // Noon UTC: Sunday afternoon in Europe, Sunday night in Sydney.
    ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
  });

  it('asks for the position only on click, then sorts the cinemas nearest first (Sydney)', async function () {
    // WebDriver classic, WebKit's only route here, cannot grant geolocation or place the browser: skipped there.
    if (!(await executeServerCommand('set-geolocation', { latitude: -33.8688, longitude: 151.2093 }))) this.skip();
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    const nearMe = one(element, '[part~="near-me"]');
    expect(nearMe.getAttribute('aria-pressed')).to.equal('false');
    nearMe.click();
    await new Promise<void>((resolve) => {
      const check = () =>
        one(element, '[part~="near-me"]').getAttribute('aria-pressed') === 'true'
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    await element.updateComplete;
    const cinemas = all(element, '[part~="cinema"]');
    expect(cinemas[0]!.dataset['cinemaId']).to.equal('601');
    const kilometres = cinemas.map((cinema) =>
      Number(/([\d,.]+) km$/.exec(text(cinema.querySelector(':scope > .meta')!))![1]!.replace(',', '')),
    );
    expect(kilometres).to.deep.equal([...kilometres].sort((a, b) => a - b));
  });

  it('says the location is not available when the browser refuses it, and keeps the order', async function () {
    // WebDriver classic cannot deny it either, and MiniBrowser's permission prompt never answers: skipped there.
    if (!(await executeServerCommand('set-geolocation', null))) this.skip();
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '603' });
    all(element, '[part~="day"]')[1]!.click();
    await element.updateComplete;
    const before = all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId']);
    one(element, '[part~="near-me"]').click();
    // Said on screen beside the button, and by the widget's one live region after the day's count.
    const region = one(element, '[role="status"]');
    await new Promise<void>((resolve) => {
      const check = () => (region.textContent?.includes('location') ? resolve() : requestAnimationFrame(check));
      check();
    });
    expect(text(one(element, '[part~="near-me"] + .meta'))).to.equal('Your location is not available.');
    expect(region.textContent).to.match(
      /^Monday, November 23, 2026: \d+ showtimes?\. Your location is not available\.$/,
    );
    expect(one(element, '[part~="near-me"]').getAttribute('aria-pressed')).to.equal('false');
    expect(all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId'])).to.deep.equal(before);
  });
});
