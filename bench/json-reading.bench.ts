// Reading the platform's answers (docs/performance.md): a page of 100 showings as the emulator
// serves a national release (about 210 KiB of JSON), read by the client's `parseJson` (a plain
// parse, then a walk that drops nulls and false fields), against the reviver that did the same before, and
// against a bare `JSON.parse`, which keeps them. A national release's load reads some 80 such
// pages on the main thread. In Node: the same V8 as Chromium's, without the page's noise.
import { createSeed } from '../emulator/src/seed/options.js';
import { presentShowing } from '../emulator/src/seed/present.js';
import { generateShowings } from '../emulator/src/seed/showings.js';
import { parseJson } from '../src/platform/response.js';
import { medianMs } from './support/median-time.js';
import { report } from './support/results.js';

const NOW = new Date('2026-11-22T09:00:00Z');
const PAGE_SIZE = 100;
const PAGES = 20;

const showings = generateShowings(createSeed({ national: { cinemas: 200 } }), NOW).filter(
  (record) => record.content.movieId === 550,
);
const page = JSON.stringify({
  data: showings.slice(0, PAGE_SIZE).map((record) => presentShowing(record, 'offset', 'http://127.0.0.1:8787')),
  pagination: {
    total: showings.length,
    limit: PAGE_SIZE,
    has_more: true,
    next_cursor: 'b2Zmc2V0OjEwMA',
    prev_cursor: null,
  },
});
/** Per page, the median of reading `PAGES` pages in a row. */
const perPage = (read: (text: string) => unknown) =>
  medianMs(() => Array.from({ length: PAGES }, () => read(page)), 9) / PAGES;

const bare = perPage((text) => JSON.parse(text));
const ours = perPage(parseJson);
const reviver = perPage((text) => JSON.parse(text, (_key, value: unknown) => value ?? undefined));

report('reading a page of 100 showings', [
  { name: 'page size', value: page.length / 1024, unit: 'KiB' },
  { name: 'JSON.parse alone (nulls kept)', value: bare, unit: 'ms' },
  { name: 'parseJson: parse, then drop nulls and false fields', value: ours, unit: 'ms' },
  { name: 'JSON.parse with a reviver that drops nulls (before)', value: reviver, unit: 'ms' },
  { name: 'ratio reviver / parseJson', value: reviver / ours, unit: 'x' },
  { name: 'ratio parseJson / JSON.parse alone', value: ours / bare, unit: 'x' },
]);
