import { expect } from '@open-wc/testing';

it("runs with the viewer's zone and locale pinned, in every engine", () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
  expect(Intl.DateTimeFormat().resolvedOptions().locale).to.equal('en-US');
  expect(navigator.language).to.equal('en-US');
});
