// A partner's widget naming more cinemas than one proxy program may (src/common/program-cinemas.ts):
// it reads them as several programs side by side, each within the cap, and shows every cinema's
// showtimes as the platform has them. Against the emulator's national seed through the real proxy.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { MAX_PROGRAM_CINEMAS } from '../../src/common/program-cinemas.js';
import { emulatorShowings, setClock, startEmulator } from '../support/emulator.js';
import type { ProxyRouteRequest } from '../support/proxy-route-plugin.js';
import { byDate, shownOn } from '../support/shown-showtimes.js';
import { all, renderWidget } from '../support/widget.js';

const NOW = '2026-11-22T12:00:00Z';
let proxyUrl: string;

before(async () => {
  const info = await startEmulator({ seed: { national: { cinemas: 60 } } });
  await setClock(NOW);
  proxyUrl = `/showtime-api/${new URL(info.url).port}`;
});

describe('a widget naming more cinemas than a program holds', () => {
  it('reads them as several programs within the cap and shows every cinema', async () => {
    const showings = await emulatorShowings({ movieId: 550 });
    const cinemaIds = [...new Set(showings.map((showing) => showing.cinemaId))].sort((a, b) => a - b);
    expect(cinemaIds.length).to.be.greaterThan(MAX_PROGRAM_CINEMAS);
    await executeServerCommand('proxy-route-clear');
    const { element, outcome } = await renderWidget({
      'proxy-url': proxyUrl,
      movie: '550',
      'cinema-ids': cinemaIds.join(','),
    });
    expect(outcome.type).to.equal('showtimes-load');
    expect(outcome.detail).to.deep.include({ incomplete: false });
    const expected = byDate(showings, NOW);
    const dates = all(element, '[part~="day"]').map((day) => day.dataset['date']!);
    const shownCinemas = new Set<string>();
    for (const date of dates.slice(0, 2)) {
      const shown = await shownOn(element, date);
      expect(shown, date).to.deep.equal(expected.get(date));
      for (const showtime of shown) shownCinemas.add(showtime.split(' ')[0]!);
    }
    expect(shownCinemas.size).to.be.greaterThan(MAX_PROGRAM_CINEMAS);
    const requests = await executeServerCommand<ProxyRouteRequest[], undefined>('proxy-route-requests');
    const named = requests.map((request) => new URL(request.pathAndQuery, location.href).searchParams.get('cinemas'));
    expect(named.length).to.be.greaterThan(1);
    for (const cinemas of named) expect(cinemas!.split(',').length).to.be.at.most(MAX_PROGRAM_CINEMAS);
  });
});
