/**
 * custom-elements.json made afresh from the sources (`cem analyze`, as `npm run build` runs it), and
 * its `<showtime-finder>`: the tests read what the package would ship, not a stale build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Named {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}

export interface ManifestElement {
  tagName: string;
  attributes: (Named & { fieldName: string })[];
  members: (Named & { kind: string; attribute?: string })[];
  events: Named[];
  cssParts: Named[];
  cssProperties: Named[];
  slots: Named[];
}

export interface Manifest {
  modules: {
    path: string;
    declarations?: (Partial<ManifestElement> & { name: string })[];
    exports?: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const ROOT = resolve(import.meta.dirname, '../..');

export function analyzeManifest(): { manifest: Manifest; element: ManifestElement } {
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], {
    cwd: ROOT,
  });
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'custom-elements.json'), 'utf8')) as Manifest;
  const element = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === 'showtime-finder');
  if (!element) throw new Error('custom-elements.json declares no <showtime-finder>');
  return { manifest, element: element as ManifestElement };
}
