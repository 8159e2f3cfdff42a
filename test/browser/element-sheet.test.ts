// The showtime sheet (docs/design.md, "Shadow DOM"; issue 22, point 2): with showtime-action="details" a time
// button opens part="sheet", a modal dialog for its showtime; focus moves in and comes back to the button; Escape,
// the close button and the backdrop close it; the booking link fires showtime-select as a time button does; the
// share button falls back to the clipboard with a visible, announced confirmation. In book mode nothing changes.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import { setViewport } from '../support/viewport.js';
import { bookableButtons, openSheet } from '../support/sheet.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

async function detailsWidget(attributes: Record<string, string> = {}): Promise<ShowtimeFinderElement> {
  const { element } = await renderWidget({
    'api-base': info.url,
    token,
    movie: '550',
    'showtime-action': 'details',
    ...attributes,
  });
  return element;
}

/** Headless Chromium, Firefox and WebKitGTK have none: the share fallback is what they run. */
const hasWebShare = typeof (navigator as Partial<Navigator>).share === 'function';

/** The shadow root's focused element. */
function focused(element: ShowtimeFinderElement): Element | null {
  return element.shadowRoot!.activeElement;
}

describe('the showtime sheet', () => {
  it('opens from a time button as a modal dialog with focus inside; Escape closes it and focus is back on the button', async () => {
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    expect(sheet.matches(':modal')).to.equal(true);
    expect(sheet.contains(focused(element))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !sheet.open, 'Escape closes the sheet');
    await until(() => focused(element) === button, 'focus is back on the time button');
  });

  it('closes by its close button, and focus is back on the time button that opened it', async () => {
    const element = await detailsWidget();
    const second = bookableButtons(element)[1]!;
    await openSheet(element, second);
    const close = all<HTMLButtonElement>(element, '[part~="sheet"] button').find((node) => text(node) === 'Close')!;
    close.click();
    expect(one<HTMLDialogElement>(element, '[part~="sheet"]').open).to.equal(false);
    // The dialog's close event, a task later, brings focus back.
    await until(() => focused(element) === second, 'focus is back on the time button');
  });

  it('without the Web Share API, Share copies the text and link and says so on screen and in a live region', async function () {
    if (hasWebShare) this.skip();
    const granted = await executeServerCommand<boolean, string>('clipboard', 'grant');
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    const share = one<HTMLButtonElement>(element, '[part~="share"]');
    const status = sheet.querySelector<HTMLElement>('[role="status"]')!;
    expect(text(status)).to.equal('');
    share.focus();
    // A key press is the user's activation, which the clipboard asks for.
    await sendKeys({ press: 'Enter' });
    await until(() => text(status) === 'Text and link copied.', 'the confirmation shows');
    expect(status.getBoundingClientRect().height).to.be.greaterThan(0);
    // Only Chromium lets a test read the clipboard back (the plugin grants it there).
    if (!granted) return;
    const title = text(sheet.querySelector('h2')!);
    const cinema = text(button.closest('[part~="cinema"]')!.querySelector('h2')!);
    const when = text(sheet.querySelector('time')!);
    const link = sheet.querySelector<HTMLAnchorElement>('[part~="book"]')!.href;
    expect(await navigator.clipboard.readText()).to.equal(`${title}, ${cinema}, ${when}\n${link}`);
  });

  it('where the clipboard refuses, shows the text and link to copy by hand', async function () {
    if (hasWebShare) this.skip();
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    // A browser's refusal (a denied permission, a frame without clipboard access) is not something a test can ask
    // every engine for: a stand-in clipboard refuses as they do, with a NotAllowedError.
    const refusing = {
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: refusing });
    try {
      one<HTMLButtonElement>(element, '[part~="share"]').click();
      const status = sheet.querySelector<HTMLElement>('[role="status"]')!;
      await until(() => text(status).startsWith('Copying is not allowed here.'), 'the text to copy shows');
      const cinema = text(button.closest('[part~="cinema"]')!.querySelector('h2')!);
      expect(status.textContent!.split('\n')).to.deep.equal([
        'Copying is not allowed here. Select and copy:',
        `${text(sheet.querySelector('h2')!)}, ${cinema}, ${text(sheet.querySelector('time')!)}`,
        sheet.querySelector<HTMLAnchorElement>('[part~="book"]')!.href,
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('calls the Web Share API where there is one, at once in the click handler, with the title, text and link', async () => {
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    const shared: ShareData[] = [];
    // Headless engines have no Web Share API: a stand-in records the call, as a phone's browser would get it.
    const own = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => (shared.push(data), Promise.resolve()),
    });
    try {
      one<HTMLButtonElement>(element, '[part~="share"]').click();
      // Synchronously: no await stood between the click and the call, which would spend the user's activation.
      const cinema = text(button.closest('[part~="cinema"]')!.querySelector('h2')!);
      const title = text(sheet.querySelector('h2')!);
      expect(shared).to.deep.equal([
        {
          title,
          text: `${title}, ${cinema}, ${text(sheet.querySelector('time')!)}`,
          url: sheet.querySelector<HTMLAnchorElement>('[part~="book"]')!.href,
        },
      ]);
    } finally {
      if (own) Object.defineProperty(navigator, 'share', own);
      else Reflect.deleteProperty(navigator, 'share');
    }
  });

  it("holds the time button's <time datetime>, cinema, version and room, and books as a time button does", async () => {
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    const cinema = button.closest<HTMLElement>('[part~="cinema"]')!;
    expect(sheet.querySelector('time')!.getAttribute('datetime')).to.equal(
      button.querySelector('time')!.getAttribute('datetime'),
    );
    const facts = [...sheet.querySelectorAll('dd')].map(text);
    // The name, and the address on a line of its own.
    expect(sheet.querySelectorAll('dd')[1]!.innerText).to.equal(
      `${text(cinema.querySelector('h2')!)}\n${text(cinema.querySelector('.meta')!)}`,
    );
    // The version as its label reads to the ear: accessibility marks (CC, ♿) by their names.
    const label = button.closest('[part~="version"]')!.querySelector('.label')!.cloneNode(true) as HTMLElement;
    // Its price, at the end of the label's line, is the sheet's own fact.
    label.querySelectorAll('[aria-hidden="true"], [part~="price"]').forEach((mark) => mark.remove());
    expect(facts[2]).to.equal(text(label));
    expect(facts[3]).to.equal(text(button.querySelector('.meta')!));
    const book = one<HTMLAnchorElement>(element, '[part~="book"]');
    expect([book.target, book.rel]).to.deep.equal(['_blank', 'noopener']);
    const selected: { url: string; id: number }[] = [];
    element.addEventListener('showtime-select', (event) => {
      selected.push({ url: event.detail.url, id: event.detail.showing.id });
      event.preventDefault();
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    book.dispatchEvent(click);
    expect(selected).to.deep.equal([
      { url: book.href, id: Number(button.closest<HTMLElement>('[part~="showtime"]')!.dataset['showingId']) },
    ]);
    // Cancelled by the page, as on a time button in book mode: the booking page does not open.
    expect(click.defaultPrevented).to.equal(true);
  });

  it('in book mode the time button stays the booking link: no button, nothing added to the time rows', async () => {
    const { element } = await renderWidget({ 'api-base': info.url, token, movie: '550', 'showtime-action': 'book' });
    expect(all(element, '[part~="showtime"] button')).to.deep.equal([]);
    const links = all<HTMLAnchorElement>(element, '[part~="showtime"] a');
    expect(links.length).to.be.greaterThan(0);
    for (const showtime of all(element, '[part~="showtime"]')) {
      expect(showtime.children.length).to.equal(1);
      expect(showtime.firstElementChild!.matches('a.box, div.box.none')).to.equal(true);
    }
    links[0]!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    links[0]!.click();
    expect(element.shadowRoot!.querySelector('[part~="sheet"]')).to.equal(null);
  });

  it('a bad showtime-action is an invalid-config error that names it', async () => {
    const { element, outcome } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'showtime-action': 'sheet',
    });
    expect(outcome.type).to.equal('showtimes-error');
    expect(outcome.detail).to.deep.include({ code: 'invalid-config' });
    expect((outcome.detail as { message: string }).message).to.include(
      'showtime-action="sheet": expected book or details.',
    );
    expect(one(element, '[part~="error"]').dataset['errorCode']).to.equal('invalid-config');
  });

  it('at 320 px with text at 200 %, in every language, nothing in the sheet reaches past its edges', async function () {
    this.timeout(60_000);
    const size = { width: window.innerWidth, height: window.innerHeight };
    await setViewport({ width: 320, height: 640 });
    document.documentElement.style.fontSize = '200%';
    try {
      for (const lang of ['en', 'de', 'fr', 'it']) {
        const element = await detailsWidget({ lang });
        const sheet = await openSheet(element);
        const edge = sheet.getBoundingClientRect();
        expect(edge.left, lang).to.be.at.least(0);
        expect(edge.right, lang).to.be.at.most(window.innerWidth);
        expect(sheet.scrollWidth, `${lang}: no sideways scroll inside the sheet`).to.be.at.most(sheet.clientWidth);
        const past = [...sheet.querySelectorAll<HTMLElement>('*')]
          .filter((node) => !node.closest('.sr-only') && node.getBoundingClientRect().right > edge.right + 0.5)
          .map((node) => `${lang} ${node.localName}: ${text(node).slice(0, 30)}`);
        expect(past).to.deep.equal([]);
        sheet.close();
      }
    } finally {
      document.documentElement.removeAttribute('style');
      await setViewport(size);
    }
  });
});
