/**
 * The widget's look. Each public `--showtime-finder-*` property is read once, with its default
 * beside it: on `:host` into a short private one where several rules use it, else where it is
 * used. So a page may set the public ones on the element or on any ancestor. Colours come in
 * pairs through `light-dark()`, picked by the `color-scheme` the host inherits from its page: light
 * where the page declares none, the viewer's preference where it declares `light dark`, or the one
 * a page sets on the element. Every pair meets WCAG AA contrast for text on the background and on
 * the accent. The font's family and size come from the page; inherited text styles that would
 * change the layout are reset at `:host`, and `--showtime-finder-font` applies to what the shadow
 * root holds, so its line height and style win over them. Where selectors tie, order decides:
 * a chosen day without showings (`.none`) still takes the accent's colours. `.sr-only` (the common
 * name) is for screen readers only. `.strip` is positioned so that the `.sr-only` text of a day past its edge
 * stays inside its scrolling box instead of widening the page on a phone; its padding and its
 * controls' `scroll-margin` hold their whole focus ring (3px wide, 2px off). For text at 200 % on a
 * 320 px screen nothing may widen the page: long words break, the search field goes under its label and
 * takes the width it is given, time buttons may be narrower than their usual least width, and posters
 * shrink with the widget. On touch screens every control is 44 px tall, as the time
 * buttons always are; a mouse keeps the denser layout.
 */
import { css } from 'lit';

