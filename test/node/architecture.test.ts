// The one-way flow of docs/design.md, "The pieces and how data flows", checked on every import in src/ and
// emulator/: attributes -> config -> platform -> schedule and program (the one model between reading and showing)
// -> view, with src/common as the leaves, the pure builders of what leaves the widget (src/calendar) above i18n, the
// showtime sheet (src/sheet) above the view, load above the data rooms, the chunks the element may go without
// (src/url-param, src/structured-data) above it, the element's reactive controllers (src/controllers) above them,
// and the element (the top of src/) last; view and i18n never fetch; server code never in the browser bundle; the
// emulator never imports src/; and no import cycle anywhere. A new wrong import fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/**
 * Every import of a file, resolved to a repository path: static imports and re-exports, and `import()` (a chunk
 * loaded later is still a dependency: a cycle through one, or a layer reached by one, is as wrong as a static one).
 */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const statements = text.matchAll(/(?:^|;)\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gms);
  const dynamic = text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g);
  const found = [
    ...[...statements].map(([, , type, specifier]) => ({ specifier: specifier!, typeOnly: type !== undefined })),
    ...[...dynamic].map(([, specifier]) => ({ specifier: specifier!, typeOnly: false })),
  ];
  return found
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier, typeOnly }) => ({
      from: file,
      to: relative(ROOT, resolve(ROOT, dirname(file), specifier.replace(/\.js$/, '.ts'))),
      typeOnly,
    }));
}

/** Where a file of src/ stands in the flow; a file may import only its own layer or lower ones. */
function layerOf(file: string): number {
  const [, part] = file.split('/');
  const layers: Record<string, number> = {
    common: 0,
    config: 1,
    platform: 2,
    schedule: 3,
    program: 3,
    i18n: 4,
    calendar: 5,
    view: 6,
    sheet: 7,
    load: 8,
    'url-param': 9,
    'structured-data': 9,
    'ends-by': 9,
    offline: 9,
    takeover: 9,
    controllers: 10,
  };
  return layers[part!] ?? 11; // the element: the entries at the top of src/
}

const srcImports = sourceFiles('src').flatMap(importsOf);

test('src/ imports flow one way: common <- config <- platform <- schedule <- i18n <- calendar <- view <- sheet <- load <- url-param, structured-data, ends-by, offline, takeover <- controllers <- element', () => {
  const against = srcImports.filter(
    ({ from, to }) => !from.startsWith('src/server/') && to.startsWith('src/') && layerOf(to) > layerOf(from),
  );
  assert.deepEqual(against, []);
});

test('the view imports only types from the schedule, and neither view nor i18n imports the platform client', () => {
  const wrong = srcImports.filter(
    ({ from, to, typeOnly }) =>
      (from.startsWith('src/view/') && to.startsWith('src/load/')) ||
      (from.startsWith('src/view/') && to.startsWith('src/schedule/') && !typeOnly) ||
      ((from.startsWith('src/view/') || from.startsWith('src/i18n/')) && to.startsWith('src/platform/') && !typeOnly),
  );
  assert.deepEqual(wrong, []);
});

/**
 * What server code may import beyond src/server and src/common: the program and its shaping, the
 * platform's schemas and its JSON reading, and the zone math the shaping places times with; and,
 * followed through, what those import. Nothing else of the browser part.
 */
const SERVER_ENTRIES = [
  'src/program/',
  'src/platform/schemas.ts',
  'src/platform/response.ts',
  'src/schedule/zoned-time.ts',
];

/**
 * The server's render (src/server-render/) draws with the widget's own templates, schedule and texts: the entry
 * (src/server/index.ts) alone imports it, it is never in the browser bundle, and the proxy and the token handler
 * reach nothing of it (docs/server-rendering.md).
 */
const SERVER_RENDER = 'src/server-render/';

/** Every src/ file reachable by imports from `roots`, the server's render left out. */
function reachable(roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || file.startsWith(SERVER_RENDER)) return;
    found.add(file);
    srcImports.filter(({ from }) => from === file).forEach(({ to }) => visit(to));
  };
  sourceFiles('src')
    .filter((file) => roots.some((root) => file.startsWith(root)))
    .forEach(visit);
  return found;
}

test('server code imports server code, src/common, the program, the platform schemas and zone math only, and no browser code imports server code', () => {
  const allowed = reachable(['src/server/', 'src/common/', ...SERVER_ENTRIES]);
  const serverReach = reachable(['src/server/']);
  const wrong = srcImports.filter(
    ({ from, to }) =>
      (from.startsWith('src/server/') &&
        !(from === 'src/server/index.ts' && to.startsWith(SERVER_RENDER)) &&
        !to.startsWith('src/server/') &&
        !to.startsWith('src/common/') &&
        !SERVER_ENTRIES.some((entry) => to.startsWith(entry))) ||
      (!from.startsWith('src/server/') && to.startsWith('src/server/')) ||
      (from !== 'src/server/index.ts' && !from.startsWith(SERVER_RENDER) && to.startsWith(SERVER_RENDER)),
  );
  assert.deepEqual(wrong, []);
  // Followed through: whatever the server reaches lies within the entries and what they import.
  assert.deepEqual(
    [...serverReach].filter((file) => !allowed.has(file) || /^src\/(element|view|load|i18n|sheet)\//.test(file)),
    [],
  );
});

test('the emulator never imports src/', () => {
  const wrong = sourceFiles('emulator')
    .flatMap(importsOf)
    .filter(({ to }) => to.startsWith('src/'));
  assert.deepEqual(wrong, []);
});

test('no import cycle in src/, type imports included', () => {
  const edges = new Map<string, string[]>();
  for (const { from, to } of srcImports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const done = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    if (path.includes(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  assert.deepEqual(cycles, []);
});

test('the top of src/ holds only the element, its define entry and the framework entries', () => {
  const top = readdirSync(join(ROOT, 'src')).filter((name) => name.endsWith('.ts'));
  assert.deepEqual(top.sort(), ['preact.ts', 'react.ts', 'showtime-finder-define.ts', 'showtime-finder.ts']);
});
