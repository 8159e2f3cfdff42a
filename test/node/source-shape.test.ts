// The shape of the shipped sources (CONTRIBUTING.md, "Naming and style"): no line of src/ over
// 120 characters and no function over 40 lines, so that templates and long functions are split
// into parts that read on one screen. Functions are found with the TypeScript compiler's parser;
// a function's lines include those of the functions inside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const MAX_LINE = 120;
const MAX_FUNCTION_LINES = 40;

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file: join('src', file), text: readFileSync(join('src', file), 'utf8') }));

test(`no line in src/ is over ${MAX_LINE} characters`, () => {
  const long = sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => {
      const length = [...line].length;
      return length > MAX_LINE ? [`${file}:${index + 1} (${length})`] : [];
    }),
  );
  assert.deepEqual(long, []);
});

test(`no function in src/ is over ${MAX_FUNCTION_LINES} lines`, () => {
  const long = sources.flatMap(({ file, text }) => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > MAX_FUNCTION_LINES) found.push(`${file}:${first + 1} ${nameOf(node)} (${lines} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
  assert.deepEqual(long, []);
});

/** A function's name as a reader finds it: its own, the variable or property it is assigned to, or its kind. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent as ts.Node & { name?: ts.Node };
  return parent?.name ? parent.name.getText() : ts.SyntaxKind[node.kind];
}
