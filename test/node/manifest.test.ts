// custom-elements.json says what the element does: the attributes it reads, the events it fires with
// their detail types, the parts its view renders, the custom properties its styles read (with
// their defaults), its slot, and modules that the package ships. The JSDoc it comes from is read
// against the code here, so a new part or event without a doc line fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ATTRIBUTES } from '../../src/config/attributes.js';
import { analyzeManifest } from '../support/manifest.js';

const { manifest, element } = analyzeManifest();

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.startsWith('server'))
  .map((file) => readFileSync(join('src', file), 'utf8'))
  .join('\n');
const styles = readFileSync('src/view/styles.ts', 'utf8');

const names = (list: { name: string }[]) => list.map((item) => item.name).sort();
const unique = (list: string[]) => [...new Set(list)].sort();

/** The property names of an interface in src/controllers/events.ts. */
function interfaceFields(name: string): string[] {
  const file = ts.createSourceFile(
    'events.ts',
    readFileSync('src/controllers/events.ts', 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const declaration = file.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  assert.ok(declaration, `src/controllers/events.ts declares ${name}`);
  return declaration.members.map((member) => member.name!.getText(file));
}

test('lists every attribute of src/config/attributes.ts with its property, type and description', () => {
  assert.deepEqual(
    element.attributes.map((attribute) => [attribute.name, attribute.fieldName]),
    Object.entries(ATTRIBUTES).map(([property, attribute]) => [attribute, property]),
  );
  for (const attribute of element.attributes) {
    assert.ok(attribute.type?.text, `${attribute.name} has a type`);
    assert.ok(attribute.description, `${attribute.name} has a description`);
  }
});

test('types days as a number, cinemaIds as numbers, near as a GeoPoint, showtimeAction as book or details, and the other properties as strings', () => {
  const typed: Record<string, string> = {
    cinemaIds: 'readonly number[] | undefined',
    days: 'number | undefined',
    near: 'GeoPoint | undefined',
    showtimeAction: 'ShowtimeAction | undefined',
    lang: 'string',
  };
  const expected = Object.keys(ATTRIBUTES).map((property) => `${property}: ${typed[property] ?? 'string | undefined'}`);
  assert.deepEqual(
    element.attributes.map((attribute) => `${attribute.fieldName}: ${attribute.type?.text}`),
    expected,
  );
  // The properties themselves, each with its attribute, say the same.
  const fields = new Map(element.members.map((member) => [member.name, member]));
  assert.deepEqual(
    Object.keys(ATTRIBUTES).map((property) => {
      const field = fields.get(property);
      return `${field?.attribute} ${property}: ${field?.type?.text}`;
    }),
    Object.values(ATTRIBUTES).map((attribute, index) => `${attribute} ${expected[index]}`),
  );
});

test('lists the events the element emits, typed by the detail each is emitted with', () => {
  const emitted = [...sources.matchAll(/\bemit<(\w+)>\(\s*\w+,\s*'([a-z-]+)'/g)].map(
    ([, detail, event]) => `${event} CustomEvent<${detail}>`,
  );
  assert.deepEqual(element.events.map((event) => `${event.name} ${event.type?.text}`).sort(), unique(emitted));
});

test("each event's description names the fields of its detail", () => {
  for (const event of element.events) {
    const detail = /^CustomEvent<(\w+)>$/.exec(event.type!.text)![1]!;
    assert.equal(
      /`\{([^`]*)\}`/.exec(event.description ?? '')?.[1],
      interfaceFields(detail).join(', '),
      `${event.name}: ${detail}`,
    );
  }
});

test('lists the parts the view renders', () => {
  assert.deepEqual(
    names(element.cssParts),
    unique([...sources.matchAll(/\bpart="([a-z-]+)"/g)].map(([, part]) => part!)),
  );
});

test('lists the custom properties the styles read, each with the default beside it there', () => {
  assert.deepEqual(
    names(element.cssProperties),
    unique([...styles.matchAll(/var\((--showtime-finder-[\w-]+)/g)].map(([, property]) => property!)),
  );
  for (const property of element.cssProperties) {
    assert.ok(styles.includes(`var(${property.name}, ${property.default})`), `${property.name}: ${property.default}`);
  }
});

test('lists the slot the element renders', () => {
  assert.deepEqual(
    names(element.slots),
    unique([...sources.matchAll(/<slot(?: name="([\w-]+)")?>/g)].map(([, name]) => name ?? '')),
  );
});

test('names modules by the built files the package ships, each compiled from a source', () => {
  const paths = manifest.modules.flatMap((module) => [
    module.path,
    ...(module.exports ?? []).map((entry) => entry.declaration.module),
  ]);
  for (const path of paths) {
    const source = /^dist\/lib\/(.+)\.js$/.exec(path)?.[1];
    assert.ok(source && existsSync(`src/${source}.ts`), `${path} is built from a file in src/`);
  }
});
