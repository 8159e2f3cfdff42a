// The build's Subresource Integrity step (scripts/integrity.ts): the hash a script tag's
// `integrity` takes, checked against the example of the SRI specification and against files it
// wrote. The packed package's own dist/integrity.json is checked in package.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subresourceIntegrity, writeIntegrity } from '../../scripts/integrity.js';

test("hashes as the SRI specification's example does (sha384, base64)", () => {
  assert.equal(
    subresourceIntegrity("alert('Hello, world.');"),
    'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
  );
});

test('writes integrity.json with the hash of each script at the top of dist, and nothing else', () => {
  const dist = mkdtempSync(join(tmpdir(), 'showtime-finder-integrity-'));
  writeFileSync(join(dist, 'showtime-finder.js'), "alert('Hello, world.');");
  writeFileSync(join(dist, 'showtime-finder.iife.js'), 'void 0;');
  writeFileSync(join(dist, 'notes.txt'), 'not a script');
  writeIntegrity(dist);
  assert.deepEqual(JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8')), {
    'showtime-finder.iife.js': subresourceIntegrity('void 0;'),
    'showtime-finder.js': 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
  });
});

test('refuses a dist without scripts, saying to build first', () => {
  const dist = mkdtempSync(join(tmpdir(), 'showtime-finder-integrity-'));
  assert.throws(() => writeIntegrity(dist), /No scripts in .+: run the bundle builds first\./);
});
