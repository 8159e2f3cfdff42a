// The error codes are contract (docs/design.md, "Shadow DOM": `data-error-code` is one of a fixed
// list; hosts and outside tests rely on them): the code's list, the design's and the table of
// errors in docs/errors.md, which says what each means and what to do, name the same codes in the same order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '../../src/common/errors.js';

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, span]) => span!);

test('src/common/errors.ts lists the error codes the design names', () => {
  const design = readFileSync('docs/design.md', 'utf8');
  const list = /`data-error-code` one of\s+([^.]*)\./.exec(design)?.[1] ?? '';
  assert.deepEqual(ERROR_CODES, codeSpans(list));
});

test('the table of errors in docs/errors.md explains each code', () => {
  const errors = readFileSync('docs/errors.md', 'utf8');
  const start = errors.indexOf('\n| code | what it means | what to do |');
  assert.ok(start >= 0, 'docs/errors.md has the table of errors');
  const table = errors.slice(start).split('\n\n')[0]!;
  const codes = table
    .split('\n')
    .slice(3)
    .map((row) => codeSpans(row.split('|')[1]!)[0]);
  assert.deepEqual(ERROR_CODES, codes);
});
