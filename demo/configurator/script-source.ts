/**
 * Where the snippet's script tag loads the widget from: this demo (works at once, while it runs),
 * any npm CDN by exact version, or the embedder's own server (a copy of dist/*.js in a folder
 * that names the version, so it can be cached for good, the files' names kept: docs/script-and-versions.md, "Where the
 * script comes from"). The bytes are the same
 * everywhere for one version, so one integrity hash fits all three.
 */
import type { ScriptSource } from './choice.js';

export interface ScriptSite {
  /** The demo's own copy, absolute. */
  demoUrl: string;
  /** The package's version, e.g. `0.1.0`. */
  version: string;
}

export function scriptUrl(source: ScriptSource, site: ScriptSite): string {
  if (source === 'cdn') return `https://cdn.jsdelivr.net/npm/showtime-finder@${site.version}/dist/showtime-finder.js`;
  if (source === 'self') return `/js/showtime-finder/${site.version}/showtime-finder.js`;
  return site.demoUrl;
}
