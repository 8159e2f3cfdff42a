/**
 * The widget's look. Colours come in pairs through `light-dark()`, so the host's `color-scheme`
 * picks them: the user's preference by default, and a page that wants one scheme sets
 * `showtime-finder { color-scheme: dark }` (or `light`). Every pair meets WCAG AA contrast for
 * text on the background and on the accent. Fonts are inherited from the page.
 */
import { css } from 'lit';

export const styles = css`
:host {
  --showtime-finder-font: inherit;
  --showtime-finder-color: light-dark(#1b1b1f, #ececf1);
  --showtime-finder-background: light-dark(#fff, #1b1b1f);
  --showtime-finder-muted: light-dark(#595960, #b0b0ba);
  --showtime-finder-accent: light-dark(#0b57d0, #a8c7fa);
  --showtime-finder-on-accent: light-dark(#fff, #0b1d40);
  --showtime-finder-surface: light-dark(#f1f3f8, #2a2a31);
  --showtime-finder-border: light-dark(#8e8e96, #74747e);
  --showtime-finder-error: light-dark(#b3261e, #f2b8b5);
  --showtime-finder-radius: 0.5rem;
  --showtime-finder-spacing: 0.75rem;
  --showtime-finder-min-height: 18rem;
  display: block;
  container-type: inline-size;
  color-scheme: light dark;
  font: var(--showtime-finder-font);
  color: var(--showtime-finder-color);
  background: var(--showtime-finder-background);
  border-radius: var(--showtime-finder-radius);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.root { display: grid; gap: var(--showtime-finder-spacing); padding: var(--showtime-finder-spacing); min-height: var(--showtime-finder-min-height); align-content: start; }
h2, h3, h4, p, ul { margin: 0; }
h2 { font-size: 1.1em; }
h3, h4 { font-size: 1em; }
ul { list-style: none; padding: 0; }
button, input { font: inherit; color: inherit; }
button, .box, input {
  border: 1px solid var(--showtime-finder-border);
  border-radius: var(--showtime-finder-radius);
  background: var(--showtime-finder-background);
  padding: 0.3em 0.7em;
  min-height: 2.25rem;
}
button { cursor: pointer; }
:focus-visible { outline: 3px solid var(--showtime-finder-accent); outline-offset: 2px; }
[aria-checked='true'], [aria-pressed='true'] {
  background: var(--showtime-finder-accent);
  color: var(--showtime-finder-on-accent);
  border-color: var(--showtime-finder-accent);
}
.row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.days { overflow-x: auto; flex-wrap: nowrap; padding: 3px; }
[aria-checked='true'] .meta, [aria-pressed='true'] .meta { color: inherit; }
[part~='day'] { display: grid; text-align: center; line-height: 1.2; flex: none; }
[part~='day'].none { border-style: dashed; color: var(--showtime-finder-muted); }
[part~='day'].none[aria-checked='true'] { color: var(--showtime-finder-on-accent); }
.muted, .meta { color: var(--showtime-finder-muted); font-size: 0.9em; }
.list { display: grid; gap: var(--showtime-finder-spacing); }
[part~='cinema'], [part~='movie'] { display: grid; gap: 0.5rem; align-content: start; padding-block: var(--showtime-finder-spacing); border-top: 1px solid var(--showtime-finder-border); }
.movie { display: grid; grid-template-columns: auto 1fr; gap: var(--showtime-finder-spacing); align-items: start; }
.poster { width: 4.5rem; aspect-ratio: 2 / 3; object-fit: cover; border-radius: calc(var(--showtime-finder-radius) / 2); background: var(--showtime-finder-surface); }
.times { display: flex; flex-wrap: wrap; gap: 0.5rem; }
[part~='showtime'] { display: grid; gap: 0.15rem; }
.box { display: grid; gap: 0.1rem; text-decoration: none; color: var(--showtime-finder-color); }
a.box:hover { border-color: var(--showtime-finder-accent); }
.time { font-weight: 600; font-variant-numeric: tabular-nums; }
.badge { font-size: 0.8em; padding: 0 0.35em; border-radius: 0.25rem; background: var(--showtime-finder-surface); color: var(--showtime-finder-color); }
.highlight { font-weight: 600; }
.collapsed { display: none; }
[part~='error'] { border-left: 4px solid var(--showtime-finder-error); padding: 0.5rem var(--showtime-finder-spacing); display: grid; gap: 0.5rem; justify-items: start; }
[part~='error'] strong { color: var(--showtime-finder-error); }
[part~='loading'] { display: grid; gap: var(--showtime-finder-spacing); }
.bone { height: 2.25rem; border-radius: var(--showtime-finder-radius); background: var(--showtime-finder-surface); animation: pulse 1.2s ease-in-out infinite alternate; }
.bone.tall { height: 5rem; }
@keyframes pulse { to { opacity: 0.5; } }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (min-width: 40rem) {
  .cinemas { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: calc(2 * var(--showtime-finder-spacing)); }
}
@media (prefers-reduced-motion: reduce) {
  * { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
`;
