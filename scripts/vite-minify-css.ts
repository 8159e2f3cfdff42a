/**
 * A build step of vite.config.ts: the CSS of lit's `css` tagged templates in src/ minified by
 * lightningcss (vite's own CSS minifier), so that the sources keep readable CSS and the bundle
 * ships none of its indentation and comments (what it saves: docs/performance.md). An
 * interpolation stands in the CSS as a number while it is minified (the one there is an
 * `:nth-child` count); should one not come back exactly once, the build fails.
 */
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** What stands for interpolation `index` while the CSS is minified. */
const placeholder = (index: number): string => String(7_314_000 + index);

/** The part of a syntax tree node this step reads. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  tag?: SyntaxNode & { name?: string };
  quasi?: { quasis: { value: { cooked: string } }[]; expressions: SyntaxNode[] };
}

/** Every `css` tagged template of a module's syntax tree. */
function cssTemplates(node: unknown, found: SyntaxNode[] = []): SyntaxNode[] {
  if (!node || typeof node !== 'object') return found;
  const candidate = node as SyntaxNode;
  if (candidate.type === 'TaggedTemplateExpression' && candidate.tag?.name === 'css') found.push(candidate);
  for (const value of Object.values(node)) cssTemplates(value, found);
  return found;
}

/** `text` as the inside of a template literal. */
function escapeTemplate(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`);
}

/** The minified template, its interpolations' sources put back where they stood. */
function minified(template: SyntaxNode, code: string, id: string): string {
  const { quasis, expressions } = template.quasi!;
  const css = quasis.map((quasi, index) => quasi.value.cooked + (index < expressions.length ? placeholder(index) : ''));
  const minifiedCss = transform({ filename: id, code: Buffer.from(css.join('')), minify: true }).code.toString();
  const parts = expressions.reduce<string[]>(
    (pieces, expression, index) => {
      const split = pieces.pop()!.split(placeholder(index));
      if (split.length !== 2)
        throw new Error(`${id}: interpolation ${index} of a css template did not survive minifying`);
      return [...pieces, split[0]!, `\${${code.slice(expression.start, expression.end)}}`, split[1]!];
    },
    [minifiedCss],
  );
  return parts.map((part, index) => (index % 2 ? part : escapeTemplate(part))).join('');
}

export const minifyCssTemplates: Plugin = {
  name: 'minify-css-templates',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/') || !code.includes('css`')) return undefined;
    const templates = cssTemplates(this.parse(code)).sort((a, b) => b.start - a.start);
    let result = code;
    for (const template of templates) {
      const quasiStart = template.tag!.end;
      result = `${result.slice(0, quasiStart)}\`${minified(template, code, id)}\`${result.slice(template.end)}`;
    }
    return { code: result, map: null };
  },
};
