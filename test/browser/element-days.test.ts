// Which days the widget offers and how it names them (docs/design.md, "Times"): business days of
// the cinemas, placed by the viewer's own zone when no cinema has showtimes. The viewer's zone
// is pinned to America/Los_Angeles (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { emulatorAt } from '../support/emulator.js';
import { all, renderWidget, text } from '../support/widget.js';

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

  it("labels the viewer's today and tomorrow, not the first days offered, for a viewer behind the cinemas", async () => {
    // 06:00 UTC: Monday 07:00 in Berlin (the first day offered), still Sunday 22:00 in Los Angeles.
    const { info, token } = await emulatorAt('2026-11-23T06:00:00Z');
    const { element } = await renderWidget({
      'api-base': info.url,
      token,
      movie: '550',
      'cinema-ids': '101',
      days: '3',
    });
    const days = all(element, '[part~="day"]');
    expect(days.map((day) => day.dataset['date'])).to.deep.equal(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days.map((day) => text(day.querySelector('span')!))).to.deep.equal(['Tomorrow', 'Tue', 'Wed']);
  });
});
