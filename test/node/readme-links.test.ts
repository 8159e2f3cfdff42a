// The README works on the npm package page, where a relative link leads nowhere: every link and
// image is absolute or an anchor of the README itself, and a link into the repository names the
// tag of this version and a file that exists (README, "Versions").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  repository: { url: string };
  homepage: string;
  bugs: { url: string };
};
const repository = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const [, owner, name] = /^https:\/\/github\.com\/([^/]+)\/([^/]+)$/.exec(repository) ?? [];

/** The targets of Markdown links and images and of HTML `src` and `href`, outside code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!),
    ...[...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, target]) => target!),
  ];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replaceAll(' ', '-');

test('package.json names the repository, its page and its issues', () => {
  assert.ok(owner && name, `repository.url ${manifest.repository.url} is a GitHub repository`);
  assert.equal(manifest.homepage, `${repository}#readme`);
  assert.equal(manifest.bugs.url, `${repository}/issues`);
});

test("every README link is absolute or one of its own headings, and repository links name this version's files", () => {
  const targets = linkTargets(readme);
  const headings = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => anchor(heading!)));
  const tag = `v${manifest.version}`;
  const intoRepository = [
    `https://github.com/${owner}/${name}/blob/${tag}/`,
    `https://raw.githubusercontent.com/${owner}/${name}/${tag}/`,
  ];
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
