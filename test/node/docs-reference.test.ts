// The reference tables of docs/ (attributes in attributes-and-properties.md, events in events.md,
// CSS custom properties in styling-and-parts.md) and the list of parts (styling-and-parts.md) say
// exactly what custom-elements.json says, which the Custom Elements Manifest analyzer makes from
// the element's own code and JSDoc: neither can drift from the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeManifest } from '../support/manifest.js';

const { manifest, element } = analyzeManifest();
const page = (name: string) => readFileSync(`docs/${name}`, 'utf8');
const attributesPage = page('attributes-and-properties.md');
const eventsPage = page('events.md');
const stylingPage = page('styling-and-parts.md');

const names = (list: { name: string }[] = []) => list.map((item) => item.name).sort();

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, span]) => span!);

/** The rows of the table in `markdown` whose header row starts with `header`: per cell, its code spans. */
function tableRows(markdown: string, header: string): string[][][] {
  const start = markdown.indexOf(`\n${header}`);
  assert.ok(start >= 0, `the page has a table starting "${header}"`);
  const rows = markdown
    .slice(start + 1)
    .split('\n\n')[0]!
    .split('\n')
    .slice(2);
  return rows.map((row) => row.split('|').slice(1, -1).map(codeSpans));
}

/** An event detail's fields as the events page and the JSDoc write them: the first code span `{...}`. */
const detailFields = (spans: string[]) => spans.find((span) => span.startsWith('{'));

test('the manifest knows the element by its tag, from the define module', () => {
  const definitions = manifest.modules.flatMap((module) =>
    (module.exports ?? []).filter((entry) => entry.kind === 'custom-element-definition'),
  );
  assert.deepEqual(names(definitions), ['showtime-finder']);
});

/** A property's type as the attributes page writes it: the manifest's, without `| undefined` (every property is optional). */
const typeOf = (member?: { type?: { text: string } }) => member?.type?.text.replace(/ \| undefined$/, '');

test('the attributes table lists each attribute with the property it sets and its type', () => {
  const rows = tableRows(attributesPage, '| attribute | property |').filter(([attribute]) => attribute!.length > 0);
  assert.deepEqual(
    rows.map(([[attribute], [property], [type]]) => `${attribute} ${property}: ${type}`).sort(),
    element.attributes.map((attribute) => `${attribute.name} ${attribute.fieldName}: ${typeOf(attribute)}`).sort(),
  );
});

test('the rows without an attribute are the properties that have none (tokenProvider), with their types', () => {
  const attributeFields = new Set(element.attributes.map((attribute) => attribute.fieldName));
  assert.deepEqual(
    tableRows(attributesPage, '| attribute | property |')
      .filter(([attribute]) => attribute!.length === 0)
      .map(([, [property], [type]]) => `${property}: ${type}`)
      .sort(),
    element.members
      .filter((member) => member.kind === 'field' && !attributeFields.has(member.name))
      .map((member) => `${member.name}: ${typeOf(member)}`)
      .sort(),
  );
});

test('the events table lists the events the element fires, each with the fields of its detail', () => {
  const rows = tableRows(eventsPage, '| event | when |');
  assert.deepEqual(rows.map(([[event]]) => event).sort(), names(element.events));
  for (const [[event], , detail] of rows) {
    const fired = element.events.find((candidate) => candidate.name === event)!;
    assert.equal(detailFields(detail!), detailFields(codeSpans(fired.description ?? '')), `${event}'s detail`);
  }
});

test('the CSS custom properties table lists the ones the element reads, with their defaults', () => {
  const rows = tableRows(stylingPage, '| property | default');
  assert.deepEqual(rows.map(([[property]]) => property).sort(), names(element.cssProperties));
  for (const [[property], defaults] of rows) {
    const read = element.cssProperties.find((candidate) => candidate.name === property)!.default ?? '';
    // styles.ts writes `light-dark(#fff, #1b1b1f)`; the page writes the pair as `#fff` / `#1b1b1f`.
    const pair = /^light-dark\((.*)\)$/.exec(read)?.[1] ?? read;
    assert.deepEqual(
      defaults,
      pair.split(',').map((value) => value.trim()),
      `${property}'s default`,
    );
  }
});

test('the parts list names every part', () => {
  const paragraph = /\nParts \(`showtime-finder::part\(day\)[^\n]*\n(?:[^\n]+\n)*/.exec(stylingPage)?.[0] ?? '';
  const listed = [...paragraph.matchAll(/`([a-z-]+)`/g)]
    .map(([, name]) => name!)
    .filter((name) => !name.startsWith('data-'));
  assert.deepEqual([...new Set(listed)].sort(), names(element.cssParts));
});
