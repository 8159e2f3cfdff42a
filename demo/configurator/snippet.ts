/**
 * The text the embedder pastes: the script tag pinned to its bytes (`integrity`; `crossorigin`,
 * which a script from another origin needs for the check), a `<style>` that keeps the widget's
 * first screen before its script runs (docs/styling-and-parts.md, "Its first screen") with a rule
 * for a theme (when one is chosen), and the element with one attribute a line, so that it reads well and diffs
 * well, holding a fallback link: what a visitor sees before the script runs, and when showtimes
 * cannot be shown.
 */
import type { EmbedAttributes } from './embed-attributes.js';
import type { Theme } from './themes.js';

export interface SnippetScript {
  url: string;
  /** `sha384-...`, or '' when the page did not say. */
  integrity: string;
}

export const FALLBACK_TEXT = 'Showtimes and tickets';

/** The rules that keep the widget's first screen before its script runs, as docs/styling-and-parts.md gives them. */
export const FIRST_SCREEN_RULES = [
  '/* Showtime Finder: its first screen, kept before its script runs (nothing below it moves). */',
  'showtime-finder:not(:defined) { display: block; min-height: var(--showtime-finder-min-height, 100svh); }',
  'showtime-finder[movie][cinema-ids]:not(:defined) { min-height: var(--showtime-finder-min-height, 18rem); }',
];

export function snippet(script: SnippetScript, attributes: EmbedAttributes, theme: Theme, fallbackUrl: string): string {
  const pinned = script.integrity ? ` integrity="${escapeAttribute(script.integrity)}" crossorigin="anonymous"` : '';
  const lines = [`<script type="module" src="${escapeAttribute(script.url)}"${pinned}></script>`];
  lines.push('<style>', ...FIRST_SCREEN_RULES.map((rule) => `  ${rule}`));
  if (theme.declarations.length > 0) {
    lines.push('  showtime-finder {');
    for (const [property, value] of theme.declarations) lines.push(`    ${property}: ${value};`);
    lines.push('  }');
  }
  lines.push('</style>');
  lines.push('<showtime-finder');
  for (const [name, value] of attributes) lines.push(`  ${name}="${escapeAttribute(value)}"`);
  lines.push('>');
  if (fallbackUrl !== '') lines.push(`  <a href="${escapeAttribute(fallbackUrl)}">${FALLBACK_TEXT}</a>`);
  lines.push('</showtime-finder>');
  return lines.join('\n');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
