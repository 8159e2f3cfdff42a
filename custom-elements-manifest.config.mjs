// `npm run build` writes custom-elements.json (the web-components convention that IDEs,
// Storybook and docs read) with the Custom Elements Manifest analyzer, from the element's JSDoc
// (tag, events with their detail types, parts, CSS properties, slot) and from what the analyzer
// cannot follow, which this plugin writes in: the attributes' names, which the element takes from
// src/config/attributes.ts; the CSS properties' defaults, which live in src/view/styles.ts; the
// tag's registration in the define module; and the paths of the modules that the package ships.
import { readFileSync } from 'node:fs';

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

export default {
  globs: ['src/showtime-finder.ts', 'src/showtime-finder-define.ts'],
  outdir: '.',
  litelement: true,
  plugins: [showtimeFinderPlugin()],
};
