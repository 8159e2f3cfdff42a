// The element typed in each framework by the types the build writes from custom-elements.json (dist/frameworks/,
// custom-elements-manifest.config.mjs): a small app per framework, checked by that framework's own checker (tsc
// for React 19 and Preact 10 and 11, vue-tsc, svelte-check) against the package as an app resolves it. Each app
// sets the rich properties with their types (`days` a number, `cinemaIds`, `near`, a `tokenProvider` that takes
// `{signal}`), reads an event's typed detail, and holds code that must fail: an `@ts-expect-error` (Vue:
// `@vue-expect-error`) that no error meets fails the check, so a type that lets a wrong value through fails here.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');

before(() => {
  if (!existsSync(join(ROOT, 'dist/frameworks/jsx.d.ts'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT });
});

/**
 * A scratch app: `files` written, the package's types copied into node_modules/showtime-finder (a copy, not a link:
 * the types import the framework, which must resolve to the app's own, as from an installed package), and the
 * repository's other packages linked beside it, `preact` being the version asked for.
 */
function app(files: Record<string, string>, preact = 'preact'): string {
  const dir = mkdtempSync(join(tmpdir(), 'showtime-finder-types-'));
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  const installed = join(modules, 'showtime-finder');
  for (const path of ['package.json', 'custom-elements.json', 'dist/lib', 'dist/frameworks']) {
    cpSync(join(ROOT, path), join(installed, path), { recursive: true });
  }
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (!['.bin', 'showtime-finder', 'preact'].includes(entry)) {
      symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
    }
  }
  symlinkSync(join(ROOT, 'node_modules', preact), join(modules, 'preact'));
  files['package.json'] = JSON.stringify({ name: 'app', private: true, type: 'module' });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs a checker; its output on failure. */
function check(command: string, args: string[], cwd: string): void {
  try {
    execFileSync(join(BIN, command), args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    assert.fail(`${command} found errors:\n${stdout}${stderr}`);
  }
}

function tsconfig(options: Record<string, unknown>, include: string[]): string {
  return JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      skipLibCheck: false,
      types: [],
      ...options,
    },
    include,
  });
}

/** A provider as an app writes it, taking the signal it is given. */
const PROVIDER = `const provide = async ({ signal }: { signal: AbortSignal }): Promise<string> =>
  (await fetch('/showtime-token', { signal })).text();`;

/** The element in JSX, as React 19 and Preact take it: attributes, rich properties, events with their details. */
const JSX_APP = `import type { ShowtimeSelectDetail } from 'showtime-finder';
${PROVIDER}

export const page = (
  <showtime-finder
    api-base="https://api.example"
    movie="603"
    days={3}
    cinemaIds={[101, 102]}
    near={{ lat: 52.52, lng: 13.405 }}
    tokenProvider={provide}
    showtime-action="details"
    onshowtime-select={(event) => {
      event.preventDefault();
      const detail: ShowtimeSelectDetail = event.detail;
      console.log(detail.url, event.target.movie);
    }}
    onshowtimes-error={(event) => console.log(event.detail.code)}
  />
);
// @ts-expect-error: days is a number of days
export const wordDays = <showtime-finder days="three" />;
// @ts-expect-error: a time button books or shows details
export const badAction = <showtime-finder showtime-action="open" />;
// @ts-expect-error: a point is {lat, lng}
export const badNear = <showtime-finder near={[52.52, 13.405]} />;
// @ts-expect-error: a provider's promise holds a token
export const badProvider = <showtime-finder tokenProvider={async () => 42} />;
export const badDetail = (
  // @ts-expect-error: the detail is typed, not any
  <showtime-finder onshowtimes-load={(event) => console.log(event.detail.nothing)} />
);
`;

