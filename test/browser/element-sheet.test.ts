// The showtime sheet (docs/design.md, "Shadow DOM"; issue 22, point 2): with showtime-action="details" a time
// button opens part="sheet", a modal dialog for its showtime; focus moves in and comes back to the button; Escape,
// the close button and the backdrop close it; the booking link fires showtime-select as a time button does; the
// share button falls back to the clipboard with a visible, announced confirmation. In book mode nothing changes.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { all, one, renderWidget, text } from '../support/widget.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';

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

/** The shadow root's focused element. */
function focused(element: ShowtimeFinderElement): Element | null {
  return element.shadowRoot!.activeElement;
}

/** The time buttons that can book (sales open, with a link). */
function bookableButtons(element: ShowtimeFinderElement): HTMLButtonElement[] {
  return all<HTMLButtonElement>(element, '[part~="showtime"] button.box:not(.none)');
}

/** Focuses and clicks a time button (the first bookable one by default); resolves once its sheet is open. */
async function openSheet(
  element: ShowtimeFinderElement,
  button = bookableButtons(element)[0]!,
): Promise<HTMLDialogElement> {
  button.focus();
  button.click();
  await waitUntil(
    () => element.shadowRoot!.querySelector<HTMLDialogElement>('[part~="sheet"]')?.open,
    'the sheet opens',
  );
  return one<HTMLDialogElement>(element, '[part~="sheet"]');
}

describe('the showtime sheet', () => {
  it('opens from a time button as a modal dialog with focus inside; Escape closes it and focus is back on the button', async () => {
    const element = await detailsWidget();
    const button = bookableButtons(element)[0]!;
    const sheet = await openSheet(element, button);
    expect(sheet.matches(':modal')).to.equal(true);
    expect(sheet.contains(focused(element))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !sheet.open, 'Escape closes the sheet');
    expect(focused(element)).to.equal(button);
  });

  it('closes by its close button, and focus is back on the time button that opened it', async () => {
    const element = await detailsWidget();
    const second = bookableButtons(element)[1]!;
    await openSheet(element, second);
    const close = all<HTMLButtonElement>(element, '[part~="sheet"] button').find((node) => text(node) === 'Close')!;
    close.click();
    expect(one<HTMLDialogElement>(element, '[part~="sheet"]').open).to.equal(false);
    expect(focused(element)).to.equal(second);
  });
});
