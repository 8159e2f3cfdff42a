/**
 * Errors an embedder can act on and a viewer is not confused by: a plain sentence first, the
 * specific message under it (and once in the console), a retry only where a retry can help, and
 * what was asked for but is not there named the same way in every mode, with the rest still shown.
 */
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
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

/** The error shown: its code, its plain sentence, its message and whether it offers "Try again". */
function shownError(element: ShowtimeFinderElement) {
  const error = one(element, '[part~="error"]');
  const [sentence, message] = [...error.children].map(text);
  return { code: error.dataset['errorCode'], sentence, text: message, retry: error.querySelector('button') !== null };
}

/** Renders a widget while recording what it writes to `console.error`. */
async function renderLogged(attributes: Record<string, string>) {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args.join(' '));
  try {
    const rendered = await renderWidget(attributes);
    return { ...rendered, logged };
  } finally {
    console.error = original;
  }
}

describe('errors', () => {
  it('says a plain sentence first, the message with its code under it, and logs the message once', async () => {
    const { element, outcome, logged } = await renderLogged({
      'api-base': `${info.url}/no-such-path`,
      token,
      movie: '550',
    });
    expect(outcome.type).to.equal('showtimes-error');
    const { code, sentence, text: shown, retry } = shownError(element);
    expect(code).to.equal('server');
    expect(sentence).to.equal('Showtimes cannot be shown.');
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

describe('unknown cinema ids', () => {
  const unknownText = 'cinema-ids: the Cinema Platform has no cinema 99999. Check the cinema-ids attribute.';

  for (const [mode, attributes] of [
    ['movie mode', { movie: '550', 'cinema-ids': '101,99999' }],
    ['cinema mode', { 'cinema-ids': '101,99999' }],
  ] as const) {
    it(`${mode}: names the unknown id as invalid-config and still shows the known cinema`, async () => {
      const events: string[] = [];
      const { element, logged } = await renderLogged({ 'api-base': info.url, token, ...attributes });
      element.addEventListener('showtimes-error', (event) => events.push((event as CustomEvent).detail.code));
      const { code, text: shown, retry } = shownError(element);
      expect(code).to.equal('invalid-config');
      expect(shown).to.contain(unknownText);
      expect(retry).to.equal(false);
      expect(logged.filter((line) => line.includes('has no cinema 99999'))).to.have.length(1);
      const cinemas = all(element, '[part~="cinema"]').map((cinema) => cinema.dataset['cinemaId']);
      expect(cinemas).to.deep.equal(['101']);
      expect(all(element, '[part~="showtime"]').length).to.be.greaterThan(0);
    });
  }

  it('fails as invalid-config when none of the ids is known, in movie mode as in cinema mode', async () => {
    const cases: Record<string, string>[] = [{ movie: '550', 'cinema-ids': '99999' }, { 'cinema-ids': '99999' }];
    for (const attributes of cases) {
      const { element, outcome } = await renderWidget({ 'api-base': info.url, token, ...attributes });
      expect(outcome.detail).to.have.property('code', 'invalid-config');
      expect(shownError(element).text).to.contain(unknownText);
      expect(all(element, '[part~="cinema"]')).to.have.length(0);
    }
  });
});
