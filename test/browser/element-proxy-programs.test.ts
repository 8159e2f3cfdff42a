// Programs as a proxy may answer them (src/program/read-program.ts): the widget checks each, as it checks the
// platform's items in token mode. A showing it cannot read is skipped and counted, a field of the wrong type reads as
// absent, and an answer of another format is a bad-response that names proxy-url. The proxies here are routes of the
// test server (test/support/token-route-plugin.ts): the real proxy only writes good programs.
import { expect } from '@open-wc/testing';
import { setClock, startEmulator } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';

before(async () => {
  await startEmulator();
  await setClock('2026-11-22T12:00:00Z');
});

describe("a proxy's programs, checked", () => {
  it('shows the showings it can read, skips and counts the others, and reads a mistyped field as absent', async () => {
    const { element, outcome } = await renderWidget({ 'proxy-url': '/odd-proxy', movie: '550', days: '1' });
    expect(outcome.type).to.equal('showtimes-load');
    // Showings 2 (id "two"), 4 (no start) and 5 (no cinema), once for each window that answered them.
    expect(outcome.detail).to.deep.include({ showtimes: 2, cinemas: 1, movies: 1 });
    expect((outcome.detail as { skipped: number }).skipped).to.be.greaterThan(0);
    expect(all(element, '[part~="showtime"] time').map((time) => time.getAttribute('datetime'))).to.deep.equal([
      '2026-11-22T20:30+01:00',
      '2026-11-22T22:00+01:00',
    ]);
    // isImax: "yes" claims nothing, the cinema's coordinates "north" place it nowhere, the runtime "139" is no runtime.
    expect(all(element, '[part~="showtime"]').map((showtime) => showtime.dataset['features'])).to.deep.equal(['', '']);
    expect(text(one(element, '[part~="cinema"]'))).to.contain('Kino Limmat');
  });

  it('says a proxy of another release answered another format, naming proxy-url: a bad-response', async () => {
    const { element, outcome } = await renderWidget({ 'proxy-url': '/later-proxy', movie: '550' });
    expect(outcome.type).to.equal('showtimes-error');
    expect(one(element, '[part~="error"]').dataset['errorCode']).to.equal('bad-response');
    const message = (outcome.detail as { message?: string }).message ?? '';
    expect(message).to.contain('the format showtime-program/2, not showtime-program/1');
    expect(message).to.contain('Check proxy-url');
  });
});
