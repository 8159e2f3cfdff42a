// The README's reference tables (attributes, events, CSS custom properties) and its list of
// parts say exactly what custom-elements.json says, which the Custom Elements Manifest analyzer
// makes from the element's own code and JSDoc: neither can drift from the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze'], {
  stdio: 'ignore',
});
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const element = manifest.modules
  .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
  .find((declaration: { tagName?: string }) => declaration.tagName === 'showtime-finder');
const readme = readFileSync('README.md', 'utf8');

const names = (list: { name: string }[] = []) => list.map((item) => item.name).sort();

/** The first column's code names of the table whose header row starts with `header`. */
function tableRows(header: string): string[][] {
  const start = readme.indexOf(`\n${header}`);
  assert.ok(start >= 0, `README has a table starting "${header}"`);
  const rows = readme
    .slice(start + 1)
    .split('\n\n')[0]!
    .split('\n')
    .slice(2);
  return rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
  );
}

test('the manifest knows the element by its tag, from the define module', () => {
  assert.ok(element, 'custom-elements.json declares <showtime-finder>');
  const definitions = manifest.modules.flatMap((module: { exports?: { kind: string; name: string }[] }) =>
    (module.exports ?? []).filter((entry) => entry.kind === 'custom-element-definition'),
  );
  assert.deepEqual(names(definitions), ['showtime-finder']);
});

test('the attributes table lists each attribute with the property it sets', () => {
  const rows = tableRows('| attribute | property |').filter(([attribute]) => attribute !== '');
  assert.deepEqual(
    rows.map(([attribute, property]) => `${attribute} ${property}`).sort(),
    element.attributes
      .map((attribute: { name: string; fieldName: string }) => `${attribute.name} ${attribute.fieldName}`)
      .sort(),
  );
  // A row without an attribute is a property only (tokenProvider): the manifest has it as a field.
  for (const [, property] of tableRows('| attribute | property |').filter(([attribute]) => attribute === '')) {
    assert.ok(
      element.members.some((member: { name: string }) => member.name === property),
      `${property} is a member`,
    );
  }
});

test('the events table lists the events the element fires', () => {
  assert.deepEqual(
    tableRows('| event | when |')
      .map(([event]) => event)
      .sort(),
    names(element.events),
  );
});

test('the CSS custom properties table lists the ones the element reads', () => {
  assert.deepEqual(
    tableRows('| property | default')
      .map(([property]) => property)
      .sort(),
    names(element.cssProperties),
  );
});

test('the parts list names every part', () => {
  const paragraph = /\nParts \(`showtime-finder::part\(day\)[^\n]*\n(?:[^\n]+\n)*/.exec(readme)?.[0] ?? '';
  const listed = [...paragraph.matchAll(/`([a-z-]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => !name.startsWith('data-'));
  assert.deepEqual([...new Set(listed)].sort(), names(element.cssParts));
});
