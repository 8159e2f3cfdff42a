// The package as an embedder installs it: `npm pack` (whose prepack builds dist/) ships the two
// bundles, the unbundled build with its declarations, the React and Preact entries, the token
// handler, and custom-elements.json naming modules that it holds. Consumer files (plain
// TypeScript, React 19 with and without the wrapper, Preact) type-check against them under
// moduleResolution bundler and nodenext, with noPropertyAccessFromIndexSignature on (the
// element's properties with their types, `days` a number and `cinemaIds` an array, its events'
// details through the tag and event maps and the wrapper's props, typed rather than any, the
// class without registering, the handler), and Node imports it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { subresourceIntegrity } from '../../scripts/integrity.js';

const ROOT = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'showtime-finder-pack-'));

const CONSUMER = `
import { ShowtimeFinderElement } from 'showtime-finder';
import { ShowtimeFinderElement as UnregisteredElement } from 'showtime-finder/element';
import type { GeoPoint, ShowtimeSelectDetail, ShowtimesErrorDetail } from 'showtime-finder';
import { createTokenHandler } from 'showtime-finder/server';

const element = document.querySelector('showtime-finder');
if (element) {
  element.apiBase = 'https://api.example';
  element.movie = '550';
  element.days = 5;
  element.cinemaIds = [101, 102];
  const berlin: GeoPoint = { lat: 52.52, lng: 13.405 };
  element.near = berlin;
  // @ts-expect-error: the property is a number; the text form is the attribute's
  element.days = '5';
  // @ts-expect-error: the property is an array of numbers
  element.cinemaIds = '101,102';
  element.addEventListener('showtime-select', (event) => {
    const detail: ShowtimeSelectDetail = event.detail;
    console.log(detail.url, detail.showing.id);
  });
  element.addEventListener('showtimes-error', (event) => {
    const code: ShowtimesErrorDetail['code'] = event.detail.code;
    console.log(code);
  });
}
const created: ShowtimeFinderElement = document.createElement('showtime-finder');
const sameClass: typeof ShowtimeFinderElement = UnregisteredElement;
console.log(sameClass.define);
console.log(created.refresh);

const handler = createTokenHandler({
  apiBase: 'https://api.example',
  clientId: 'id',
  clientSecret: 'secret',
  scope: 'read',
  allowedOrigins: ['https://cinema.example'],
});
export const answer: Promise<Response> = handler(new Request('https://cinema.example/showtime-token'));
`;

/** React 19: the wrapper with typed events, and the element itself in JSX with its attributes. */
const REACT_CONSUMER = `
import { ShowtimeFinder } from 'showtime-finder/react';
import type { ShowtimeSelectDetail } from 'showtime-finder';

const provider = async () => 'token';
export const wrapped = (
  <ShowtimeFinder
    apiBase="https://api.example"
    movie="550"
    days={3}
    cinemaIds={[101, 102]}
    near={{ lat: 52.52, lng: 13.405 }}
    tokenProvider={provider}
    onShowtimeSelect={(event) => {
      const detail: ShowtimeSelectDetail = event.detail;
      console.log(detail.url);
      // @ts-expect-error: the detail is typed, not any
      console.log(event.detail.nothing);
    }}
    onShowtimesLoad={(event) => console.log(event.detail.showtimes + 1)}
    onShowtimesError={(event) => console.log(event.detail.code)}
  />
);
export const plain = <showtime-finder api-base="https://api.example" movie="550" cinemaIds={[101, 102]} token-url="/t" />;
// @ts-expect-error: movie is a text, as in HTML
export const numeric = <showtime-finder api-base="https://api.example" movie={550} />;
`;

/** Preact: the element in JSX. */
const PREACT_CONSUMER = `/** @jsxImportSource preact */
import 'showtime-finder/preact';

export const plain = <showtime-finder api-base="https://api.example" movie="550" day-start="04:00" tokenProvider={async () => 't'} />;
`;

