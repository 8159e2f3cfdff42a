/**
 * The configurator's theme presets. Each sets some of the element's documented custom properties
 * (docs/styling-and-parts.md) and `color-scheme`, the documented way to choose light or dark: the widget
 * takes its page's scheme (none: light), `light dark` on the element follows the viewer, `dark` or `light`
 * pins one. The live preview sets them on the element, the snippet in a `<style>` rule.
 * Text on background and on accent keeps WCAG AA contrast, as the defaults do.
 */
export interface Theme {
  id: string;
  label: string;
  description: string;
  /** CSS property and value pairs, in the order the snippet writes them. */
  declarations: readonly (readonly [property: string, value: string])[];
}

export const THEMES: readonly Theme[] = [
  {
    id: 'none',
    label: 'None',
    description: "the defaults, in your page's colour scheme (light where it declares none); no <style> in the snippet",
    declarations: [],
  },
  {
    id: 'viewer',
    label: 'Follows the viewer',
    description: 'the default colours, light or dark as the viewer prefers, whatever your page declares',
    declarations: [['color-scheme', 'light dark']],
  },
  {
    id: 'dark',
    label: 'Always dark',
    description: 'the default colours, pinned to dark',
    declarations: [['color-scheme', 'dark']],
  },
  {
    id: 'bordeaux',
    label: 'Bordeaux',
    description: 'serif type, square corners, warm paper, light',
    declarations: [
      ['color-scheme', 'light'],
      ['--showtime-finder-font', '15px/1.4 Georgia, serif'],
      ['--showtime-finder-background', '#fffaf3'],
      ['--showtime-finder-accent', '#7a1f5c'],
      ['--showtime-finder-surface', '#f4e9dc'],
      ['--showtime-finder-border', '#a08c7a'],
      ['--showtime-finder-radius', '0'],
    ],
  },
  {
    id: 'midnight',
    label: 'Midnight',
    description: 'navy and amber, rounder and roomier, dark',
    declarations: [
      ['color-scheme', 'dark'],
      ['--showtime-finder-color', '#eef1f6'],
      ['--showtime-finder-background', '#111827'],
      ['--showtime-finder-muted', '#aab3c5'],
      ['--showtime-finder-accent', '#f5b942'],
      ['--showtime-finder-on-accent', '#1a1300'],
      ['--showtime-finder-surface', '#1f2a3d'],
      ['--showtime-finder-border', '#56627a'],
      ['--showtime-finder-radius', '1rem'],
      ['--showtime-finder-spacing', '1rem'],
    ],
  },
];

export function themeById(id: string): Theme {
  return THEMES.find((theme) => theme.id === id) ?? THEMES[0]!;
}
