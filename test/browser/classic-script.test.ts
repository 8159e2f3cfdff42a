// The classic script on an old site whose pages are not UTF-8 (docs/script-and-versions.md): a page served
// as `text/html; charset=iso-8859-1` reads a classic script without a charset of its own in Latin-1, so a raw "ä" in
// the bundle (two bytes in UTF-8) would read "Ã¤". The build writes every non-ASCII character as an escape
// (vite.config.ts; test/node/build.test.ts holds every script to ASCII), and the widget reads right there. The page
// and the built script come from ./../support/classic-script-plugin.ts; the emulator runs on real time (a frame's
// clock is not pinned).
import { expect } from '@open-wc/testing';
import { fetchToken, startEmulator, type EmulatorInfo } from '../support/emulator.js';
import { until } from '../support/until.js';

let info: EmulatorInfo;
let token: string;

before(async () => {
  info = await startEmulator();
  token = await fetchToken(info);
});

/** Opens the Latin-1 page with one widget of `attributes` in a frame, and resolves with the frame's document. */
async function latin1Frame(attributes: Record<string, string>): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.width = '800px';
  frame.style.height = '600px';
  frame.src = `/classic-script/latin-1-page?${new URLSearchParams(attributes)}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame.contentDocument!;
}

/** Where `text` holds a UTF-8 character read as Latin-1 ("fÃ¼r", "Â·"), with some text around it; else undefined. */
function garbled(text: string): string | undefined {
  return /.{0,24}[ÃÂâ].{0,24}/.exec(text)?.[0];
}

/** The text of the widget's shadow DOM once `selector` is in it (the bundle loaded, its first result shown). */
async function shadowTextOnce(page: Document, selector: string): Promise<string> {
  const root = await until(
    () => {
      const shadow = page.querySelector('showtime-finder')?.shadowRoot;
      return shadow?.querySelector(selector) && shadow;
    },
    `${selector} in the widget of the Latin-1 page`,
    12_000,
  );
  return (root.textContent ?? '').replace(/\s+/g, ' ');
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('the classic script on a page in iso-8859-1', () => {
  it('shows its German texts as written: umlauts, not their UTF-8 bytes read as Latin-1', async () => {
    const page = await latin1Frame({ 'api-base': info.url, token, movie: '550', lang: 'de' });
    // The page itself is Latin-1: its one byte 0xFC reads "ü".
    expect(page.characterSet).to.equal('windows-1252');
    expect(page.querySelector('h1')!.textContent).to.equal('Spielzeiten für Berlin');
    const shown = await shadowTextOnce(page, '[part~="showtime"]');
    expect(garbled(shown)).to.equal(undefined);
    expect(shown.includes(', öffnet in einem neuen Tab'), 'a booking link says "öffnet in einem neuen Tab"').to.equal(
      true,
    );
  });

  it('says its German error as written', async () => {
    const page = await latin1Frame({ movie: '550', lang: 'de' });
    const shown = await shadowTextOnce(page, '[part="error"]');
    expect(garbled(shown)).to.equal(undefined);
    expect(shown).to.contain('Spielzeiten können nicht angezeigt werden.');
    expect(shown).to.contain('Details für Websitebetreiber');
  });
});