function tsconfig(moduleResolution: 'bundler' | 'nodenext'): string {
  return JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: moduleResolution === 'bundler' ? 'ESNext' : 'NodeNext',
      moduleResolution,
      noPropertyAccessFromIndexSignature: true,
      exactOptionalPropertyTypes: true,
      types: [],
      skipLibCheck: false,
      jsx: 'react-jsx',
    },
    files: ['consumer.ts', 'react-consumer.tsx', 'preact-consumer.tsx'],
  });
}

test('npm pack ships dist/, a consumer type-checks under bundler and nodenext resolution, Node imports it, Vite bundles it', async () => {
  // prepack's build prints before npm's JSON: the answer is the array that closes the output.
  // Built already by `npm test` (scripts/test.mjs): packed as it is, not built again while other suites read dist/.
  const prepack = process.env['SHOWTIME_FINDER_BUILT'] ? ['--ignore-scripts'] : [];
  const output = execFileSync('npm', ['pack', ...prepack, '--json', '--pack-destination', work], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(output.slice(output.lastIndexOf('\n[') + 1)) as [
    { filename: string; files: { path: string }[] },
  ];
  const files = packed.files.map((file) => file.path);
  for (const expected of [
    'dist/showtime-finder.js',
    'dist/showtime-finder.iife.js',
    'dist/server/index.js',
    'dist/node/index.js',
    'dist/node/cli.js',
    'dist/lib/node/index.d.ts',
    'dist/lib/showtime-finder-define.js',
    'dist/lib/showtime-finder-define.d.ts',
    'dist/lib/showtime-finder.js',
    'dist/lib/server/index.d.ts',
    'dist/lib/react.js',
    'dist/lib/react.d.ts',
    'dist/lib/preact.js',
    'dist/lib/preact.d.ts',
    'dist/frameworks/react.d.ts',
    'dist/frameworks/preact.d.ts',
    'dist/frameworks/vue.d.ts',
    'dist/frameworks/svelte.d.ts',
    'dist/frameworks/vscode.html-custom-data.json',
    'dist/integrity.json',
    'custom-elements.json',
    'program.schema.json',
    'LICENSE',
  ]) {
    assert.ok(files.includes(expected), `${expected} is in the package`);
  }
  assert.ok(!files.some((file) => file.startsWith('src/') || file.startsWith('test/')), 'no sources or tests');

  // A scratch project: the tarball installed as node_modules/showtime-finder, its dependencies
  // (lit, @lit/task, lru-cache) taken from this repository's node_modules.
  for (const moduleResolution of ['bundler', 'nodenext'] as const) {
    const project = join(work, moduleResolution);
    const modules = join(project, 'node_modules');
    mkdirSync(join(modules, 'showtime-finder'), { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(work, packed.filename),
      '-C',
      join(modules, 'showtime-finder'),
      '--strip-components=1',
    ]);
    for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
      if (entry !== '.bin' && entry !== 'showtime-finder')
        symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
    }
    // Tools find custom-elements.json through package.json's customElements, and the modules it names in the package.
    const installed = join(modules, 'showtime-finder');
    const { customElements } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      customElements: string;
    };
    const manifest = JSON.parse(readFileSync(join(installed, customElements), 'utf8')) as {
      modules: { path: string }[];
    };
    for (const { path } of manifest.modules) assert.ok(existsSync(join(installed, path)), `the manifest's ${path}`);
    // The hashes a CDN user pins are those of the bytes the package ships.
    const integrity = JSON.parse(readFileSync(join(installed, 'dist/integrity.json'), 'utf8')) as Record<
      string,
      string
    >;
    const scripts = files.filter((file) => /^dist\/[^/]+\.js$/.test(file)).map((file) => file.slice('dist/'.length));
    assert.ok(scripts.includes('showtime-finder.js') && scripts.includes('showtime-finder.iife.js'));
    assert.deepEqual(Object.keys(integrity).sort(), scripts.sort());
    for (const [name, hash] of Object.entries(integrity)) {
      assert.equal(hash, subresourceIntegrity(readFileSync(join(installed, 'dist', name))), `dist/${name}'s hash`);
    }
    // The package's bin runs from the install: it loads the server entry by the package's own name, and says
    // what is missing in one line.
    const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    const cli = join(installed, bin['showtime-finder']!);
    assert.match(readFileSync(cli, 'utf8'), /^#!\/usr\/bin\/env node\n/);
    const served = spawnSync(process.execPath, [cli, 'serve'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    assert.equal(served.status, 1);
    assert.match(served.stderr, /^showtime-finder serve: --api-base \(or CINEMA_API_BASE\) is required/);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(join(project, 'consumer.ts'), CONSUMER);
    writeFileSync(join(project, 'react-consumer.tsx'), REACT_CONSUMER);
    writeFileSync(join(project, 'preact-consumer.tsx'), PREACT_CONSUMER);
    writeFileSync(join(project, 'tsconfig.json'), tsconfig(moduleResolution));
    try {
      execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
    } catch (error) {
      assert.fail(`${moduleResolution}: ${(error as { stdout?: string }).stdout ?? error}`);
    }
    // A server-side import (a Next.js server component, a test) does not throw: Lit's Node build
    // brings the DOM shims the element module needs, and the module registers the tag once.
    const imported = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('showtime-finder'); const r = await import('showtime-finder/react'); await import('showtime-finder/preact'); console.log(typeof m.ShowtimeFinderElement, typeof r.ShowtimeFinder);",
      ],
      { cwd: project, encoding: 'utf8' },
    );
    assert.equal(imported.trim(), 'function object');
  }

  // A bundler user's app that also uses Lit gets one copy of it: the package's entry imports lit.
  const project = join(work, 'bundler');
  writeFileSync(
    join(project, 'app.js'),
    "import 'showtime-finder';\nimport { LitElement } from 'lit';\nexport class AppElement extends LitElement {}\n",
  );
  const outDir = join(project, 'out');
  await build({
    root: project,
    logLevel: 'error',
    configFile: false,
    build: {
      outDir,
      minify: false,
      lib: { entry: join(project, 'app.js'), formats: ['es'], fileName: () => 'app.js' },
    },
  });
  const bundle = readFileSync(join(outDir, 'app.js'), 'utf8');
  assert.match(bundle, /customElements|define\(/);
  // The app's chunks included: the showtime sheet, loaded on a click, shares lit with the element.
  const appScripts = readdirSync(outDir).filter((file) => file.endsWith('.js'));
  const copies = appScripts.map(
    (file) => readFileSync(join(outDir, file), 'utf8').match(/litElementVersions/g)?.length ?? 0,
  );
  assert.equal(
    copies.reduce((sum, count) => sum + count, 0),
    1,
    'one copy of lit-element in the app bundle',
  );
});

/** What npm installs for a dependency: its dependencies and its peers that are not optional, all the way down. */
function installedFor(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
  );
  for (const dependency of [...Object.keys(manifest.dependencies ?? {}), ...peers]) installedFor(dependency, seen);
  return seen;
}

test('an app without React installs no React and no React types with the package', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
    peerDependenciesMeta: Record<string, { optional?: boolean }>;
  };
  const installed = new Set<string>();
  for (const dependency of Object.keys(manifest.dependencies)) installedFor(dependency, installed);
  for (const [peer, meta] of Object.entries(manifest.peerDependenciesMeta)) {
    assert.ok(meta.optional, `${peer} is an optional peer`);
  }
  for (const peer of Object.keys(manifest.peerDependencies)) {
    assert.ok(manifest.peerDependenciesMeta[peer]?.optional, `${peer} is an optional peer`);
  }
  const reactish = [...installed].filter((name) => /(^|\/)(react|preact)(-dom)?$|^@types\/react/.test(name));
  assert.deepEqual(reactish, []);
  assert.ok(installed.has('lit') && installed.has('lru-cache'), 'the walk reads the real dependencies');
});
