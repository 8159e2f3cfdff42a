// axe-core over the widget's states, in the light and the dark scheme. Page-level rules (one
// main landmark, a level-one heading) are left out: the widget is one part of someone's page.
import 'axe-core/axe.min.js';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from '@open-wc/testing';
import { configureEmulator, emulatorAt } from '../support/emulator.js';
import type { EmulatorInfo } from '../support/emulator.js';
import { renderWidget } from '../support/widget.js';
import { openSheet } from '../support/sheet.js';
import type { ShowtimeFinderElement } from '../../src/showtime-finder.js';
import { until } from '../support/until.js';

const axe = (window as unknown as { axe: { run: (context: Element, options: RunOptions) => Promise<AxeResults> } }).axe;
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: {
    region: { enabled: false },
    'page-has-heading-one': { enabled: false },
    'landmark-one-main': { enabled: false },
  },
};

let info: EmulatorInfo;
let token: string;

before(async () => {
  ({ info, token } = await emulatorAt('2026-11-22T12:00:00Z'));
});

async function violations(element: ShowtimeFinderElement): Promise<string[]> {
  const results = await axe.run(element, options);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`accessibility, ${scheme} scheme`, function () {
    // axe-core's full pass is several times slower in WebKit than in Chromium; three engines share the machine.
    this.timeout(60_000);
    const show = async (attributes: Record<string, string>) => {
      const { element } = await renderWidget(attributes, {
        setup: (widget) => widget.style.setProperty('color-scheme', scheme),
      });
      return element;
    };

    it('movie mode with days, chips, search and showtimes has no violations', async () => {
      const element = await show({ 'api-base': info.url, token, movie: '550' });
      element.shadowRoot!.querySelector<HTMLElement>('[part~="filter"]')!.click();
      await element.updateComplete;
      expect(await violations(element)).to.deep.equal([]);
    });

    it('cinema mode with posters and a chosen day without showings has no violations', async () => {
      const element = await show({ 'api-base': info.url, token, 'cinema-ids': '101' });
      expect(await violations(element)).to.deep.equal([]);
    });

    it('the empty state, versions with their time buttons, and cinemas behind the more button have no violations', async () => {
      expect(
        await violations(
          await show({ 'api-base': `${location.origin}/fixed-platform/later`, token, 'cinema-ids': '8' }),
        ),
      ).to.deep.equal([]);
      expect(
        await violations(await show({ 'api-base': `${location.origin}/fixed-platform/many`, token, movie: '99' })),
      ).to.deep.equal([]);
      expect(
        await violations(await show({ 'api-base': `${location.origin}/fixed-platform/glance`, token, movie: '99' })),
      ).to.deep.equal([]);
    });

    it('details mode: the time buttons, and the open showtime sheet with its share status, have no violations', async () => {
      const element = await show({ 'api-base': info.url, token, movie: '550', 'showtime-action': 'details' });
      expect(await violations(element)).to.deep.equal([]);
      const sheet = await openSheet(element);
      // Copied, or the text to copy by hand where the engine refuses a script's click: the status has its text.
      element.shadowRoot!.querySelector<HTMLElement>('[part~="share"]')!.click();
      await until(() => sheet.querySelector('[role="status"]')!.textContent, 'the share status shows');
      expect(await violations(element)).to.deep.equal([]);
      sheet.close();
    });

    it('the error state with its retry button has no violations', async () => {
      await configureEmulator({ faults: [{ path: '/showings', status: 500, times: 3 }] });
      try {
        expect(await violations(await show({ 'api-base': info.url, token, movie: '496243' }))).to.deep.equal([]);
      } finally {
        await configureEmulator({ faults: [] });
      }
    });
  });
}
