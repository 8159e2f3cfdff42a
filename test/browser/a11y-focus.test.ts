// Keyboard walks (issue 26, "Focus"): real key presses from a button placed before the widget, and
// after each action the control that has focus, named. Focus is never lost to the page when the
// control that had it goes away, and a focused control in a strip that scrolls sideways (the days,
// the chips) shows with its whole focus ring. At 320 px, where both strips scroll.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { configureEmulator, emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { setViewport } from '../support/viewport.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

let info: EmulatorInfo;
let token: string;

/** The focus ring: a 3 px outline 2 px off the control (styles.ts). */
const RING = 5;

/** What has focus, named as a person would: the widget's control by its part and text, or the page's. */
function focused(element: ShowtimeFinderElement): string {
  const control = element.shadowRoot!.activeElement as HTMLElement | null;
  if (!control) return document.activeElement === document.body ? 'the page' : `outside: ${document.activeElement?.id}`;
  const part = control.getAttribute('part') ?? control.localName;
  return `${part} "${text(control.querySelector('span') ?? control)}"`;
}

/**
 * The showing of the time button that has focus, else what has focus: text, as a failing comparison
 * of two elements would write out their whole DOM.
 */
function focusedShowing(element: ShowtimeFinderElement): string {
  const control = element.shadowRoot!.activeElement as HTMLElement | null;
  return control?.closest<HTMLElement>('[part~="showtime"]')?.dataset['showingId'] ?? focused(element);
}

/** The named control, as `focused` names it. */
function named(control: HTMLElement): string {
  return `${control.getAttribute('part') ?? control.localName} "${text(control.querySelector('span') ?? control)}"`;
}

/** Whether `control`'s whole focus ring is inside its strip's visible box. */
function ringShows(control: HTMLElement): boolean {
  const box = control.getBoundingClientRect();
  const strip = control.parentElement!.getBoundingClientRect();
  return (
    box.left - RING >= strip.left - 0.5 &&
    box.right + RING <= strip.right + 0.5 &&
    box.top - RING >= strip.top - 0.5 &&
    box.bottom + RING <= strip.bottom + 0.5
  );
}

