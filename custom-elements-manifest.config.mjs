// `npm run build` writes custom-elements.json (the web-components convention that IDEs,
// Storybook and docs read) with the Custom Elements Manifest analyzer, from the element's JSDoc
// (tag, events with their detail types, parts, CSS properties, slot) and from what the analyzer
// cannot follow, which this plugin writes in: the attributes' names, which the element takes from
// src/config/attributes.ts; the CSS properties' defaults, which live in src/view/styles.ts; the
// tag's registration in the define module; and the paths of the modules that the package ships.
//
// From that manifest, the tools made for it write the element's types for each framework into dist/frameworks/
// (package.json exports them): @wc-toolkit/jsx-types for React's and Preact's JSX, the Vue and Svelte
// integrations, and the VS Code integration's HTML and CSS custom data for editors' completion. Each type names
// the element's own property type (`ShowtimeFinderElement['days']`), so a property's type is written once, in
// src/showtime-finder.ts. Nothing of it enters the browser bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';

const source = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** `apiBase: 'api-base'` pairs of the ATTRIBUTES object, in their order. */
function attributePairs() {
  const object = /export const ATTRIBUTES = \{([^}]*)\}/.exec(source('./src/config/attributes.ts'))?.[1] ?? '';
  return [...object.matchAll(/(\w+): '([\w-]+)'/g)].map(([, fieldName, name]) => ({ fieldName, name }));
}

/** Each `--showtime-finder-*` property's default, as styles.ts reads it: `var(--name, default)`. */
function cssPropertyDefaults() {
  const reads = source('./src/view/styles.ts').matchAll(
    /var\((--showtime-finder-[\w-]+),\s*((?:[^()]|\([^()]*\))*)\)/g,
  );
  // The first read is the default; a later one may give a layout its own (the min-height of a movie at some cinemas).
  return new Map([...reads].reverse().map(([, name, fallback]) => [name, fallback]));
}

/**
 * A module's path is the JavaScript file to import, not its TypeScript source (the manifest
 * schema says so): `tsc -p tsconfig.lib.json` compiles src/x.ts to dist/lib/x.js.
 */
const shippedPath = (path) => path.replace(/^src\/(.*)\.ts$/, 'dist/lib/$1.js');

function showtimeFinderPlugin() {
  return {
    name: 'showtime-finder',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const element = module.declarations?.find((declaration) => declaration.name === 'ShowtimeFinderElement');
        if (element) {
          // The analyzer finds the properties but not their attribute names, which come from the
          // ATTRIBUTES table, nor that each reflects to its attribute (attributeOptions in that file).
          const fields = new Map(element.members.map((member) => [member.name, member]));
          element.attributes = attributePairs().map(({ fieldName, name }) => {
            const field = Object.assign(fields.get(fieldName), { attribute: name, reflects: true });
            return { name, fieldName, type: field.type, description: field.description };
          });
          const defaults = cssPropertyDefaults();
          for (const property of element.cssProperties ?? []) property.default = defaults.get(property.name);
          // Lit state and private members are no part of the contract.
          element.members = element.members.filter(
            (member) => !/^[_#]/.test(member.name) && member.privacy !== 'private',
          );
        }
        // The define module re-exports the class and registers the tag; its other exports are
        // types, which no JavaScript module has.
        if (module.path === 'src/showtime-finder-define.ts') {
          module.exports = [
            {
              kind: 'js',
              name: 'ShowtimeFinderElement',
              declaration: { name: 'ShowtimeFinderElement', module: 'src/showtime-finder.ts' },
            },
            {
              kind: 'custom-element-definition',
              name: 'showtime-finder',
              declaration: { name: 'ShowtimeFinderElement', module: 'src/showtime-finder.ts' },
            },
          ];
        }
        module.path = shippedPath(module.path);
        for (const entry of module.exports ?? []) entry.declaration.module = shippedPath(entry.declaration.module);
      }
    },
  };
}

const FRAMEWORK_TYPES = 'dist/frameworks';

/** The generated types import the element and its events' details from the define module's declarations. */
const typesOf = () => '../lib/showtime-finder-define.js';

/**
 * React's and Preact's entries: the wrapper's (or the registration's) own declarations, and the JSX augmentation
 * that @wc-toolkit/jsx-types leaves to the library (its README, "Implementation"), of `<showtime-finder>` with the
 * generated props.
 */
function jsxEntriesPlugin() {
  const entry = (framework, importsFramework) => `// Written by custom-elements-manifest.config.mjs.
export * from '../lib/${framework}.js';
${importsFramework}import type { CustomElements } from './jsx.js';

declare module '${framework}' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends CustomElements {}
  }
}
`;
  return {
    name: 'showtime-finder-jsx-entries',
    packageLinkPhase() {
      mkdirSync(FRAMEWORK_TYPES, { recursive: true });
      writeFileSync(`${FRAMEWORK_TYPES}/react.d.ts`, entry('react', ''));
      // Preact's JSX namespace is an import alias (`export import JSX = JSXInternal`): its module must be loaded
      // for the augmentation to merge into it.
      writeFileSync(`${FRAMEWORK_TYPES}/preact.d.ts`, entry('preact', "import type {} from 'preact';\n"));
    },
  };
}

/**
 * Vue's and Svelte's types. Their tools take an event's type as its detail's (they write `CustomEvent<...>` around
 * it and import it from the element's module), where the manifest, as its schema says, and jsx-types hold the
 * event's own type, `CustomEvent<ShowtimeSelectDetail>`: they read a copy whose events name their details.
 */
const SVELTE_ENTRY = `// Written by custom-elements-manifest.config.mjs.
import type { CustomElements } from './svelte-elements.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace svelteHTML {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends CustomElements {}
  }
}
`;

function detailTypedEventsPlugin() {
  return {
    name: 'showtime-finder-detail-typed-events',
    packageLinkPhase({ customElementsManifest }) {
      const manifest = structuredClone(customElementsManifest);
      for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
        for (const event of declaration.events ?? []) {
          event.type.text = /^CustomEvent<(.+)>$/.exec(event.type.text)?.[1] ?? event.type.text;
        }
      }
      generateVuejsTypes(manifest, { outdir: FRAMEWORK_TYPES, fileName: 'vue.d.ts', componentTypePath: typesOf });
      generateSvelteTypes(manifest, {
        outdir: FRAMEWORK_TYPES,
        fileName: 'svelte-elements.d.ts',
        componentTypePath: typesOf,
      });
      // That file declares `svelteHTML` beside its imports, where it stays the module's own: the entry makes it global.
      writeFileSync(`${FRAMEWORK_TYPES}/svelte.d.ts`, SVELTE_ENTRY);
    },
  };
}

export default {
  globs: ['src/showtime-finder.ts', 'src/showtime-finder-define.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    showtimeFinderPlugin(),
    jsxTypesPlugin({
      outdir: FRAMEWORK_TYPES,
      fileName: 'jsx.d.ts',
      componentTypePath: typesOf,
      stronglyTypedEvents: true,
    }),
    detailTypedEventsPlugin(),
    customElementVsCodePlugin({
      outdir: FRAMEWORK_TYPES,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
    }),
    jsxEntriesPlugin(),
  ],
};
