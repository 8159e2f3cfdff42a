/**
 * Errors an embedder can act on and a viewer is not confused by: a plain sentence first in the
 * viewer's language, the specific message closed under it (and once in the console), a retry
 * only where a retry can help, and what was asked for but is not there named the same way in
 * every mode: a notice beside the rest, which still shows, or an error when nothing is there.
 */
import { expect } from '@open-wc/testing';
import { deactivatePageOrigin, emulatorAt, resetEmulator, setClock } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

const now = '2026-11-22T12:00:00Z';
let info: EmulatorInfo;
let token: string;
let port: string;

before(async () => {
  ({ info, token } = await emulatorAt(now));
  port = new URL(info.url).port;
});

/**
 * What the viewer reads of a notice or an error, as the browser renders it (`innerText`): a closed
 * disclosure shows its label only.
 */
function visibleText(node: HTMLElement): string {
  return node.innerText.replace(/\s+/g, ' ').trim();
}

/** The site owner's detail of a notice or an error: closed, its label and the message with its code. */
function ownerDetail(node: HTMLElement) {
  const details = node.querySelector('details')!;
  return {
    open: details.open,
    label: text(details.querySelector('summary')!),
    text: text(details.querySelector('p')!),
  };
}

/** The error shown: its code, its plain sentence, its closed message, what is visible and whether it offers "Try again". */
function shownError(element: ShowtimeFinderElement) {
  const error = one(element, '[part~="error"]');
  return {
    code: error.dataset['errorCode'],
    sentence: text(error.querySelector('strong')!),
    text: ownerDetail(error).text,
    visible: visibleText(error),
    retry: error.querySelector('button') !== null,
  };
}

/** Renders a widget while recording what it writes to `console.error` and the codes of its `showtimes-error`s. */
async function renderLogged(attributes: Record<string, string>) {
  const logged: string[] = [];
  const errorCodes: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args.join(' '));
  try {
    const rendered = await renderWidget(attributes, {
      setup: (element) => element.addEventListener('showtimes-error', (event) => errorCodes.push(event.detail.code)),
    });
    return { ...rendered, logged, errorCodes };
  } finally {
    console.error = original;
  }
}

describe('errors', () => {
  it('says a plain sentence first, the message with its code closed under it, and logs the message once', async () => {
    const { element, outcome, logged } = await renderLogged({
      'api-base': `${info.url}/no-such-path`,
      token,
      movie: '550',
    });
    expect(outcome.type).to.equal('showtimes-error');
    const { code, sentence, text: shown, visible, retry } = shownError(element);
    expect(code).to.equal('server');
    expect(sentence).to.equal('Showtimes cannot be shown.');
    expect(visible).to.equal('Showtimes cannot be shown. Details for the site owner');
    expect(shown).to.match(
      /^GET .+\/no-such-path\/showings\?.+ answered 404 Not Found.*\. Check api-base\. \(server\)$/,
    );
    // A wrong api-base stays wrong: no retry.
    expect(retry).to.equal(false);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(/^showtime-finder: GET .+ answered 404 Not Found.*\. Check api-base\. \(server\)$/);
  });

  it('offers no retry when the platform refuses the token handler its client credentials (invalid_client)', async () => {
    const { element } = await renderWidget({
      'api-base': info.url,
      'token-url': `/showtime-token-bad-secret/${port}`,
      movie: '550',
    });
    const { code, text: shown, retry } = shownError(element);
    expect(code).to.equal('token-unavailable');
    expect(shown).to.contain('502 Bad Gateway (invalid_client');
    expect(retry).to.equal(false);
  });

  it('names the page origin that a cross-origin token-url refuses, with no retry', async () => {
    // The test page is on localhost; the same token handler reached as 127.0.0.1 is another origin.
    const tokenUrl = `http://127.0.0.1:${location.port}/showtime-token/${port}`;
    const { element } = await renderWidget({ 'api-base': info.url, 'token-url': tokenUrl, movie: '550' });
    const { code, text: shown, retry } = shownError(element);
    expect(code).to.equal('token-unavailable');
    expect(shown).to.contain(
      `No access token from ${tokenUrl}: it refuses this page's origin, ${location.origin}: add it to the token handler's allowedOrigins.`,
    );
    expect(retry).to.equal(false);
  });

  it('tells an unknown movie (movie-not-found) apart from a movie without showings', async () => {
    const { element, outcome } = await renderWidget({ 'api-base': info.url, token, movie: '987654' });
    expect(outcome.detail).to.have.property('code', 'movie-not-found');
    const { text: shown, retry } = shownError(element);
    expect(shown).to.contain('The Cinema Platform has no movie "987654". Check the movie attribute.');
    expect(retry).to.equal(false);
    expect(all(element, '[part~="empty"]')).to.have.length(0);
  });
});

describe('proxy mode names the proxy, never the platform or api-base', () => {
  it("says a proxy that refuses the page's origin is origin-not-allowed, naming its allowedOrigins", async () => {
    // The test page is on localhost; the same proxy reached as 127.0.0.1 is another origin, which the proxy
    // (mounted without allowedOrigins) refuses with a 403 the page can read.
    const proxy = `http://127.0.0.1:${location.port}`;
    const { element, outcome, logged } = await renderLogged({
      'proxy-url': `${proxy}/showtime-api/${port}`,
      movie: '550',
    });
    expect(outcome.detail).to.have.property('code', 'origin-not-allowed');
    const { code, text: shown, retry } = shownError(element);
    expect(code).to.equal('origin-not-allowed');
    expect(shown).to.equal(
      `The showtime proxy at ${proxy} does not answer pages of ${location.origin}: ` +
        `add ${location.origin} to its allowedOrigins. (origin-not-allowed)`,
    );
    expect(shown).to.not.contain('token');
    expect(retry).to.equal(false);
    expect(logged).to.have.length(1);
  });

  it("says that no proxy is mounted at a proxy-url whose 404 is not the proxy's, naming its basePath, never api-base", async () => {
    const { element, outcome } = await renderWidget({ 'proxy-url': '/no-proxy-here', movie: '550' });
    expect(outcome.type).to.equal('showtimes-error');
    const { text: shown, retry } = shownError(element);
    expect(shown).to.match(
      /^GET http:\/\/localhost:\d+\/no-proxy-here\/program\?movie=550&.+ answered 404.*, not with the showtime proxy's JSON: no showtime proxy is mounted at proxy-url "http:\/\/localhost:\d+\/no-proxy-here"\. Mount it there \(its basePath "\/no-proxy-here\/"\), or set proxy-url to where it is mounted\./,
    );
    expect(shown).to.not.contain('api-base');
    expect(retry).to.equal(false);
  });
});

