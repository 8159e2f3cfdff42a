// The README works on the npm package page, where a relative link leads nowhere: every link and
// image is absolute or an anchor of the README itself, and a link into the repository names the
// tag of this version and a file that exists (docs/script-and-versions.md, "Versions"). The pages
// of docs/ and CONTRIBUTING.md are read in the repository and link relatively. In all of them
// every link leads to a file that exists and every anchor to a heading of its page, as GitHub
// names headings; the README stays a front page, and each page of docs/ opens with its contents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const readme = read('README.md');
const manifest = JSON.parse(read('package.json')) as {
  version: string;
  repository: { url: string };
  homepage: string;
  bugs: { url: string };
};
const repository = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const [, owner, name] = /^https:\/\/github\.com\/([^/]+)\/([^/]+)$/.exec(repository) ?? [];
const tag = `v${manifest.version}`;
const intoRepository = [
  `https://github.com/${owner}/${name}/blob/${tag}/`,
  `https://raw.githubusercontent.com/${owner}/${name}/${tag}/`,
];

/** The pages of docs/ written as guides; design.md and cinema-platform-api.md are the contract's copies. */
const CONTRACT_COPIES = ['docs/design.md', 'docs/cinema-platform-api.md'];
const docsPages = readdirSync(resolve(ROOT, 'docs'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/${file}`);
const guides = docsPages.filter((page) => !CONTRACT_COPIES.includes(page));

/** Markdown without its fenced code blocks, where a `#` line is a comment, not a heading. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Markdown's prose: no code blocks, no code spans. */
const prose = (markdown: string) => withoutCode(markdown).replace(/`[^`\n]*`/g, '');

/** The link reference definitions (`[label]: target`), by their label as Markdown matches it (case-blind). */
const definitions = (markdown: string) =>
  new Map(
    [...prose(markdown).matchAll(/^ {0,3}\[([^\]]+)\]:\s+(\S+)/gm)].map(([, label, target]) => [
      label!.toLowerCase(),
      target!,
    ]),
  );

/** The targets of Markdown links and images (inline or by reference) and of HTML `src` and `href`, outside code. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!),
    ...definitions(markdown).values(),
    ...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, target]) => target!),
  ];
}

/**
 * GitHub's anchor of a heading: its text as shown (code marks and link targets dropped), lower
 * case, punctuation but hyphens and underscores dropped, spaces as hyphens.
 */
const anchor = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replaceAll('`', '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
    .replaceAll(' ', '-');

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it (`-1`, `-2`). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const plain = anchor(heading!);
    const count = seen.get(plain) ?? 0;
    seen.set(plain, count + 1);
    anchors.add(count ? `${plain}-${count}` : plain);
  }
  return anchors;
}

/** Where a link of `from` leads in the repository: a path from the root and an anchor, or nothing when it leaves. */
function repositoryTarget(from: string, target: string): { path: string; fragment?: string } | undefined {
  const [address, fragment] = target.split('#') as [string, string | undefined];
  if (/^[a-z]+:/i.test(address)) {
    const prefix = intoRepository.find((start) => address.startsWith(start));
    return prefix === undefined ? undefined : { path: address.slice(prefix.length), fragment };
  }
  const path = address === '' ? from : relative(ROOT, resolve(ROOT, dirname(from), decodeURIComponent(address)));
  return { path, fragment };
}

test('package.json names the repository, its page and its issues', () => {
  assert.ok(owner && name, `repository.url ${manifest.repository.url} is a GitHub repository`);
  assert.equal(manifest.homepage, `${repository}#readme`);
  assert.equal(manifest.bugs.url, `${repository}/issues`);
});

test("every README link is absolute or one of its own headings, and repository links name this version's files", () => {
  const targets = linkTargets(readme);
  const headings = anchorsOf(readme);
  assert.ok(targets.length > 5, 'the README has links');
  for (const target of targets) {
    if (target.startsWith('#')) {
      assert.ok(headings.has(target.slice(1)), `${target} is a heading of the README`);
      continue;
    }
    assert.match(target, /^https:\/\//, `${target} is absolute`);
    if (!target.includes(`/${owner}/${name}/`)) continue;
    const prefix = intoRepository.find((start) => target.startsWith(start));
    assert.ok(prefix, `${target} points at the tag ${tag}`);
    const path = target.slice(prefix.length).replace(/#.*$/, '');
    assert.ok(existsSync(resolve(ROOT, path)), `${path} exists in the repository`);
  }
});

test('every link of the README, CONTRIBUTING.md and docs/ leads to a file that exists, and every anchor to a heading', () => {
  const files = ['README.md', 'CONTRIBUTING.md', ...docsPages];
  let checked = 0;
  for (const file of files) {
    // A reference link without its definition is shown as the brackets it was written with.
    const defined = definitions(read(file));
    for (const [, label] of prose(read(file)).matchAll(/\]\[([^\]]+)\]/g)) {
      assert.ok(defined.has(label!.toLowerCase()), `${file}: the link reference [${label}] is defined`);
    }
    for (const target of linkTargets(read(file))) {
      const into = repositoryTarget(file, target);
      if (!into) continue;
      checked += 1;
      assert.ok(!into.path.startsWith('..'), `${file}: ${target} stays in the repository`);
      assert.ok(existsSync(resolve(ROOT, into.path)), `${file}: ${target} names ${into.path}, which exists`);
      if (into.fragment === undefined || !into.path.endsWith('.md')) continue;
      assert.ok(
        anchorsOf(read(into.path)).has(into.fragment),
        `${file}: ${target} names #${into.fragment}, a heading of ${into.path}`,
      );
    }
  }
  assert.ok(checked > 100, `links checked: ${checked}`);
});

test('the README is a front page: at most 250 lines, its two commands first, then a link to every page of docs/', () => {
  assert.ok(readme.split('\n').length <= 250, `the README has ${readme.split('\n').length} lines`);
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  assert.match(firstBlock, /^npm install && npm start {2,}# /m);
  assert.match(firstBlock, /^npm test {2,}# /m);
  const targets = linkTargets(readme).map((target) => target.replace(/#.*$/, ''));
  for (const page of docsPages) {
    assert.ok(targets.includes(`${intoRepository[0]}${page}`), `the README links ${page}`);
  }
});

test('each guide in docs/ opens with a contents list that links every section of it', () => {
  assert.ok(guides.length >= 15, `${guides.length} guides`);
  for (const page of guides) {
    const markdown = read(page);
    const [top, ...rest] = markdown.split(/^Contents:\n/m);
    assert.ok(rest.length === 1 && !/^## /m.test(top!), `${page} has one contents list, before its first section`);
    const listed = [
      ...rest[0]!
        .trimStart()
        .split('\n\n')[0]!
        .matchAll(/^ *- \[[^\]]+\]\(#([^)]+)\)$/gm),
    ].map(([, slug]) => slug!);
    const sections = [...withoutCode(markdown).matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) => anchor(heading!));
    assert.deepEqual(listed, sections, `${page}'s contents`);
  }
});
