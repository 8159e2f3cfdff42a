import { expect } from '@open-wc/testing';

it('runs in Chromium with the viewer zone pinned', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
});
