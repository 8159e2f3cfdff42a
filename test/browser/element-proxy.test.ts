import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  clearEmulatorRequests,
  emulatorRequests,
  fetchToken,
  proxiedEmulatorAt,
  setClock,
} from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import type { ProxyRouteRequest } from '../support/proxy-route-plugin.js';
import { all, renderWidget } from '../support/widget.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let proxyUrl: string;

before(async () => ({ info, proxyUrl } = await proxiedEmulatorAt(now)));

const proxyRequests = () => executeServerCommand<ProxyRouteRequest[], undefined>('proxy-route-requests');

describe('proxy mode', () => {
  it("loads cold with one request on the page's origin first: no token request, no preflight, no token", async () => {
    await executeServerCommand('proxy-route-clear');
    await clearEmulatorRequests();
    const { element, outcome } = await renderWidget({ 'proxy-url': proxyUrl, movie: '550' });
    expect(outcome.type).to.equal('showtimes-load');
    expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
    const requests = await proxyRequests();
    // First the quarter of today's UTC date that holds now (12:00: the one from noon), as every viewer of the day asks it.
    expect(requests[0]!.pathAndQuery).to.equal(
      `${proxyUrl}/program?movie=550&from=2026-11-22T12%3A00%3A00Z&to=2026-11-22T18%3A00%3A00Z`,
    );
    expect(requests.filter((request) => request.method !== 'GET')).to.deep.equal([]);
    expect(requests.filter((request) => request.authorization)).to.deep.equal([]);
    // The platform saw no request from the page (those carry its Origin): only the proxy's.
    expect((await emulatorRequests()).filter((request) => request.origin !== null)).to.deep.equal([]);
  });

  it("sends its first request before the element's first render, in the same turn", async () => {
    const drawnAtRequest: number[] = [];
    const element = document.createElement('showtime-finder');
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('/program?')) drawnAtRequest.push(element.shadowRoot!.childNodes.length);
      return pageFetch(input, init);
    };
    try {
      element.setAttribute('proxy-url', proxyUrl);
      element.setAttribute('movie', '550');
      // A cinema no other test asks for: a list of its own, not one the page has read already.
      element.setAttribute('cinema-ids', '1');
      const loaded = new Promise((resolve) => {
        element.addEventListener('showtimes-load', resolve, { once: true });
        element.addEventListener('showtimes-error', resolve, { once: true });
      });
      document.body.append(element);
      await loaded;
    } finally {
      window.fetch = pageFetch;
      element.remove();
    }
    // Nothing drawn yet when the first list was asked for: the render came after, while it was on its way.
    expect(drawnAtRequest[0]).to.equal(0);
  });

  it('asks its program URLs from one set for the whole UTC date: one answer for every viewer of the day', async () => {
    // Each run through a proxy mount of its own, so that the page's own cache of programs does not answer.
    const urlsAt = async (clock: string, mount: string) => {
      await setClock(clock);
      await executeServerCommand('proxy-route-clear');
      const mounted = `${proxyUrl}-${mount}`;
      const { outcome } = await renderWidget({ 'proxy-url': mounted, movie: '550' });
      expect(outcome.type).to.equal('showtimes-load');
      return (await proxyRequests()).map((request) => request.pathAndQuery.slice(mounted.length)).sort();
    };
    try {
      const early = await urlsAt('2026-11-22T00:05:00Z', 'early');
      expect(early).to.have.length(12);
      // Late in the day, the same URLs but those of the quarters already over.
      const late = await urlsAt('2026-11-22T23:55:00Z', 'late');
      expect(late).to.have.length(9);
      expect(late.every((url) => early.includes(url))).to.equal(true);
    } finally {
      await setClock(now);
    }
  });

  it('loads again from the new proxy when proxy-url changes, as for any attribute', async () => {
    const { element } = await renderWidget({ 'proxy-url': `${proxyUrl}-before`, movie: '550' });
    await executeServerCommand('proxy-route-clear');
    const reloaded = new Promise((resolve) => element.addEventListener('showtimes-load', resolve, { once: true }));
    element.setAttribute('proxy-url', `${proxyUrl}-after`);
    await reloaded;
    const asked = (await proxyRequests()).map((request) => request.pathAndQuery);
    expect(asked.length).to.be.greaterThan(0);
    expect(asked.every((path) => path.startsWith(`${proxyUrl}-after/program?`))).to.equal(true);
    expect(element.proxyUrl).to.equal(`${proxyUrl}-after`);
  });

  it('names what the proxy did not find: movie-not-found for the movie, invalid-config naming cinema-ids', async () => {
    const movie = await renderWidget({ 'proxy-url': proxyUrl, movie: '424242' });
    expect(movie.outcome.type).to.equal('showtimes-error');
    expect(movie.outcome.detail).to.include({ code: 'movie-not-found' });
    const cinemas = await renderWidget({ 'proxy-url': proxyUrl, 'cinema-ids': '99998,99999' });
    expect(cinemas.outcome.type).to.equal('showtimes-error');
    expect(cinemas.outcome.detail).to.include({ code: 'invalid-config' });
    expect((cinemas.outcome.detail as { message: string }).message).to.contain('cinema-ids');
  });

  it('asks once, and says that the site’s service is set up wrongly, when the platform refuses the proxy’s secret', async () => {
    await executeServerCommand('proxy-route-clear');
    const { element, outcome } = await renderWidget({ 'proxy-url': `${proxyUrl}-wrong-secret`, movie: '550' });
    expect(outcome.type).to.equal('showtimes-error');
    expect(outcome.detail).to.include({ code: 'server' });
    const message = (outcome.detail as { message: string }).message;
    expect(message).to.contain('proxy-misconfigured');
    expect(message).to.contain('the platform refused its client id or secret. Whoever runs the proxy must fix them');
    // The first window alone: the proxy's 503 proxy-misconfigured is not asked again.
    const asked = (await proxyRequests()).filter((request) => request.pathAndQuery.includes('-wrong-secret/'));
    expect(asked).to.have.length(1);
    const error = element.shadowRoot!.querySelector('[part~="error"]')!;
    expect(error.textContent).to.contain('This website’s showtime service is not set up correctly.');
    expect(error.textContent).not.to.contain('cinema platform');
    expect(error.querySelector('button')).to.equal(null, 'no retry button');
  });

  it('says that the proxy reached has another basePath than proxy-url, naming it, without a retry', async () => {
    const { outcome } = await renderWidget({ 'proxy-url': `${proxyUrl}-base-elsewhere`, movie: '550' });
    expect(outcome.type).to.equal('showtimes-error');
    expect(outcome.detail).to.include({ code: 'server' });
    const message = (outcome.detail as { message: string }).message;
    expect(message).to.contain('The showtime proxy answers /elsewhere/program');
    expect(message).to.contain(
      `its basePath is not the path of proxy-url "${location.origin}${proxyUrl}-base-elsewhere"`,
    );
  });

  it('warns once, as token mode does, when the proxy resolved a legacy movie id, however many windows and widgets', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const first = await renderWidget({ 'proxy-url': proxyUrl, movie: 'tt0137523' });
      const second = await renderWidget({ 'proxy-url': proxyUrl, movie: 'tt0137523' });
      expect([first.outcome.type, second.outcome.type]).to.deep.equal(['showtimes-load', 'showtimes-load']);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((line) => line.includes('legacy'))).to.deep.equal([
      'showtime-finder: movie="tt0137523" is a deprecated legacy id; use movie="550".',
    ]);
  });

  it('shows the same showtimes as token mode', async () => {
    const times = (element: HTMLElement) =>
      [...element.shadowRoot!.querySelectorAll('[part~="showtime"] time')].map((time) => time.getAttribute('datetime'));
    const proxied = await renderWidget({ 'proxy-url': proxyUrl, movie: '550' });
    const direct = await renderWidget({ 'api-base': info.url, token: await fetchToken(info), movie: '550' });
    expect(times(proxied.element).length).to.be.greaterThan(0);
    expect(times(proxied.element)).to.deep.equal(times(direct.element));
  });

  it('is an invalid-config naming both attributes when proxy-url comes with api-base or token-url', async () => {
    const { element, outcome } = await renderWidget({
      'proxy-url': proxyUrl,
      'api-base': info.url,
      'token-url': '/showtime-token',
      movie: '550',
    });
    expect(outcome).to.deep.include({ type: 'showtimes-error' });
    expect(outcome.detail).to.deep.include({ code: 'invalid-config' });
    const message = (outcome.detail as { message: string }).message;
    expect(message).to.contain('proxy-url is set with api-base, token-url:');
    expect(all(element, '[part~="error"]')).to.have.length(1);
  });
});