describe('unknown cinema ids', () => {
  const unknownText = 'cinema-ids: the Cinema Platform has no cinema 99999. Check the cinema-ids attribute.';

  for (const [mode, attributes] of [
    ['movie mode', { movie: '550', 'cinema-ids': '101,102,99999' }],
    ['cinema mode', { 'cinema-ids': '101,102,99999' }],
  ] as const) {
    it(`${mode}: shows the known cinemas with a notice beside them, and tells invalid-config to the page`, async () => {
      const { element, outcome, logged, errorCodes } = await renderLogged({
        'api-base': info.url,
        token,
        ...attributes,
      });
      expect(outcome.type).to.equal('showtimes-load');
      expect(errorCodes).to.deep.equal(['invalid-config']);
      expect(logged.filter((line) => line.includes('has no cinema 99999'))).to.have.length(1);
      expect(all(element, '[part~="error"]')).to.have.length(0);
      const notice = one(element, '[part~="not-found"]');
      expect(notice.getAttribute('role')).to.equal('status');
      expect(notice.dataset['errorCode']).to.equal('invalid-config');
      expect(visibleText(notice)).to.equal('One of the chosen cinemas could not be found. Details for the site owner');
      expect(ownerDetail(notice)).to.deep.equal({
        open: false,
        label: 'Details for the site owner',
        text: `${unknownText} (invalid-config)`,
      });
      const cinemas = all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId']);
      expect([...cinemas].sort()).to.deep.equal(['101', '102']);
      expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
    });
  }

  it("counts the unknown cinemas in the viewer's language", async () => {
    const { element } = await renderWidget({
      'api-base': info.url,
      token,
      'cinema-ids': '101,99998,99999',
      lang: 'de',
    });
    const notice = one(element, '[part~="not-found"]');
    expect(visibleText(notice)).to.equal('2 der gewählten Kinos wurden nicht gefunden. Details für Websitebetreiber');
    expect(ownerDetail(notice).text).to.equal(
      'cinema-ids: the Cinema Platform has no cinema 99998, 99999. Check the cinema-ids attribute. (invalid-config)',
    );
  });

  it('fails as invalid-config when none of the ids is known, in movie mode as in cinema mode', async () => {
    const cases: Record<string, string>[] = [{ movie: '550', 'cinema-ids': '99999' }, { 'cinema-ids': '99999' }];
    for (const attributes of cases) {
      const { element, outcome } = await renderWidget({ 'api-base': info.url, token, ...attributes });
      expect(outcome.detail).to.have.property('code', 'invalid-config');
      expect(shownError(element).text).to.equal(`${unknownText} (invalid-config)`);
      expect(all(element, '[part~="not-found"]')).to.have.length(0);
      expect(all(element, '[part~="cinema"]')).to.have.length(0);
    }
  });
});

describe("the viewer's language", () => {
  const closedDetail = { de: 'Details für Websitebetreiber', fr: 'Détails pour l’exploitant du site' } as const;
  const cannotShow = {
    de: 'Spielzeiten können nicht angezeigt werden.',
    fr: 'Les séances ne peuvent pas être affichées.',
  } as const;

  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: shows each error in ${lang} only, the English detail closed and in the console`, async () => {
      const cases: [string, Record<string, string>][] = [
        ['invalid-config', { 'api-base': info.url, token, movie: '550', days: 'abc' }],
        ['server', { 'api-base': `${info.url}/no-such-path`, token, movie: '550' }],
        ['movie-not-found', { 'api-base': info.url, token, movie: '987654' }],
        [
          'token-unavailable',
          { 'api-base': info.url, 'token-url': `/showtime-token-bad-secret/${port}`, movie: '550' },
        ],
      ];
      for (const [code, attributes] of cases) {
        const { element, logged } = await renderLogged({ ...attributes, lang });
        const error = shownError(element);
        expect(error.code).to.equal(code);
        expect(error.visible, code).to.equal(`${cannotShow[lang]} ${closedDetail[lang]}`);
        expect(ownerDetail(one(element, '[part~="error"]')).open).to.equal(false);
        expect(logged).to.deep.equal([`showtime-finder: ${error.text}`]);
      }
    });
  }

  it('names the page origin to register inside a German sentence, the rest closed', async () => {
    try {
      await deactivatePageOrigin();
      const { element } = await renderWidget({ 'api-base': info.url, token, movie: '129', lang: 'de' });
      const error = shownError(element);
      expect(error.code).to.equal('origin-not-allowed');
      expect(error.visible).to.equal(
        `${cannotShow.de} Die Kinoplattform akzeptiert diese Website, ${location.origin}, nicht. ${closedDetail.de}`,
      );
      expect(error.text).to.contain(`register ${location.origin}`);
    } finally {
      await resetEmulator();
      await setClock(now);
    }
  });
});
