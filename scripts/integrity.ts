/**
 * Subresource Integrity for the browser bundles: the last step of `npm run build` hashes every
 * script at the top of dist/ (the ES module, the IIFE and any chunk beside them) with sha384,
 * prints each hash and writes them to dist/integrity.json, so that a page loading the widget from
 * a CDN can pin the exact bytes (`<script integrity="sha384-..." crossorigin="anonymous">`).
 * The demo's configurator puts the same hash in its snippet.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The `integrity` attribute's value for these bytes (W3C SRI: the algorithm, a dash, the base64 digest). */
export function subresourceIntegrity(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Hashes the scripts at the top of `dist`, writes `integrity.json` there and returns the hashes by file name. */
export function writeIntegrity(dist: string): Record<string, string> {
  const scripts = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => entry.name)
    .sort();
  if (scripts.length === 0) throw new Error(`No scripts in ${dist}: run the bundle builds first.`);
  const hashes = Object.fromEntries(
    scripts.map((name) => [name, subresourceIntegrity(readFileSync(join(dist, name)))]),
  );
  writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const hashes = writeIntegrity(dist);
  console.log('Subresource Integrity (dist/integrity.json):');
  for (const [name, hash] of Object.entries(hashes)) console.log(`  dist/${name}  ${hash}`);
}
