/**
 * The text the embedder pastes: the script tag, a `<style>` rule for a theme (when one is
 * chosen), and the element with one attribute a line, so that it reads well and diffs well.
 */
import type { EmbedAttributes } from './embed-attributes.js';
import type { Theme } from './themes.js';

export function snippet(scriptUrl: string, attributes: EmbedAttributes, theme: Theme): string {
  const lines = [`<script type="module" src="${escapeAttribute(scriptUrl)}"></script>`];
  if (theme.declarations.length > 0) {
    lines.push('<style>', '  showtime-finder {');
    for (const [property, value] of theme.declarations) lines.push(`    ${property}: ${value};`);
    lines.push('  }', '</style>');
  }
  lines.push('<showtime-finder');
  for (const [name, value] of attributes) lines.push(`  ${name}="${escapeAttribute(value)}"`);
  lines.push('></showtime-finder>');
  return lines.join('\n');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