test('React 19 types the element and its wrapper (tsc)', () => {
  const wrapper = `import { ShowtimeFinder } from 'showtime-finder/react';
${PROVIDER}
export const wrapped = (
  <ShowtimeFinder apiBase="https://api.example" movie="603" days={3} tokenProvider={provide}
    onShowtimeSelect={(event) => event.detail.url} />
);
// @ts-expect-error: days is a number of days
export const wordDays = <ShowtimeFinder days="three" />;
`;
  const dir = app({
    'app.tsx': `import 'showtime-finder/react';\n${JSX_APP}`,
    'wrapper.tsx': wrapper,
    'tsconfig.json': tsconfig({ jsx: 'react-jsx' }, ['*.tsx']),
  });
  check('tsc', ['-p', dir], dir);
});

for (const preact of ['preact', 'preact11']) {
  test(`Preact ${preact === 'preact' ? 10 : 11} types the element (tsc)`, () => {
    const dir = app(
      {
        'app.tsx': `import 'showtime-finder/preact';\n${JSX_APP}`,
        'tsconfig.json': tsconfig({ jsx: 'react-jsx', jsxImportSource: 'preact' }, ['*.tsx']),
      },
      preact,
    );
    check('tsc', ['-p', dir], dir);
  });
}

test('Vue 3 types the element in a single-file component (vue-tsc)', () => {
  const component = `<script setup lang="ts">
import 'showtime-finder/vue';
import type { ShowtimeSelectDetail } from 'showtime-finder';
${PROVIDER}
function onSelect(event: CustomEvent<ShowtimeSelectDetail>) {
  event.preventDefault();
  console.log(event.detail.url);
}
</script>

<template>
  <showtime-finder
    api-base="https://api.example"
    movie="603"
    :days="3"
    :cinemaIds="[101, 102]"
    :near="{ lat: 52.52, lng: 13.405 }"
    :tokenProvider="provide"
    showtime-action="details"
    @showtime-select="onSelect"
  />
  <!-- @vue-expect-error: days is a number of days -->
  <showtime-finder :days="'three'" />
  <!-- @vue-expect-error: a provider's promise holds a token -->
  <showtime-finder :tokenProvider="async () => 42" />
</template>
`;
  const dir = app({
    'App.vue': component,
    'tsconfig.json': tsconfig({ jsx: 'preserve' }, ['*.vue']),
  });
  check('vue-tsc', ['--noEmit', '-p', dir], dir);
});

/** svelte-check's output on a component that it must refuse. */
function refusal(dir: string): string {
  try {
    execFileSync(join(BIN, 'svelte-check'), ['--workspace', dir, '--tsconfig', join(dir, 'tsconfig.json')], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? '';
  }
  return assert.fail('svelte-check accepted a wrong value');
}

test('Svelte 5 types the element in a component, and refuses a wrong value (svelte-check)', () => {
  const component = (element: string) => `<script lang="ts">
  import 'showtime-finder/svelte';
  import type { ShowtimeFinderElement } from 'showtime-finder';
  ${PROVIDER}
  // Svelte's types name the element's attributes and not its other properties: a script sets tokenProvider.
  let element: ShowtimeFinderElement | undefined = $state();
  $effect(() => {
    if (element) element.tokenProvider = provide;
  });
</script>

${element}
`;
  const good = `<showtime-finder
  api-base="https://api.example"
  movie="603"
  days={3}
  cinema-ids={[101, 102]}
  near={{ lat: 52.52, lng: 13.405 }}
  showtime-action="details"
  bind:this={element}
></showtime-finder>`;
  // Svelte's own project template skips the libraries' checks (\`npx sv create\`'s tsconfig), as an app does.
  const config = tsconfig({ verbatimModuleSyntax: true, skipLibCheck: true }, ['*.svelte']);
  const dir = app({ 'App.svelte': component(good), 'tsconfig.json': config });
  check('svelte-check', ['--workspace', dir, '--tsconfig', join(dir, 'tsconfig.json'), '--fail-on-warnings'], dir);

  const wrong = app({
    'App.svelte': component('<showtime-finder days="three"></showtime-finder>'),
    'tsconfig.json': config,
  });
  assert.match(refusal(wrong), /Type 'string' is not assignable to type 'number'/);
});
