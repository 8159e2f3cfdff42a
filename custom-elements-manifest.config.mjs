// `npm run build` writes custom-elements.json (the web-components convention that IDEs,
// Storybook and docs read) with the Custom Elements Manifest analyzer. The element derives its
// Lit properties from src/config/attributes.ts and registers its tag in a define module, which
// the analyzer cannot follow; this plugin writes both in: the tag, and each attribute with the
// property it sets, its type and its description from the property's own JSDoc.
import { readFileSync } from 'node:fs';

/** `apiBase: 'api-base'` pairs of the ATTRIBUTES object, in their order. */
function attributePairs() {
  const source = readFileSync(new URL('./src/config/attributes.ts', import.meta.url), 'utf8');
  const object = /export const ATTRIBUTES = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...object.matchAll(/(\w+): '([\w-]+)'/g)].map(([, fieldName, name]) => ({ fieldName, name }));
}

/** `lang` is HTMLElement's own property, so the element declares no field for it. */
const LANG = {
  type: { text: 'string' },
  description: "BCP 47 language of the texts and formats; else the nearest `lang` up the tree, else the browser's.",
};

function showtimeFinderPlugin() {
  return {
    name: 'showtime-finder',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const element = module.declarations?.find((declaration) => declaration.name === 'ShowtimeFinderElement');
        if (element) {
          element.tagName = 'showtime-finder';
          element.customElement = true;
          const fields = new Map((element.members ?? []).map((member) => [member.name, member]));
          element.attributes = attributePairs().map(({ fieldName, name }) => {
            const field = fields.get(fieldName) ?? LANG;
            return { name, fieldName, type: field.type, description: field.description };
          });
          // Lit state and private members are no part of the contract.
          element.members = element.members.filter(
            (member) => !/^[_#]/.test(member.name) && member.privacy !== 'private',
          );
        }
        if (module.path === 'src/showtime-finder-define.ts') {
          module.exports = [
            ...(module.exports ?? []),
            {
              kind: 'custom-element-definition',
              name: 'showtime-finder',
              declaration: { name: 'ShowtimeFinderElement', module: 'src/showtime-finder.ts' },
            },
          ];
        }
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