export const styles = css`
  :host {
    --sf-bg: var(--showtime-finder-background, light-dark(#fff, #1b1b1f));
    --sf-muted: var(--showtime-finder-muted, light-dark(#595960, #b0b0ba));
    --sf-accent: var(--showtime-finder-accent, light-dark(#0b57d0, #a8c7fa));
    --sf-surface: var(--showtime-finder-surface, light-dark(#f1f3f8, #2a2a31));
    --sf-line: 1px solid var(--showtime-finder-border, light-dark(#8e8e96, #74747e));
    --sf-error: var(--showtime-finder-error, light-dark(#b3261e, #f2b8b5));
    --sf-radius: var(--showtime-finder-radius, 0.5rem);
    --sf-gap: var(--showtime-finder-spacing, 0.75rem);
    display: block;
    container-type: inline-size;
    font-style: normal;
    line-height: 1.2;
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    white-space: normal;
    color: var(--showtime-finder-color, light-dark(#1b1b1f, #ececf1));
    background: var(--sf-bg);
    border-radius: var(--sf-radius);
    /* The first screen, kept from the skeleton on (before the script runs, by the page's rule:
       docs/styling-and-parts.md): a list of many cinemas or a cinema's program fills it, so nothing
       under the widget moves as it arrives. */
    min-height: var(--showtime-finder-min-height, 100svh);
    overflow-wrap: anywhere;
  }
  :host([movie][cinema-ids]) {
    /* A movie at a few cinemas: a short list. */
    min-height: var(--showtime-finder-min-height, 18rem);
  }
  :host([hidden]) {
    display: none;
  }
  :host > * {
    font: var(--showtime-finder-font, inherit);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  h3,
  p,
  ul {
    margin: 0;
    padding: 0;
    font-size: 1em;
    list-style: none;
  }
  h2 {
    font-size: 1.1em;
    display: inline;
  }
  .root,
  .cinemas,
  .movies,
  [part='loading'] {
    display: grid;
    gap: var(--sf-gap);
    align-content: start;
  }
  .root {
    padding: var(--sf-gap);
  }
  button,
  input,
  .box {
    font: inherit;
    color: inherit;
    border: var(--sf-line);
    border-radius: var(--sf-radius);
    background: var(--sf-bg);
    padding: 0.3em 0.7em;
    min-height: 2.25rem;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 3px solid var(--sf-accent);
    outline-offset: 2px;
  }
  .none {
    border-style: dashed;
    color: var(--sf-muted);
  }
  [aria-checked='true'],
  [aria-pressed='true'] {
    background: var(--sf-accent);
    color: var(--showtime-finder-on-accent, light-dark(#fff, #0b1d40));
    border-color: var(--sf-accent);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .strip {
    overflow-x: auto;
    flex-wrap: nowrap;
    padding: 5px 1.75rem 5px 5px;
    margin: -5px;
    position: relative;
    mask-image: linear-gradient(to left, transparent, #000 1.5rem);
  }
  .strip > * {
    flex: none;
    scroll-margin: 5px 1.75rem 5px 5px;
  }
  /* The ends-by choice's name stays in view while its times scroll under it: a time alone would say nothing. */
  [part='ends-by'] > .meta {
    position: sticky;
    inset-inline-start: -5px;
    z-index: 1;
    align-self: stretch;
    display: flex;
    align-items: center;
    padding-inline: 5px 0.25rem;
    background: var(--sf-bg);
  }
  [part='ends-by'] > button {
    scroll-margin: 5px 1.75rem 5px 8rem;
  }
  .search {
    flex: 1 1 12em;
  }
  [part='search'] {
    flex: 1 1 6em;
    width: 0;
  }
  ::placeholder {
    color: var(--sf-muted);
    opacity: 1;
  }
  [part='day'] {
    display: grid;
    text-align: center;
    line-height: 1.2;
  }
  .meta {
    color: var(--sf-muted);
    font-size: 0.9em;
  }
  [aria-checked='true'] .meta {
    color: inherit;
  }
  .cinemas {
    row-gap: 0.25rem;
  }
  [part='cinema'] {
    display: grid;
    gap: 0.375rem;
    align-content: start;
    padding-top: var(--sf-gap);
    border-top: var(--sf-line);
  }
  .zone {
    font-size: 0.8em;
    font-weight: 400;
    white-space: nowrap;
  }
  .movie {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--sf-gap);
    align-items: start;
  }
  .movie > div,
  [part='version'] {
    display: grid;
    gap: 0.2rem;
    align-content: start;
  }
  .label {
    font-size: 0.875em;
    line-height: 1.25;
  }
  /*
   * The price floats at the end of the label's last line where it fits there; else it floats below it, a float of no
   * height, which the label (a formatting context of its own) neither grows for nor shows: it never takes a line.
   */
  .priced {
    overflow: hidden;
  }
  .price {
    float: inline-end;
    height: 0;
    max-width: 100%;
    overflow-x: clip;
    margin-inline-start: 0.75em;
    white-space: nowrap;
    color: var(--sf-muted);
  }
  .times {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(5.25rem, 100%), 1fr));
    container-type: inline-size;
    gap: 0.375rem;
  }
  .poster {
    width: min(3.5rem, 20cqi);
    aspect-ratio: 2/3;
    object-fit: cover;
    border-radius: var(--sf-radius);
    background: var(--sf-surface);
  }
  .box {
    display: grid;
    width: 100%;
    place-content: center;
    text-align: center;
    height: 100%;
    min-height: 2.75rem;
    padding: 0.2em 0.15em;
    line-height: 1.2;
    text-decoration: none;
  }
  .box .meta,
  .badge {
    font-size: 0.75em;
  }
  a:hover {
    border-color: var(--sf-accent);
  }
  .meta a {
    color: var(--sf-accent);
  }
  .time {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .time time {
    white-space: nowrap;
  }
  [part='error'],
  [part='not-found'] {
    border-left: 4px solid var(--sf-error);
    padding: 0.5rem var(--sf-gap);
    display: grid;
    gap: 0.5rem;
    justify-items: start;
  }
  [part='not-found'] {
    border-left-color: var(--sf-accent);
  }
  summary {
    cursor: pointer;
    color: var(--sf-muted);
  }
  strong {
    color: var(--sf-error);
  }
  .space {
    visibility: hidden;
  }
  .bone {
    height: 4rem;
    border-radius: var(--sf-radius);
    background: var(--sf-surface);
  }
  @media (prefers-reduced-motion: no-preference) {
    .bone,
    .reading .meta {
      animation: pulse 1.2s infinite alternate;
    }
  }
  @keyframes pulse {
    to {
      opacity: 0.5;
    }
  }
  @media (pointer: coarse) {
    button,
    input {
      min-height: 2.75rem;
    }
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @container (min-width:40rem) {
    .cinemas,
    .movies {
      grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
      column-gap: calc(2 * var(--sf-gap));
    }
    /* Columns only for cinemas that fill them: a lone cinema, and its divider, take the whole width. */
    .cinemas {
      grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
    }
    .wide {
      grid-column: 1/-1;
    }
  }
`;
