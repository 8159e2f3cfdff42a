// Which days the widget offers and how it names them (docs/design.md, "Times"): business days of
// the cinemas, placed by the viewer's own zone when no cinema has showtimes. The viewer's zone
// is pinned to America/Los_Angeles (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { all, renderWidget } from '../support/widget.js';

describe('days offered', () => {
  it("starts at the viewer's business today, not UTC's, when no cinema has showtimes and no time-zone is set", async () => {
    // 06:00 UTC is still 22:00 of the day before in Los Angeles.
    const { token } = await emulatorAt('2026-11-23T06:00:00Z');
    const { element } = await renderWidget({
      'api-base': `${location.origin}/fixed-platform/none`,
      token,
      movie: '550',
      days: '2',
    });
    expect(all(element, '[part~="day"]').map((day) => day.dataset['date'])).to.deep.equal(['2026-11-22', '2026-11-23']);
  });
});