/** Waits until the widget has drawn, and focus has settled (keep-focus.ts moves it a task after an update). */
async function settled(element: ShowtimeFinderElement): Promise<void> {
  await element.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Presses `key`, then waits until what it does is drawn and focus has settled. */
async function press(element: ShowtimeFinderElement, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settled(element);
}

/** Shift+Tab, in every engine (./../support/keyboard-plugin.ts). */
async function pressShiftTab(element: ShowtimeFinderElement): Promise<void> {
  await executeServerCommand('shift-tab');
  await settled(element);
}

/** Renders the widget after a button of the page, and puts focus on that button. */
async function widgetAfterButton(attributes: Record<string, string>): Promise<ShowtimeFinderElement> {
  const { element } = await renderWidget(attributes);
  const before = document.createElement('button');
  before.id = 'before';
  before.textContent = 'Before';
  element.before(before);
  before.focus();
  return element;
}

describe('keyboard walks', () => {
  before(async () => {
    ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
    await setViewport({ width: 320, height: 640 });
  });
  afterEach(() => document.getElementById('before')?.remove());

  it('Tab lands on the chosen day, End on the last day, Tab on the first chip, each ring whole in its strip', async () => {
    const element = await widgetAfterButton({ 'api-base': info.url, token, movie: '550' });
    const days = all(element, '[part~="day"]');
    await press(element, 'Tab');
    expect(focused(element)).to.equal(named(one(element, '[part~="day"][aria-checked="true"]')));
    await press(element, 'End');
    expect(focused(element)).to.equal(named(days.at(-1)!));
    expect(days.at(-1)!.dataset['date'], 'End chose the last day').to.equal(
      one(element, '[aria-checked="true"]').dataset['date'],
    );
    expect(ringShows(days.at(-1)!), 'the last day with its ring').to.equal(true);
    await press(element, 'Home');
    await press(element, 'Tab');
    const chips = all(element, '[part~="filter"]');
    expect(chips.length, 'the strip scrolls at 320 px').to.be.greaterThan(3);
    expect(focused(element)).to.equal(named(chips[0]!));
    expect(ringShows(chips[0]!), 'the first chip with its ring').to.equal(true);
    for (const chip of chips.slice(1)) {
      await press(element, 'ArrowRight');
      expect(focused(element)).to.equal(named(chip));
      expect(ringShows(chip), `${named(chip)} with its ring`).to.equal(true);
    }
  });

  it('the format chips are one tab stop: arrows, Home and End move among them, Tab leaves them, Shift+Tab comes back to the first', async () => {
    const element = await widgetAfterButton({ 'api-base': info.url, token, movie: '550' });
    await press(element, 'Tab');
    await press(element, 'Tab');
    const chips = all(element, '[part~="filter"]');
    const toolbar = chips[0]!.parentElement!;
    expect([toolbar.getAttribute('role'), toolbar.getAttribute('aria-label')]).to.deep.equal(['toolbar', 'Formats']);
    // After the chips, the ends-by choice's radios, in the same toolbar (an APG toolbar may hold a radio group).
    const buttons = [...toolbar.querySelectorAll<HTMLElement>('button')];
    expect(buttons.at(-1)!.closest('[part~="ends-by"]')).to.not.equal(null);
    expect(focused(element)).to.equal(named(chips[0]!));
    await press(element, 'ArrowLeft');
    expect(focused(element), 'the arrows wrap around').to.equal(named(buttons.at(-1)!));
    await press(element, 'Home');
    expect(focused(element)).to.equal(named(chips[0]!));
    await press(element, 'End');
    expect(focused(element)).to.equal(named(buttons.at(-1)!));
    await press(element, 'ArrowRight');
    await press(element, 'ArrowRight');
    expect(focused(element)).to.equal(named(chips[1]!));
    expect(chips.map((chip) => chip.tabIndex).filter((index) => index === 0)).to.have.length(1);
    await press(element, 'Tab');
    expect(focused(element), 'one Tab past the chips').to.equal(named(one(element, '[part~="search"]')));
    await pressShiftTab(element);
    expect(focused(element), 'back on the toolbar at its first chip').to.equal(named(chips[0]!));
    await pressShiftTab(element);
    expect(focused(element), 'one Shift+Tab before the chips').to.equal(
      named(one(element, '[part~="day"][aria-checked="true"]')),
    );
  });

  it('Enter on a chip keeps focus on it; Enter on "All formats", which goes away, moves focus to the first chip', async () => {
    const element = await widgetAfterButton({ 'api-base': info.url, token, movie: '550' });
    await press(element, 'Tab');
    await press(element, 'Tab');
    const first = all(element, '[part~="filter"]')[0]!;
    await press(element, 'ArrowRight');
    const second = all(element, '[part~="filter"]')[1]!;
    expect(focused(element)).to.equal(named(second));
    await press(element, 'Enter');
    expect(second.getAttribute('aria-pressed')).to.equal('true');
    expect(focused(element)).to.equal(named(second));
    // The reset follows the chips (the ends-by choice's radios come after it).
    for (let index = 2; index <= all(element, '[part~="filter"]').length; index += 1)
      await press(element, 'ArrowRight');
    expect(focused(element)).to.equal('filter-reset "All formats"');
    await press(element, 'Enter');
    expect(all(element, '[part~="filter-reset"]')).to.have.length(0);
    expect(focused(element)).to.equal(named(first));
    expect(ringShows(first), 'the first chip with its ring').to.equal(true);
  });

  it("Enter on the empty day's jump button, which goes away, moves focus to the day it shows", async () => {
    const element = await widgetAfterButton({
      'api-base': `${location.origin}/fixed-platform/later`,
      token,
      'cinema-ids': '8',
    });
    await press(element, 'Tab');
    await press(element, 'Tab');
    expect(focused(element)).to.equal('button "Show Wed, Dec 2"');
    await press(element, 'Enter');
    expect(all(element, '[part~="empty"]')).to.have.length(0);
    const day = one(element, '[part~="day"][aria-checked="true"]');
    expect(day.dataset['date']).to.equal('2026-12-02');
    expect(focused(element)).to.equal(named(day));
  });

  it('Enter on the error\'s "Try again", which goes away while loading, moves focus to the chosen day once loaded', async () => {
    await configureEmulator({ faults: [{ path: '/showings', status: 503, times: 3 }] });
    let element: ShowtimeFinderElement;
    try {
      // A movie no other test here reads: a list read moments ago would come from the page-wide cache.
      element = await widgetAfterButton({ 'api-base': info.url, token, movie: '496243' });
    } finally {
      await configureEmulator({ faults: [] });
    }
    await press(element, 'Tab');
    expect(focused(element)).to.equal('button "Try again"');
    await sendKeys({ press: 'Enter' });
    await until(() => all(element, '[part~="day"]').length > 0, 'the retried load draws its days');
    await settled(element);
    expect(focused(element)).to.equal(named(one(element, '[part~="day"][aria-checked="true"]')));
  });

  it('keeps focus on a time button while the other days land', async () => {
    // Each answer takes 400 ms: the first day shows while the other windows are still on their way.
    await configureEmulator({ latencyMs: 400 });
    const element = document.createElement('showtime-finder') as ShowtimeFinderElement;
    // A movie no other test here reads: a list read moments ago would come from the page-wide cache.
    for (const [name, value] of Object.entries({ 'api-base': info.url, token, movie: '603' }))
      element.setAttribute(name, value);
    const loaded = new Promise((resolve) => element.addEventListener('showtimes-load', resolve, { once: true }));
    document.body.append(element);
    try {
      const time = await until(
        () => element.shadowRoot?.querySelector<HTMLElement>('[part~="showtime"] .box'),
        'the first showtime shows',
      );
      time.focus();
      const showing = focusedShowing(element);
      expect(focusedShowing(element)).to.match(/^\d+$/);
      await loaded;
      await settled(element);
      expect(focusedShowing(element)).to.equal(showing);
    } finally {
      await configureEmulator({ latencyMs: 0 });
      element.remove();
    }
  });

  it('keeps focus on a time button whose cinema is drawn anew', async () => {
    const element = await widgetAfterButton({ 'api-base': info.url, token, movie: '550' });
    const second = all(element, '[part~="cinema"]')[1]!;
    second.querySelector<HTMLElement>('[part~="showtime"] .box')!.focus();
    const showing = focusedShowing(element);
    // Sorted from another place, every cinema's distance changes, and each is drawn anew.
    element.setAttribute('near', '40.7,-74.0');
    await settled(element);
    expect(second.isConnected).to.equal(false);
    expect(focusedShowing(element)).to.equal(showing);
  });

  it('leaves focus where the viewer put it outside the widget when a control they had left goes away', async () => {
    const element = await widgetAfterButton({ 'api-base': info.url, token, movie: '550' });
    await press(element, 'Tab');
    await press(element, 'Tab');
    await press(element, 'Enter');
    const reset = one(element, '[part~="filter-reset"]');
    reset.focus();
    // Drawn again while the reset has focus (as when more days land), then the viewer clicks the page.
    element.requestUpdate();
    await settled(element);
    reset.blur();
    await settled(element);
    expect(focused(element)).to.equal('the page');
    reset.click();
    await settled(element);
    expect(all(element, '[part~="filter-reset"]')).to.have.length(0);
    expect(focused(element)).to.equal('the page');
  });
});
